import type { EntityClass } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { DEFAULT_TENANT_ID } from '../../db/base.entity.js';
import { STATUS_LABEL_SETS } from '@zhuxie/domain/labels/status-labels';
import { TENANT_FILTER } from '../../db/filters.js';
import type { AppModule, DictSeed } from '../module.js';
import { registeredModules } from '../module-registry.js';
import { Dict, DictBiz, type DictEntry } from './dict.entity.js';

/** The platform's system dictionaries (base data): the label sets of SPEC section 4 that screens name by code, and 是否. */
const PLATFORM_DICTS: DictSeed[] = [
  ...STATUS_LABEL_SETS.map((set, i) => ({
    code: set.code,
    name: set.name,
    sort: i + 1,
    items: set.items.map((item): [string, string, string] => [String(item.value), item.zh, item.en]),
  })),
  {
    code: 'yes_no',
    name: '是否',
    nameEn: 'Yes/No',
    sort: STATUS_LABEL_SETS.length + 1,
    items: [
      ['0', '否', 'No'],
      ['1', '是', 'Yes'],
    ],
  },
];

/**
 * The dictionaries of a kind: the platform's and those every module declares (`AppModule.dicts`), by `sort`.
 * Refuses a code declared twice.
 */
export function declaredDicts(
  kind: 'system' | 'business',
  modules: readonly AppModule[] = registeredModules(),
): DictSeed[] {
  const all = [...(kind === 'system' ? PLATFORM_DICTS : []), ...modules.flatMap((m) => m.dicts?.[kind] ?? [])];
  const codes = new Set<string>();
  for (const d of all) {
    if (codes.has(d.code)) throw new Error(`Dictionary ${d.code} is declared twice`);
    codes.add(d.code);
  }
  return all.sort((a, b) => a.sort - b.sort);
}

/**
 * Gives a seeded entry its English label when it has none and still carries the seeded Chinese label (databases
 * from before English labels; an entry an administrator renamed is left alone).
 */
function fillEnglish(entry: DictEntry, label: string, labelEn: string | undefined): void {
  if (labelEn && !entry.dictValueEn && entry.dictValue === label) entry.dictValueEn = labelEn;
}

/**
 * Adds the dictionaries and items that are missing (by code, then by key), and the English labels seeded entries
 * lack: never changes or removes anything else.
 */
async function ensureDicts(
  em: SqlEntityManager,
  entity: EntityClass<DictEntry>,
  tenantId: string,
  seeds: DictSeed[],
  filtered: boolean,
): Promise<void> {
  const options = filtered ? { filters: { [TENANT_FILTER]: { tenantId } } } : {};
  for (const seed of seeds) {
    let root = await em.findOne(entity, { code: seed.code, parentId: null }, options);
    if (!root)
      root = em.create(entity, {
        tenantId,
        code: seed.code,
        dictValue: seed.name,
        dictValueEn: seed.nameEn,
        sort: seed.sort,
      } as never);
    else fillEnglish(root, seed.name, seed.nameEn);
    const items = new Map((await em.find(entity, { parentId: root.id }, options)).map((item) => [item.dictKey, item]));
    seed.items.forEach(([key, label, labelEn], i) => {
      const item = items.get(key);
      if (item) fillEnglish(item, label, labelEn);
      else
        em.create(entity, {
          tenantId,
          parentId: root.id,
          code: seed.code,
          dictKey: key,
          dictValue: label,
          dictValueEn: labelEn,
          sort: i + 1,
        } as never);
    });
  }
  await em.flush();
}

/** The system dictionaries (platform data, administrative tenant). */
export async function seedSystemDicts(em: SqlEntityManager): Promise<void> {
  await ensureDicts(em, Dict as EntityClass<DictEntry>, DEFAULT_TENANT_ID, declaredDicts('system'), false);
}

/** The business dictionaries of one tenant. */
export async function seedBizDicts(em: SqlEntityManager, tenantId: string): Promise<void> {
  await ensureDicts(em, DictBiz as EntityClass<DictEntry>, tenantId, declaredDicts('business'), true);
}
