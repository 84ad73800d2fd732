import type { SqlEntityManager } from '@mikro-orm/sql';
import { TENANT_FILTER } from '../../db/filters.js';
import { ReviewSheet } from './review.entity.js';
import { SHEET_TEMPLATES, TEMPLATE_AWARD_TYPE } from '@zhuxie/domain/review/review-templates';

/** Base data: the nine expertTable templates as the sheets of the template award type (missing ones only). */
export async function seedReviewSheets(em: SqlEntityManager, tenantId: string): Promise<void> {
  const filters = { [TENANT_FILTER]: { tenantId } };
  const have = new Set(
    (await em.find(ReviewSheet, { awardType: TEMPLATE_AWARD_TYPE, programmeId: null }, { filters })).map((s) => s.key),
  );
  SHEET_TEMPLATES.forEach((t, sort) => {
    if (have.has(t.key)) return;
    em.create(ReviewSheet, {
      tenantId,
      key: t.key,
      name: t.name,
      awardType: TEMPLATE_AWARD_TYPE,
      programmeId: null,
      discipline: t.discipline,
      items: t.items.map((i) => ({ ...i })),
      sort,
    });
  });
  await em.flush();
}
