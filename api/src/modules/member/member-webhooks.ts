import type { SqlEntityManager } from '@mikro-orm/sql';
import { registerWebhookEvent, webhookService } from '../../engine/webhooks/webhooks.js';
import type { MemberUnit } from './member.entity.js';

/** The member events third parties may receive by webhook. */
export const MEMBER_EVENTS = { joined: 'member.joined', changed: 'member.changed' } as const;
registerWebhookEvent(
  MEMBER_EVENTS.joined,
  'A unit became a member (its join application approved, or added by staff).',
);
registerWebhookEvent(
  MEMBER_EVENTS.changed,
  "A member unit's information changed (a change request approved, or edited by staff); changedFields names what.",
);

/** Reports a member event in the unit of work of the change; the unit's identifying fields, no personal data. */
export async function emitMemberEvent(
  em: SqlEntityManager,
  tenantId: string,
  event: (typeof MEMBER_EVENTS)[keyof typeof MEMBER_EVENTS],
  unit: MemberUnit,
  extra: Record<string, unknown> = {},
): Promise<void> {
  await webhookService.emit(em, tenantId, event, {
    unitId: unit.id,
    name: unit.name,
    creditCode: unit.creditCode,
    memberLevel: unit.memberLevel,
    regionCode: unit.regionCode ?? null,
    status: unit.status,
    joinDate: unit.joinDate ?? null,
    ...extra,
  });
}
