import { parse } from '@formatjs/icu-messageformat-parser';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import first from 'virtual:catalogue-first/zh-CN';
import { describe, expect, it, vi } from 'vitest';
import { operationLink } from '../test/graphql';
import zhCN from './zh-CN.json';

describe('the first part of the Chinese catalogue (in the first script)', () => {
  it('is a part of the whole catalogue, with the same texts (parsed at build time)', () => {
    const all = zhCN as Record<string, string>;
    expect(Object.keys(first).length).toBeGreaterThan(50);
    expect(Object.keys(first).length).toBeLessThan(Object.keys(all).length / 4);
    for (const [id, message] of Object.entries(first)) expect([id, message]).toEqual([id, parse(all[id] ?? '')]);
  });

  it('holds every message the login page shows, before the whole catalogue is there', async () => {
    // Fresh modules: the test setup has loaded the whole catalogues into the shared ones.
    vi.resetModules();
    const { AppProviders } = await import('../App');
    const { createApolloClient } = await import('../engine/apollo/client');
    const { provideApolloClient } = await import('../engine/apollo/lazy');
    const { loadedCatalogue } = await import('./locale');
    const { LoginPage } = await import('../modules/login/LoginPage');
    const { LOGIN_VARIANTS } = await import('../modules/login/variants');
    expect(loadedCatalogue('zh-CN')).toEqual(first);
    const authConfig = () => ({
      data: { authConfig: { __typename: 'AuthConfig', externalLogin: false, loginUrl: null } },
    });
    provideApolloClient(createApolloClient(operationLink({ AuthConfig: authConfig }).link));
    // react-intl reports a message id it cannot find through console.error (MISSING_TRANSLATION).
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const variant = LOGIN_VARIANTS[0]!;
      const router = createMemoryRouter([{ path: variant.path, element: <LoginPage variant={variant} /> }], {
        initialEntries: [variant.path],
      });
      render(
        <AppProviders locale="zh-CN">
          <RouterProvider router={router} />
        </AppProviders>,
      );
      expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy();
      expect(screen.getByRole('textbox', { name: /租户编号/ })).toBeTruthy();
      const missing = errors.mock.calls
        .map((call) => String(call[0]))
        .filter((text) => /MISSING_TRANSLATION|Missing message/i.test(text));
      expect(missing).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });
});
