import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';

const FIELDS = 'id title category coverUrl summary content author status publishTime top topOrder version';
const SUBMIT = `mutation($input: ArticleInput!) { submitArticle(input: $input) { ${FIELDS} } }`;
const PUBLISH = `mutation($id: ID!) { publishArticle(input: { id: $id }) { id status publishTime } }`;
const UNPUBLISH = `mutation($id: ID!) { unpublishArticle(input: { id: $id }) { id status top } }`;
const TOP = `mutation($id: ID!, $top: Boolean!, $order: Int) { setArticleTop(input: { id: $id, top: $top, topOrder: $order }) { id top topOrder } }`;
const PUBLIC_LIST = `query($page: PageInput, $filter: PublicArticleFilter) { publicArticles(page: $page, filter: $filter) { total pages records { id title top views categoryName content } } }`;
const PUBLIC_DETAIL = `query($id: ID!) { publicArticle(id: $id) { id title content categoryName views } }`;
const READ = `mutation($id: ID!, $v: String) { readArticle(input: { id: $id, visitorId: $v }) { counted views } }`;
const STATS = `query($f: ReadingStatisticsFilter) { readingStatistics(filter: $f) { total articles { articleId title views memberViews } units { unitName views } days { day views } } }`;

interface Article {
  id: string;
  title: string;
  content: string;
  status: number;
  top: boolean;
  topOrder: number;
  version: number;
  publishTime: string | null;
}

let s: TestServer;
let admin: ApiClient & { token: string };
let shenpi: ApiClient;
let huiyuan: ApiClient;

beforeAll(async () => {
  s = await startTestServer({ demo: true });
  admin = await s.login('admin', DEMO_PASSWORD);
  shenpi = await s.login('shenpi', DEMO_PASSWORD);
  huiyuan = await s.login('huiyuan', DEMO_PASSWORD);
});
afterAll(async () => {
  await s?.stop();
});

async function create(client: ApiClient, input: Record<string, unknown>): Promise<Article> {
  const r = await client.gql<{ submitArticle: Article }>(SUBMIT, {
    input: { category: '1', content: '<p>正文</p>', ...input },
  });
  expect(r.errors).toBeUndefined();
  return r.data!.submitArticle;
}
async function published(title: string, extra: Record<string, unknown> = {}): Promise<Article> {
  const a = await create(admin, { title, ...extra });
  expect((await admin.gql(PUBLISH, { id: a.id })).errors).toBeUndefined();
  return a;
}

describe('article management (staff)', () => {
  it('saves a draft with its body sanitized on the server, then publishes, tops and unpublishes it', async () => {
    const a = await create(shenpi, {
      title: ' 协会年会召开 ',
      summary: '摘要',
      author: '秘书处',
      coverUrl: '/files/cover.png',
      content:
        '<h2>标题</h2><p onclick="alert(1)">段落<script>alert(1)</script><a href="javascript:alert(1)">链接</a><img src=x onerror=alert(1)></p>',
    });
    expect(a).toMatchObject({ title: '协会年会召开', status: 0, top: false, publishTime: null });
    expect(a.content).toBe('<h2>标题</h2><p>段落<a rel="noopener noreferrer">链接</a></p>');

    const p = await shenpi.gql<{ publishArticle: Article }>(PUBLISH, { id: a.id });
    expect(p.data!.publishArticle.status).toBe(1);
    expect((await shenpi.gql(PUBLISH, { id: a.id })).errors?.[0]?.message).toBe('文章已发布');
    const t = await shenpi.gql<{ setArticleTop: Article }>(TOP, { id: a.id, top: true, order: 2 });
    expect(t.data!.setArticleTop).toMatchObject({ top: true, topOrder: 2 });
    const u = await shenpi.gql<{ unpublishArticle: Article }>(UNPUBLISH, { id: a.id });
    expect(u.data!.unpublishArticle).toMatchObject({ status: 2, top: false });
    expect((await shenpi.gql(TOP, { id: a.id, top: true })).errors?.[0]?.message).toBe('只有已发布的文章可以置顶');
    expect((await shenpi.gql(UNPUBLISH, { id: a.id })).errors?.[0]?.message).toBe('只有已发布的文章可以下架');
  });

  it('stores what the editor writes and nothing executable (sanitize-html allow-list)', async () => {
    const a = await create(shenpi, {
      title: '编辑器正文',
      content: [
        '<h2 style="text-align: center">年会</h2><ul><li><p>一</p></li></ul>',
        '<p><a href="https://example.org" target="_blank">链接</a><a href="data:text/html,<script>alert(1)</script>">d</a></p>',
        '<table><tbody><tr><th colspan="1" rowspan="1"><p>项</p></th></tr><tr><td colspan="1" rowspan="1"><p>1</p></td></tr></tbody></table>',
        '<img src="/files/000000/20260101/019abcde-1234-7abc-8def-0123456789ab.png" alt="图"><img src="data:image/png;base64,AAAA">',
        '<svg onload=alert(1)></svg><p style="color:red;background:url(javascript:alert(1))">样式</p>',
        '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>',
        '<p class="MsoNormal"><span style="mso-bidi-font-family:Calibri">Word</span><o:p></o:p></p>',
      ].join(''),
    });
    expect(a.content).toBe(
      [
        '<h2 style="text-align:center">年会</h2><ul><li><p>一</p></li></ul>',
        '<p><a href="https://example.org" target="_blank" rel="noopener noreferrer">链接</a><a rel="noopener noreferrer">d</a></p>',
        '<table><tbody><tr><th colspan="1" rowspan="1"><p>项</p></th></tr><tr><td colspan="1" rowspan="1"><p>1</p></td></tr></tbody></table>',
        '<img src="/files/000000/20260101/019abcde-1234-7abc-8def-0123456789ab.png" alt="图" />',
        '<p>样式</p>',
        '<p><span>Word</span></p>',
      ].join(''),
    );
  });

  it('checks the fields', async () => {
    expect(
      (await admin.gql(SUBMIT, { input: { title: ' ', category: '1', content: '<p>x</p>' } })).errors?.[0]?.message,
    ).toBe('请输入文章标题');
    expect(
      (await admin.gql(SUBMIT, { input: { title: 't', category: '99', content: '<p>x</p>' } })).errors?.[0]?.message,
    ).toBe('文章栏目不存在');
    expect(
      (await admin.gql(SUBMIT, { input: { title: 't', category: '1', content: '<script>alert(1)</script><p> </p>' } }))
        .errors?.[0]?.message,
    ).toBe('请输入文章内容');
    expect(
      (
        await admin.gql(SUBMIT, {
          input: { title: 't', category: '1', content: '<p>x</p>', coverUrl: 'javascript:alert(1)' },
        })
      ).errors?.[0]?.message,
    ).toBe('封面图片地址无效');
  });

  it('is for staff only: members and visitors are refused, over GraphQL and REST', async () => {
    expect(
      (await huiyuan.gql(SUBMIT, { input: { title: 't', category: '1', content: '<p>x</p>' } })).errors?.[0]?.extensions
        ?.code,
    ).toBe('FORBIDDEN');
    expect((await huiyuan.gql(`{ articles { total } }`)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await s.gql(`{ articles { total } }`)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await huiyuan.gql(STATS)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(
      (
        await huiyuan.rest('POST', '/api/lnjzxh-member/article/submit', {
          title: 't',
          category: '1',
          content: '<p>x</p>',
        })
      ).body,
    ).toMatchObject({ code: 403, success: false });
    expect((await s.rest('GET', '/api/lnjzxh-member/article/list')).body).toMatchObject({ code: 401, success: false });
    expect((await huiyuan.rest('GET', '/api/lnjzxh-member/article/statistics')).body).toMatchObject({
      code: 403,
      success: false,
    });
  });

  it('works over the legacy REST paths', async () => {
    const created = await admin.rest<{ id: string; content: string }>('POST', '/api/lnjzxh-member/article/submit', {
      title: 'REST 文章',
      category: '4',
      content: '<p>内容<iframe src="x"></iframe></p>',
    });
    expect(created.body).toMatchObject({ code: 200, success: true });
    expect(created.body.data.content).toBe('<p>内容</p>');
    const pub = await admin.rest<{ status: number }>(
      'POST',
      `/api/lnjzxh-member/article/publish?id=${created.body.data.id}`,
    );
    expect(pub.body).toMatchObject({ success: true, msg: '发布成功', data: { status: 1 } });
    const list = await admin.rest<{ total: number; records: { id: string }[] }>(
      'GET',
      '/api/lnjzxh-member/article/list?title=REST&status=1',
    );
    expect(list.body.data.records.map((r) => r.id)).toEqual([created.body.data.id]);
    const pub2 = await s.rest<{ records: { id: string }[] }>(
      'GET',
      '/api/lnjzxh-member/article/public/list?category=4&keyword=REST',
    );
    expect(pub2.body).toMatchObject({ code: 200 });
    expect(pub2.body.data.records.map((r) => r.id)).toEqual([created.body.data.id]);
    const detail = await s.rest<{ title: string; publishTime: string }>(
      'GET',
      `/api/lnjzxh-member/article/public/detail?id=${created.body.data.id}`,
    );
    expect(detail.body.data.title).toBe('REST 文章');
    expect(detail.body.data.publishTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});

describe('public pages', () => {
  it('list published articles only, top first, by category and keyword, paged; no login', async () => {
    const old = await published('普通旧闻', { category: '3' });
    const topped = await published('置顶要闻', { category: '3' });
    await admin.gql(TOP, { id: topped.id, top: true, order: 1 });
    const draft = await create(admin, { title: '草稿文章', category: '3' });
    const r = await s.gql<{
      publicArticles: {
        total: number;
        records: { id: string; top: boolean; categoryName: string; content: string | null }[];
      };
    }>(PUBLIC_LIST, { filter: { category: '3' } });
    expect(r.errors).toBeUndefined();
    const ids = r.data!.publicArticles.records.map((x) => x.id);
    expect(ids[0]).toBe(topped.id);
    expect(ids).toContain(old.id);
    expect(ids).not.toContain(draft.id);
    expect(r.data!.publicArticles.records[0]).toMatchObject({ top: true, categoryName: '政策法规', content: null });
    const search = await s.gql<{ publicArticles: { records: { id: string }[] } }>(PUBLIC_LIST, {
      filter: { keyword: '旧闻' },
    });
    expect(search.data!.publicArticles.records.map((x) => x.id)).toEqual([old.id]);
    const paged = await s.gql<{ publicArticles: { total: number; pages: number; records: unknown[] } }>(PUBLIC_LIST, {
      filter: { category: '3' },
      page: { current: 1, size: 10 },
    });
    expect(paged.data!.publicArticles.total).toBe(2);
  });

  it('show a published article without login; drafts and unpublished ones answer not found', async () => {
    const a = await published('公开详情');
    const d = await s.gql<{ publicArticle: { title: string; content: string; categoryName: string } }>(PUBLIC_DETAIL, {
      id: a.id,
    });
    expect(d.data!.publicArticle).toMatchObject({
      title: '公开详情',
      content: '<p>正文</p>',
      categoryName: '协会动态',
    });
    await admin.gql(UNPUBLISH, { id: a.id });
    const gone = await s.gql(PUBLIC_DETAIL, { id: a.id });
    expect(gone.errors?.[0]).toMatchObject({ message: '文章不存在或已下架', extensions: { code: 'NOT_FOUND' } });
    const draft = await create(admin, { title: '未发布' });
    expect((await s.gql(PUBLIC_DETAIL, { id: draft.id })).errors?.[0]?.message).toBe('文章不存在或已下架');
    expect((await s.rest('GET', `/api/lnjzxh-member/article/public/detail?id=${draft.id}`)).body).toMatchObject({
      code: 404,
      success: false,
      msg: '文章不存在或已下架',
    });
    expect((await s.gql(READ, { id: draft.id, v: 'visitor-0001' })).errors?.[0]?.message).toBe('文章不存在或已下架');
  });
});

describe('reading statistics', () => {
  it('counts one read per reader, article and day: reloads do not count twice', async () => {
    const a = await published('阅读计数');
    const first = await s.gql<{ readArticle: { counted: boolean; views: number } }>(READ, {
      id: a.id,
      v: 'visitor-aaaa-0001',
    });
    expect(first.data!.readArticle).toEqual({ counted: true, views: 1 });
    // Reload of the same browser, and two reloads at once.
    const again = await Promise.all([
      s.gql(READ, { id: a.id, v: 'visitor-aaaa-0001' }),
      s.gql(READ, { id: a.id, v: 'visitor-aaaa-0001' }),
    ]);
    expect(again.map((r) => (r.data as { readArticle: { counted: boolean } }).readArticle.counted)).toEqual([
      false,
      false,
    ]);
    // Another browser counts; a signed-in member counts once, whatever visitor id it sends.
    expect(
      (await s.gql<{ readArticle: { counted: boolean; views: number } }>(READ, { id: a.id, v: 'visitor-bbbb-0002' }))
        .data!.readArticle,
    ).toEqual({ counted: true, views: 2 });
    expect(
      (await huiyuan.gql<{ readArticle: { counted: boolean } }>(READ, { id: a.id, v: 'x-1111-2222' })).data!.readArticle
        .counted,
    ).toBe(true);
    expect(
      (await huiyuan.gql<{ readArticle: { counted: boolean } }>(READ, { id: a.id, v: 'x-3333-4444' })).data!.readArticle
        .counted,
    ).toBe(false);
    // No visitor id: the (hashed) address stands in, also once.
    expect(
      (await s.rest<{ counted: boolean }>('POST', '/api/lnjzxh-member/article/public/read', { id: a.id })).body.data
        .counted,
    ).toBe(true);
    expect(
      (
        await s.rest<{ counted: boolean; views: number }>('POST', '/api/lnjzxh-member/article/public/read', {
          id: a.id,
        })
      ).body.data,
    ).toEqual({ counted: false, views: 4 });
    // The public list shows the same count (read with its page).
    const listed = await s.gql<{ publicArticles: { records: { id: string; views: number }[] } }>(PUBLIC_LIST, {
      page: { current: 1, size: 50 },
    });
    expect(listed.data!.publicArticles.records.find((r) => r.id === a.id)?.views).toBe(4);

    const stats = await admin.gql<{
      readingStatistics: {
        total: number;
        articles: { articleId: string; views: number; memberViews: number }[];
        units: { unitName: string; views: number }[];
        days: { day: string; views: number }[];
      };
    }>(STATS, { f: { articleId: a.id } });
    expect(stats.errors).toBeUndefined();
    const st = stats.data!.readingStatistics;
    expect(st.total).toBe(4);
    expect(st.articles).toEqual([{ articleId: a.id, title: '阅读计数', views: 4, memberViews: 1 }]);
    expect(st.units).toHaveLength(1);
    expect(st.units[0]!.views).toBe(1);
    expect(st.days).toHaveLength(30);
    expect(st.days.at(-1)!.views).toBe(4);
    expect(st.days.slice(0, -1).every((d) => d.views === 0)).toBe(true);
    const views = await s.gql<{ publicArticle: { views: number } }>(PUBLIC_DETAIL, { id: a.id });
    expect(views.data!.publicArticle.views).toBe(4);

    const rest = await shenpi.rest<{ total: number }>(
      'GET',
      `/api/lnjzxh-member/article/statistics?articleId=${a.id}&days=7`,
    );
    expect(rest.body).toMatchObject({ code: 200, data: { total: 4 } });
  });
});

describe('tenant isolation', () => {
  it("another tenant neither sees nor counts nor changes this tenant's articles", async () => {
    const a = await published('本租户文章');
    const B = '400010';
    expect(
      (await admin.gql(`mutation { submitTenant(input: { tenantId: "${B}", tenantName: "文章租户" }) { id } }`)).errors,
    ).toBeUndefined();
    const inB = s.with({ authorization: `Bearer ${admin.token}`, 'tenant-id': B });
    const roles = await inB.gql<{ roleTree: { id: string; roleAlias: string }[] }>(`{ roleTree { id roleAlias } }`);
    const role = roles.data!.roleTree.find((r) => r.roleAlias === 'administrator')!.id;
    expect(
      (
        await inB.gql(
          `mutation($r: [ID!]!) { submitUser(input: { account: "articleb", password: "Tenant-B-2026", roleIds: $r }) { id } }`,
          { r: [role] },
        )
      ).errors,
    ).toBeUndefined();
    const adminB = await s.login('articleb', 'Tenant-B-2026', B);
    expect(
      (await adminB.gql(`query($id: ID!) { article(id: $id) { id } }`, { id: a.id })).errors?.[0]?.extensions?.code,
    ).toBe('NOT_FOUND');
    expect((await adminB.gql(PUBLISH, { id: a.id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await adminB.gql(PUBLIC_DETAIL, { id: a.id })).errors?.[0]?.message).toBe('文章不存在或已下架');
    expect((await adminB.gql(READ, { id: a.id, v: 'visitor-tenant-b' })).errors?.[0]?.message).toBe(
      '文章不存在或已下架',
    );
    const list = await adminB.gql<{ publicArticles: { total: number } }>(PUBLIC_LIST);
    expect(list.data!.publicArticles.total).toBe(0);
    const stats = await adminB.gql<{ readingStatistics: { total: number } }>(STATS);
    expect(stats.data!.readingStatistics.total).toBe(0);
  });
});
