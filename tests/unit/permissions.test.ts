import express from 'express';
import { getMetadataStorage } from 'type-graphql';
import { describe, expect, it } from 'vitest';
import { buildAppSchema } from '../../api/src/engine/graphql/schema.js';
import { restRouteRegistry, type RestAccess } from '../../api/src/engine/rest/route.js';
import { modules } from '../../api/src/modules/index.js';

/**
 * Who can reach what: every GraphQL operation and REST route with its declared permission. The snapshot file
 * is committed, so a change of access shows up in review (update it with `npx vitest run -u tests/unit`).
 * public = anyone; signed-in = any signed-in user; codes = one of them (administrators hold all); platform =
 * the codes, in the administrative tenant only (operations on data shared by every tenant also check this in
 * the service).
 */
describe('permission snapshot', () => {
  it('lists every operation with its permission', async () => {
    const schema = await buildAppSchema(modules.flatMap((m) => m.resolvers));
    const storage = getMetadataStorage();
    const lines: string[] = [];
    for (const [kind, type, metas] of [
      ['query', schema.getQueryType(), storage.queries],
      ['mutation', schema.getMutationType(), storage.mutations],
    ] as const) {
      for (const name of Object.keys(type!.getFields()).sort()) {
        const meta = metas.filter((m) => m.schemaName === name);
        expect(meta.length, `${kind} ${name} has one resolver`).toBeGreaterThan(0);
        const authorized = storage.authorizedFields.find((a) =>
          meta.some((m) => m.target === a.target && m.methodName === a.fieldName),
        );
        const access = !authorized
          ? 'public'
          : authorized.roles.length === 0
            ? 'signed-in'
            : authorized.roles.join(' | ');
        lines.push(`${kind} ${name}: ${access}`);
      }
    }
    const router = express.Router();
    for (const m of modules)
      for (const register of m.rest)
        register({
          router,
          context: () => {
            throw new Error('not called');
          },
        });
    const describeAccess = (a: RestAccess) =>
      typeof a === 'string'
        ? a === 'user'
          ? 'signed-in'
          : a
        : 'any' in a
          ? a.any.join(' | ')
          : `platform: ${a.platform.join(' | ')}`;
    for (const r of [...restRouteRegistry].sort((x, y) =>
      `${x.path} ${x.method}`.localeCompare(`${y.path} ${y.method}`),
    )) {
      lines.push(`${r.method} /api${r.path}: ${describeAccess(r.access)}`);
    }
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot('./__snapshots__/permissions.txt');
  });

  it('only sign-in, registration, public configuration and the public pages of SPEC section 2 are open', () => {
    // expertSearch: the open page /cmsPages/expertSearch (approved experts with a valid card, no phone numbers).
    // The sandbox payment callback (a signed token per order) and the open invoice pages of SPEC section 2
    // (/invoice-register …: a verified access token of a member unit, checked by the invoice service).
    // verifyMemberCertificate: /cmsPages/memberCertificate; verifyReceipt: /cmsPages/receiptVerify (both rate limited
    // per address, answering no private field); memberDirectory(+Levels): /vipCatalogue (active units, public fields).
    // publicEvent, registerForEvent: /activity-registration and /activity-wx (released events only).
    const open = new Set([
      'login',
      'refreshToken',
      'logout',
      'register',
      'authConfig',
      'expertSearch',
      'sandboxPaymentCallback',
      'invoiceAccess',
      'invoiceUnits',
      'submitInvoiceUnit',
      'removeInvoiceUnit',
      'invoicePayments',
      'invoiceRequests',
      'requestInvoice',
      'verifyMemberCertificate',
      'verifyReceipt',
      // /mobile/licence-query: an expert card checked by its number (as certificates are; same limit, no private field).
      'verifyExpertCard',
      'memberDirectory',
      'memberDirectoryLevels',
      'publicEvent',
      'registerForEvent',
      // /articleManager/list and /articleManager/detail: published articles only, and counting a read of one.
      'articleCategories',
      'publicArticles',
      'publicArticle',
      'readArticle',
      // The sign-in captcha (asked for past the per-account threshold; rate limited per address).
      'captcha',
      // The association's name and contact phone, shown on the open pages.
      'siteInfo',
      // /mobile/weixin-bind: whether the messaging-app binding is configured (no data).
      'weixinBindConfig',
      // /awards/notice/public: a published notice of award results, and objections to it (rate limited per address).
      'publicAwardNotice',
      'lodgeAwardObjection',
      // /questionnaire/open: a questionnaire of the open link and its anonymous answer (rate limited per address).
      'openQuestionnaire',
      'submitOpenQuestionnaireAnswer',
      // /cmsPages/coursepresentation: the catalogue of published courses and a course page (rate limited per address).
      'publicCourses',
      'publicCourse',
    ]);
    const storage = getMetadataStorage();
    const moduleResolvers = new Set(modules.flatMap((m) => m.resolvers));
    const all = [...storage.queries, ...storage.mutations].filter((m) =>
      [...moduleResolvers].some((r) => r === m.target || r.prototype instanceof (m.target as never)),
    );
    for (const m of all) {
      const authorized = storage.authorizedFields.some((a) => a.target === m.target && a.fieldName === m.methodName);
      if (!authorized) expect(open.has(m.schemaName), `${m.schemaName} is open`).toBe(true);
    }
  });
});
