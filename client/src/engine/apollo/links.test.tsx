import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../App';
import { ParamPageDocument } from '../../generated/graphql';
import { testSession } from '../../test/session';
import { registerNavigator } from '../auth/navigation';
import { getSession, type Session, setSession } from '../auth/session';
import { createApolloClient } from './client';

type Answer = (request: {
  operationName: string;
  variables: Record<string, unknown>;
  headers: Headers;
}) => Promise<Response>;

const json = (body: unknown, status = 200, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });

const page = { params: { __typename: 'ParamPage', records: [], total: 0, current: 1, size: 10, pages: 0 } };
/** How Apollo Server 5 refuses an expired token: HTTP 401 in the GraphQL-over-HTTP media type. */
const refused = () =>
  json(
    { errors: [{ message: '请求未授权', extensions: { code: 'UNAUTHENTICATED' } }] },
    401,
    'application/graphql-response+json',
  );

function tokens(access: string, refresh: string) {
  return {
    data: {
      refreshToken: {
        __typename: 'AuthPayload',
        accessToken: access,
        refreshToken: refresh,
        tokenType: 'bearer',
        expiresIn: 1800,
        user: { __typename: 'SessionUser', ...testSession().user },
      },
    },
  };
}

/** The real link chain over a stubbed fetch, with the app's notices on screen. */
function setup(answer: Answer) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { operationName: string; variables: Record<string, unknown> };
    return answer({ ...body, headers: new Headers(init?.headers) });
  });
  vi.stubGlobal('fetch', fetchMock);
  const client = createApolloClient();
  render(<AppProviders locale="zh-CN">{null}</AppProviders>);
  const query = (current = 1) =>
    client.query({ query: ParamPageDocument, variables: { page: { current, size: 10 } }, fetchPolicy: 'network-only' });
  const calls = (operationName: string) =>
    fetchMock.mock.calls.filter((call) => JSON.parse(String(call[1]?.body)).operationName === operationName);
  return { fetchMock, query, calls };
}

const navigate = vi.fn();

beforeEach(() => {
  registerNavigator(navigate);
  window.history.replaceState(null, '', '/system/param?x=1');
});

afterEach(() => {
  vi.unstubAllGlobals();
  registerNavigator(null);
  navigate.mockReset();
  setSession(null);
});

describe('Apollo links', () => {
  it('sends the session credentials and tenant in the BladeX headers, and none without a session', async () => {
    const { fetchMock, query } = setup(async () => json({ data: page }));

    await query();
    const anonymous = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(anonymous.has('blade-auth')).toBe(false);
    expect(anonymous.has('tenant-id')).toBe(false);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/graphql');

    setSession(testSession({ accessToken: 'token-1' }));
    await query();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const signedIn = new Headers(fetchMock.mock.calls.at(-1)?.[1]?.headers);
    expect(signedIn.get('blade-auth')).toBe('bearer token-1');
    expect(signedIn.get('tenant-id')).toBe('000000');
  });

  it('on 401 refreshes the token once and sends the request again with the new one', async () => {
    setSession(testSession({ accessToken: 'old', refreshToken: 'r1' }));
    const { query, calls } = setup(async ({ operationName, variables, headers }) => {
      if (operationName === 'RefreshToken') {
        expect(variables).toEqual({ input: { refreshToken: 'r1' } });
        return json(tokens('new', 'r2'));
      }
      return headers.get('blade-auth') === 'bearer new' ? json({ data: page }) : refused();
    });

    await expect(query()).resolves.toMatchObject({ data: page });
    expect(calls('RefreshToken')).toHaveLength(1);
    expect(calls('ParamPage')).toHaveLength(2);
    expect(getSession()).toMatchObject({ accessToken: 'new', refreshToken: 'r2' });
    expect(JSON.parse(window.localStorage.getItem('zhuxie.session') ?? '{}')).toMatchObject({ accessToken: 'new' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent refused requests (a refresh token works once)', async () => {
    setSession(testSession({ accessToken: 'old', refreshToken: 'r1' }));
    const { query, calls } = setup(async ({ operationName, headers }) => {
      if (operationName === 'RefreshToken') {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return json(tokens('new', 'r2'));
      }
      return headers.get('blade-auth') === 'bearer new' ? json({ data: page }) : refused();
    });

    await Promise.all([query(1), query(2), query(3)]);
    expect(calls('RefreshToken')).toHaveLength(1);
    expect(calls('ParamPage')).toHaveLength(6);
  });

  it('refreshes before sending when the access token is about to expire', async () => {
    setSession(testSession({ accessToken: 'old', expiresAt: Date.now() + 5_000 } as Partial<Session>));
    const { query, fetchMock } = setup(async ({ operationName }) =>
      operationName === 'RefreshToken' ? json(tokens('new', 'r2')) : json({ data: page }),
    );

    await query();
    const operations = fetchMock.mock.calls.map((call) => JSON.parse(String(call[1]?.body)).operationName);
    expect(operations).toEqual(['RefreshToken', 'ParamPage']);
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get('blade-auth')).toBe('bearer new');
  });

  it('when the refresh is refused: warns 请求未授权, signs out and goes to /login with the way back', async () => {
    setSession(testSession({ accessToken: 'expired' }));
    const { query, calls } = setup(async ({ operationName }) =>
      operationName === 'RefreshToken'
        ? json({ data: null, errors: [{ message: '登录已过期', extensions: { code: 'UNAUTHENTICATED' } }] })
        : json({ errors: [{ message: 'unauthorized' }] }, 401),
    );

    await expect(query()).rejects.toBeTruthy();
    expect(await screen.findByText('请求未授权')).toBeTruthy();
    expect(screen.queryByText('请求错误!')).toBeNull();
    expect(getSession()).toBeNull();
    expect(calls('ParamPage')).toHaveLength(1);
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fsystem%2Fparam%3Fx%3D1', { replace: true });
  });

  it('signs out when the request is refused again after a refresh (no endless retries)', async () => {
    setSession(testSession({ accessToken: 'old' }));
    const { query, calls } = setup(async ({ operationName }) =>
      operationName === 'RefreshToken' ? json(tokens('new', 'r2')) : refused(),
    );

    const result = await query().catch((error: unknown) => error);
    expect(result).toBeTruthy();
    expect(calls('RefreshToken')).toHaveLength(1);
    expect(calls('ParamPage')).toHaveLength(2);
    expect(getSession()).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
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
