import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { registerNavigator } from '../engine/auth/navigation';
import { setSession } from '../engine/auth/session';
import { toaster } from '../engine/feedback/toaster';
import { loadCatalogue } from '../i18n/locale';
import { loadAllRecipes } from '../shell/theme/system';

// findBy* and waitFor wait up to 5 s (not 1 s): lazy screens load slowly on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 });

/** Whether every min-width / max-width condition of a media query holds for the window's width (px or em). */
function mediaMatches(query: string): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)(px|em|rem)\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, kind, value, unit]) => {
    const px = Number(value) * (unit === 'px' ? 1 : 16);
    return kind === 'min' ? window.innerWidth >= px : window.innerWidth <= px;
  });
}

// The browser loads whole catalogues on demand (i18n/locale.ts); tests render in either language at once.
await Promise.all([loadCatalogue('zh-CN'), loadCatalogue('en')]);
// And Chakra's recipes beyond the first script's (shell/theme/system.ts), which the app loads with its lazy parts.
await loadAllRecipes();

// jsdom lacks a few browser APIs that Chakra (Ark/Zag) touches.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    // Width queries answer for jsdom's window (1024 px wide, like a laptop); everything else does not match.
    value: (query: string) => ({
      matches: mediaMatches(query),
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    }),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}
if (!('IntersectionObserver' in window)) {
  Object.defineProperty(window, 'IntersectionObserver', { writable: true, value: ResizeObserverStub });
}

window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollTo = vi.fn() as unknown as typeof Element.prototype.scrollTo;
Element.prototype.scrollIntoView = vi.fn();

afterEach(() => {
  cleanup();
  toaster.remove(); // the notice store is app-wide: start every test without notices
  window.localStorage.clear();
  setSession(null); // the session store is app-wide too: every test starts signed out
  registerNavigator(null);
});
