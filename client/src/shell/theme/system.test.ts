import { describe, expect, it } from 'vitest';
import { FIRST_RECIPE_KEYS } from './firstRecipes';
import { createThemeSystem, FIRST_SYSTEM_RECIPES, loadAllRecipes } from './system';
import { DEFAULT_THEME } from './themes';

/**
 * The Chakra system registers only the recipes the product uses (system.ts). A component whose recipe is missing
 * renders unstyled without any error, so this test reads every Chakra import of the client and checks that the
 * recipe each imported component styles itself with is registered. A component not listed here fails the test
 * until it is: name its recipe (or null when it has none).
 */
const RECIPE_OF: Record<string, string | null> = {
  Alert: 'alert',
  Avatar: 'avatar',
  Badge: 'badge',
  Breadcrumb: 'breadcrumb',
  Button: 'button',
  ButtonGroup: 'button',
  Card: 'card',
  Checkbox: 'checkbox',
  CheckboxGroup: 'checkbox',
  CloseButton: 'button',
  Code: 'code',
  Collapsible: 'collapsible',
  Combobox: 'combobox',
  Container: 'container',
  DataList: 'dataList',
  DatePicker: 'datePicker',
  Dialog: 'dialog',
  Drawer: 'drawer',
  EmptyState: 'emptyState',
  Field: 'field',
  FieldItem: 'field',
  Heading: 'heading',
  Icon: 'icon',
  IconButton: 'button',
  Input: 'input',
  InputGroup: 'inputAddon',
  Kbd: 'kbd',
  Link: 'link',
  List: 'list',
  Menu: 'menu',
  NativeSelect: 'nativeSelect',
  Popover: 'popover',
  Progress: 'progress',
  Separator: 'separator',
  Skeleton: 'skeleton',
  Spinner: 'spinner',
  Stat: 'stat',
  RadioGroup: 'radioGroup',
  Switch: 'switch',
  Table: 'table',
  Tabs: 'tabs',
  Tag: 'tag',
  Textarea: 'textarea',
  Timeline: 'timeline',
  Toast: 'toast',
  Toaster: 'toast',
  Tooltip: 'tooltip',
  // Layout and helpers without a recipe of their own.
  Box: null,
  Center: null,
  Group: null,
  ChakraProvider: null,
  Circle: null,
  Flex: null,
  Float: null,
  Grid: null,
  GridItem: null,
  HStack: null,
  Image: null,
  LinkBox: null,
  LinkOverlay: null,
  Pagination: null,
  Portal: null,
  VisuallyHidden: null,
  SimpleGrid: null,
  Stack: null,
  Text: null,
  VStack: null,
  Wrap: null,
};

const sources = import.meta.glob<string>('../../**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true });

/**
 * The files the first script holds: main.tsx and what it imports statically (not `import type`, not `import()`),
 * following relative imports.
 */
function firstScriptFiles(): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !(file in sources)) return;
    seen.add(file);
    const dir = file.slice(0, file.lastIndexOf('/'));
    for (const match of (sources[file] ?? '').matchAll(/^import\s+(?!type\s)[^;]*?from\s+'(\.[^']+)'/gms)) {
      const parts = `${dir}/${match[1]}`.split('/');
      const path: string[] = [];
      for (const part of parts) {
        if (part === '..' && path.length > 0 && path[path.length - 1] !== '..') path.pop();
        else if (part !== '.') path.push(part);
      }
      const base = path.join('/').replace(/\.js$/, '');
      for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
        if (candidate in sources) visit(candidate);
    }
  };
  visit('../../main.tsx');
  return [...seen];
}

/** The component names (capitalised values, not types) imported from @chakra-ui/react by the files (all by default). */
function chakraComponents(files: string[] = Object.keys(sources)): Set<string> {
  const names = new Set<string>();
  for (const text of files.map((file) => sources[file] ?? '')) {
    for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of (match[1] ?? '').split(',')) {
        const name =
          part
            .trim()
            .split(/\s+as\s+/)[0]
            ?.trim() ?? '';
        if (/^[A-Z]/.test(name)) names.add(name);
      }
    }
  }
  return names;
}

describe('the Chakra system', () => {
  it('has in the first script the recipes of the Chakra components the first script imports', () => {
    expect([...FIRST_SYSTEM_RECIPES].sort()).toEqual([...FIRST_RECIPE_KEYS].sort());
    const files = firstScriptFiles();
    expect(files).toContain('../../modules/login/LoginForm.tsx');
    expect(files).not.toContain('../../shell/MainLayout.tsx');
    const missing = [...chakraComponents(files)]
      .map((name) => [name, RECIPE_OF[name]] as const)
      .filter(([, key]) => key && !FIRST_RECIPE_KEYS.includes(key));
    expect(missing, 'components of the first script whose recipe loads later (firstRecipes.ts)').toEqual([]);
  });

  it('registers the recipe of every Chakra component the client imports, once the rest has loaded', async () => {
    // A system made before the rest loads is given it too.
    const early = createThemeSystem('dark');
    await loadAllRecipes();
    expect(early.isSlotRecipe('dialog')).toBe(true);
    const system = createThemeSystem(DEFAULT_THEME);
    const components = chakraComponents();
    expect(components.size).toBeGreaterThan(30);
    const unknown = [...components].filter((name) => !(name in RECIPE_OF));
    expect(unknown, 'components without an entry in RECIPE_OF').toEqual([]);
    const missing = [...components]
      .map((name) => [name, RECIPE_OF[name]] as const)
      .filter(([, key]) => key && !system.isRecipe(key) && !system.isSlotRecipe(key));
    expect(missing, 'components whose recipe system.ts does not register').toEqual([]);
  });
});
