import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../App';
import { ParamPageDocument } from '../../generated/graphql';
import { getSession, setSession } from '../auth/session';
import { createApolloClient } from './client';

/** The real link chain over a stubbed fetch, with the app's notices on screen. */
function setup(answer: () => Promise<Response>) {
  const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  const client = createApolloClient();
  render(<AppProviders client={client} locale="zh-CN">{null}</AppProviders>);
  const query = () =>
    client.query({ query: ParamPageDocument, variables: { page: { current: 1, size: 10 } }, fetchPolicy: 'network-only' });
  return { fetchMock, query };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  setSession(null);
});

describe('Apollo links', () => {
  it('sends the session credentials and tenant in the BladeX headers, and none without a session', async () => {
    const page = { params: { __typename: 'ParamPage', records: [], total: 0, current: 1, size: 10, pages: 0 } };
    const { fetchMock, query } = setup(async () => json({ data: page }));

    await query();
    const anonymous = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(anonymous.has('blade-auth')).toBe(false);
    expect(anonymous.has('tenant-id')).toBe(false);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/graphql');

    setSession({ accessToken: 'token-1', tenantId: '000000' });
    await query();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const signedIn = new Headers(fetchMock.mock.calls.at(-1)?.[1]?.headers);
    expect(signedIn.get('blade-auth')).toBe('bearer token-1');
    expect(signedIn.get('tenant-id')).toBe('000000');
  });

  it('warns 请求未授权 on HTTP 401 and hands over to the session hook', async () => {
    setSession({ accessToken: 'expired', tenantId: '000000' });
    const { query } = setup(async () => json({ errors: [{ message: 'unauthorized' }] }, 401));

    await expect(query()).rejects.toBeTruthy();
    expect(await screen.findByText('请求未授权')).toBeTruthy();
    expect(screen.queryByText('请求错误!')).toBeNull();
    expect(getSession()).toBeNull();
  });

  it('shows 请求错误! when the request fails', async () => {
    const { query } = setup(async () => {
      throw new TypeError('Failed to fetch');
    });

    await expect(query()).rejects.toBeTruthy();
    expect(await screen.findByText('请求错误!')).toBeTruthy();
  });

  it('leaves GraphQL errors (user-facing messages) to the screen', async () => {
    const { query } = setup(async () =>
      json({ data: null, errors: [{ message: '参数不存在', extensions: { code: 'NOT_FOUND' } }] }),
    );

    await expect(query()).rejects.toMatchObject({ message: expect.stringContaining('参数不存在') });
    // Give a notice the chance to appear, then make sure none did.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('请求错误!')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
