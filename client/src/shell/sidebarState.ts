import { useCallback, useState } from 'react';

const KEY = 'zhuxie.sidebar.collapsed';

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

/** Whether the sidebar shows icons only; remembered on this browser. */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = useCallback(() => {
    setCollapsed((was) => {
      try {
        window.localStorage.setItem(KEY, was ? '0' : '1');
      } catch {
        // Storage can be unavailable: the choice then lasts for this page only.
      }
      return !was;
    });
  }, []);
  return [collapsed, toggle];
}
