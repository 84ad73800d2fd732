import { describe, expect, it } from 'vitest';
import { clearLocalCaches } from './clearCache';

describe('清除缓存', () => {
  it("drops the app's cached entries and keeps session, language, theme, error log and tabs", () => {
    const kept = [
      'zhuxie.session',
      'zhuxie.locale',
      'zhuxie.theme',
      'zhuxie.theme.boot',
      'zhuxie.primaryColor',
      'zhuxie.errorLog',
      'zhuxie.sidebar.collapsed',
      'other.app',
    ];
    const dropped = ['zhuxie.redirectPath', 'zhuxie.dict.cache', 'zhuxie.sessionx'];
    for (const key of [...kept, ...dropped]) window.localStorage.setItem(key, '1');
    window.sessionStorage.setItem('zhuxie.tabs.u1', '[]');
    window.sessionStorage.setItem('zhuxie.cache.x', '1');

    clearLocalCaches();

    expect(kept.filter((key) => window.localStorage.getItem(key) === null)).toEqual([]);
    expect(dropped.filter((key) => window.localStorage.getItem(key) !== null)).toEqual([]);
    expect(window.sessionStorage.getItem('zhuxie.tabs.u1')).toBe('[]');
    expect(window.sessionStorage.getItem('zhuxie.cache.x')).toBeNull();
    window.sessionStorage.clear();
  });
});
