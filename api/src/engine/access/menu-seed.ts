import type { SqlEntityManager } from '@mikro-orm/sql';
import { DEFAULT_TENANT_ID } from '../../db/base.entity.js';
import type { AppModule, ButtonSeed, MenuSeed } from '../module.js';
import { MENU_CATEGORY, Menu } from './menu.entity.js';

/** Names of the standard buttons. */
const STANDARD_BUTTONS: Record<string, [name: string, nameEn: string]> = {
  add: ['新增', 'Add'],
  edit: ['修改', 'Edit'],
  delete: ['删除', 'Delete'],
};

/** The code, name and English name of a menu's button. */
export function buttonOf(menuCode: string, button: ButtonSeed): { code: string; name: string; nameEn?: string } {
  if (typeof button !== 'string') return button;
  const [name, nameEn] = STANDARD_BUTTONS[button]!;
  return { code: `${menuCode}_${button}`, name, nameEn };
}

/** Gives a seeded menu its English name when it has none and still carries the seeded name (older databases). */
function fillEnglish(menu: Menu, name: string, nameEn: string | undefined): void {
  if (nameEn && !menu.nameEn && menu.name === name) menu.nameEn = nameEn;
}

/**
 * The menu tree of every module's declarations: groups (no parent) by `sort`, each with the items modules put
 * in it by `sort`. Refuses a code declared twice (menus and buttons alike), an item of an unknown group, and
 * two siblings with the same `sort`.
 */
export function menuTree(modules: readonly AppModule[]): MenuSeed[] {
  const declared = modules.flatMap((m) => (m.menus ?? []).map((menu) => ({ module: m.name, menu })));
  const owner = new Map<string, string>();
  const claim = (code: string, module: string) => {
    const first = owner.get(code);
    if (first) throw new Error(`Menu code ${code} is declared by ${first} and ${module}`);
    owner.set(code, module);
  };
  for (const { module, menu } of declared) {
    claim(menu.code, module);
    for (const b of menu.buttons ?? []) claim(buttonOf(menu.code, b).code, module);
  }
  const bySort = <T extends { menu: { sort: number; code: string } }>(list: T[], where: string): T[] => {
    const sorted = [...list].sort((a, b) => a.menu.sort - b.menu.sort);
    sorted.forEach((x, i) => {
      if (i > 0 && sorted[i - 1]!.menu.sort === x.menu.sort)
        throw new Error(`Menus ${sorted[i - 1]!.menu.code} and ${x.menu.code} share sort ${x.menu.sort} ${where}`);
    });
    return sorted;
  };
  const groups = declared.filter((d) => !d.menu.parent);
  const groupCodes = new Set(groups.map((g) => g.menu.code));
  for (const d of declared)
    if (d.menu.parent && !groupCodes.has(d.menu.parent))
      throw new Error(`Menu ${d.menu.code} (${d.module}) names an unknown group ${d.menu.parent}`);
  const seedOf = ({ menu }: (typeof declared)[number]): MenuSeed => {
    const { parent: _parent, ...rest } = menu;
    return rest;
  };
  return bySort(groups, 'at the top level').map((g) => {
    const items = bySort(
      declared.filter((d) => d.menu.parent === g.menu.code),
      `in ${g.menu.code}`,
    );
    return { ...seedOf(g), children: items.map(seedOf) };
  });
}

/** The codes each standard role is granted, gathered from every module's `grants`. */
export function roleGrants(modules: readonly AppModule[]): Map<string, string[]> {
  const grants = new Map<string, string[]>();
  for (const m of modules)
    for (const [role, codes] of Object.entries(m.grants ?? {}))
      grants.set(role, [...(grants.get(role) ?? []), ...codes]);
  return grants;
}

/**
 * Adds the menus and buttons of the tree that are missing (by code); existing ones are left as they are, except
 * that a seeded one without an English name gets it.
 */
export async function seedMenus(em: SqlEntityManager, tree: MenuSeed[]): Promise<void> {
  const existing = new Map((await em.find(Menu, {})).map((m) => [m.code, m]));
  const add = (seed: MenuSeed, parentId: string | undefined, position: number) => {
    let menu = existing.get(seed.code);
    if (!menu) {
      menu = em.create(Menu, {
        tenantId: DEFAULT_TENANT_ID,
        parentId,
        code: seed.code,
        name: seed.name,
        nameEn: seed.nameEn,
        path: seed.path,
        source: seed.source,
        sort: seed.sort ?? position,
        category: MENU_CATEGORY.menu,
        isTab: seed.isTab ?? true,
        roles: seed.roles ?? [],
      });
      existing.set(seed.code, menu);
    } else fillEnglish(menu, seed.name, seed.nameEn);
    (seed.buttons ?? []).forEach((b, i) => {
      const { code, name, nameEn } = buttonOf(seed.code, b);
      const button = existing.get(code);
      if (button) return fillEnglish(button, name, nameEn);
      existing.set(
        code,
        em.create(Menu, {
          tenantId: DEFAULT_TENANT_ID,
          parentId: menu.id,
          code,
          name,
          nameEn,
          sort: i + 1,
          category: MENU_CATEGORY.button,
        }),
      );
    });
    (seed.children ?? []).forEach((c, i) => add(c, menu.id, i + 1));
  };
  tree.forEach((m, i) => add(m, undefined, i + 1));
  await em.flush();
}
