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
import { LOCALE_STORAGE_KEY } from '../i18n/storage';
import { explorerHeaders, explorerQuery, signInPath } from './access';

/** The texts of the explorer in the language chosen in the client (its catalogue is a chunk of its own). */
async function loadMessages(): Promise<(id: string) => string> {
  let english = false;
  try {
    english = window.localStorage.getItem(LOCALE_STORAGE_KEY) === 'en';
  } catch {
    // No storage: Chinese, the default language.
  }
  const catalogue: Record<string, string> = (
    english ? await import('../i18n/en.json') : await import('../i18n/zh-CN.json')
  ).default;
  return (id) => catalogue[id] ?? id;
}

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
  const t = await loadMessages();
  if (answer?.status === 403) {
    showMessage(root, t('explorer.forbidden.title'), t('explorer.forbidden.text'), {
      href: '/',
      label: t('explorer.forbidden.home'),
    });
    return;
  }
  if (answer?.status !== 200) {
    showMessage(root, t('explorer.signIn.title'), t('explorer.signIn.text'), {
      href: signInPath(),
      label: t('explorer.signIn.link'),
    });
    return;
  }
  root.replaceChildren();
  const fetcher = createGraphiQLFetcher({ url: GRAPHQL_PATH, fetch: authorizedFetch });
  createRoot(root).render(
    <StrictMode>
      <GraphiQL
        fetcher={fetcher}
        defaultQuery={explorerQuery(t('explorer.queryComment'))}
        defaultEditorToolsVisibility
        shouldPersistHeaders={false}
      />
    </StrictMode>,
  );
}

void start();
