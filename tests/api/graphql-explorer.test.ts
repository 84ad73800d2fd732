import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ demo: true });
});
afterAll(async () => {
  await s?.stop();
});

/** A browser's GET of /graphql (HTML preferred), with the given extra headers. */
function openPage(headers: Record<string, string> = {}) {
  return fetch(`${s.url}/graphql`, {
    headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', ...headers },
  });
}

describe('GET /graphql (the GraphiQL schema explorer)', () => {
  it('serves the explorer to a user holding the graphiql permission, with only local scripts and styles', async () => {
    const admin = await s.login('admin', DEMO_PASSWORD);
    const headers: Record<string, string>[] = [
      { authorization: `Bearer ${admin.token}` },
      { 'blade-auth': `bearer ${admin.token}` },
    ];
    for (const header of headers) {
      const res = await openPage(header);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const html = await res.text();
      expect(html).toContain('data-state="ready"');
      expect(html).toContain('<script type="module" src="/graphql/assets/graphiql.js"></script>');
      expect(html).toContain('<link rel="stylesheet" href="/graphql/assets/graphiql.css">');
      // Works without internet: no address of another site (no CDN).
      expect(html).not.toMatch(/(https?:)?\/\/[a-z0-9.-]+\.[a-z]{2,}/i);
      const local = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
      expect(local.length).toBeGreaterThan(0);
      for (const url of local) expect(url).toMatch(/^\/(?!\/)/);
    }
  });

  it('refuses a signed-in user without the permission with a 403 page (no explorer script)', async () => {
    const member = await s.login('huiyuan', DEMO_PASSWORD);
    const me = await member.gql<{ me: { permissions: string[] } }>('{ me { permissions } }');
    expect(me.data?.me.permissions).not.toContain('graphiql');
    const res = await fetch(`${s.url}/graphql`, {
      headers: { accept: 'text/html', authorization: `Bearer ${member.token}` },
    });
    expect(res.status).toBe(403);
    const html = await res.text();
    expect(html).toContain('403 无权访问');
    expect(html).not.toContain('graphiql.js');
  });

  it('answers an anonymous visitor (or a stale token) 401 with the sign-in page, which only checks the stored session', async () => {
    const cases: Record<string, string>[] = [{}, { authorization: 'Bearer not-a-token' }];
    for (const headers of cases) {
      const res = await openPage(headers);
      expect(res.status).toBe(401);
      const html = await res.text();
      expect(html).toContain('data-state="signin"');
      expect(html).toContain('href="/login?redirect=%2Fgraphql"');
    }
  });

  it('keeps GraphQL over POST and GET queries unchanged (Apollo answers them)', async () => {
    const admin = await s.login('admin', DEMO_PASSWORD);
    const post = await admin.gql<{ me: { account: string } }>('{ me { account } }');
    expect(post.status).toBe(200);
    expect(post.data?.me.account).toBe('admin');
    // A GET with a query (Accept application/json) is a GraphQL request, not the page.
    const get = await fetch(`${s.url}/graphql?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
    });
    expect(get.headers.get('content-type')).toMatch(/application\/json/);
    expect(await get.json()).toEqual({ data: { __typename: 'Query' } });
    // Even a browser-like Accept with a query in the address goes to GraphQL.
    const browserGet = await openPage().then(() =>
      fetch(`${s.url}/graphql?query=${encodeURIComponent('{ __typename }')}`, {
        headers: { accept: 'text/html', 'apollo-require-preflight': 'true' },
      }),
    );
    expect(browserGet.headers.get('content-type')).not.toMatch(/text\/html/);
  });

  it('answers a missing explorer file 404 (not the client page)', async () => {
    const res = await fetch(`${s.url}/graphql/assets/no-such-file.js`);
    expect(res.status).toBe(404);
  });
});
