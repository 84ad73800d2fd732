/**
 * The GraphQL explorer at /graphql (issue 26): GraphiQL, bundled from npm into its own entry
 * (vite.graphiql.config.ts, served by the API under /graphql/assets/), so the main client bundle is unaffected and
 * nothing loads from the internet. The API answers GET /graphql only to a signed-in user with the `graphiql`
 * permission; a browser navigation carries no token, so this script asks again with the session's token (kept by
 * the client in localStorage) and opens GraphiQL when the API agrees.
 */
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Session } from '../engine/auth/session';
import { readStoredSession } from '../engine/auth/session';
import { expiresSoon, GRAPHQL_PATH, refreshSession } from '../engine/apollo/refresh';
import { EXPLORER_QUERY, explorerHeaders, signInPath } from './access';

/** The stored session, refreshed first when its access token is about to expire; null when there is none. */
async function currentSession(): Promise<Session | null> {
  const stored = readStoredSession();
  if (!stored || !expiresSoon(stored)) return stored;
  return await refreshSession(stored.accessToken).catch(() => null);
}

/** Every request of GraphiQL goes with the session's current token and tenant. */
const authorizedFetch: typeof fetch = async (input, init) => {
  const session = await currentSession();
  const headers = new Headers(init?.headers);
  for (const [name, value] of Object.entries(explorerHeaders(session))) headers.set(name, value);
  return fetch(input, { ...init, headers });
};

function showMessage(root: HTMLElement, title: string, text: string, link: { href: string; label: string }): void {
  root.replaceChildren();
  const box = document.createElement('main');
  box.className = 'explorer-message';
  const h1 = document.createElement('h1');
  h1.textContent = title;
  const p = document.createElement('p');
  p.textContent = text;
  const a = document.createElement('a');
  a.href = link.href;
  a.textContent = link.label;
  box.append(h1, p, a);
  root.append(box);
}

async function start(): Promise<void> {
  const root = document.getElementById('graphiql');
  if (!root) return;
  const session = await currentSession();
  if (!session) {
    window.location.replace(signInPath());
    return;
  }
  const answer = await fetch(GRAPHQL_PATH, {
    headers: { accept: 'text/html', ...explorerHeaders(session) },
    cache: 'no-store',
  }).catch(() => undefined);
  if (answer?.status === 403) {
    showMessage(
      root,
      '403 无权访问',
      '您没有使用 GraphQL 浏览器的权限，请联系管理员授权（开发工具 → GraphQL 浏览器）。',
      {
        href: '/',
        label: '返回首页',
      },
    );
    return;
  }
  if (answer?.status !== 200) {
    showMessage(root, '请重新登录', '登录已失效或网络异常，无法打开 GraphQL 浏览器。', {
      href: signInPath(),
      label: '去登录',
    });
    return;
  }
  root.replaceChildren();
  const fetcher = createGraphiQLFetcher({ url: GRAPHQL_PATH, fetch: authorizedFetch });
  createRoot(root).render(
    <StrictMode>
      <GraphiQL
        fetcher={fetcher}
        defaultQuery={EXPLORER_QUERY}
        defaultEditorToolsVisibility
        shouldPersistHeaders={false}
      />
    </StrictMode>,
  );
}

void start();
