import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { type GeneratedFile, generateScaffold, type ScaffoldDefinition, scaffoldNames } from './generate.js';
import { SAMPLE_DEFINITION } from './sample.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../..');

/** A definition whose files land in a module folder of its own (never one that exists). */
const inCheckModule = (def: ScaffoldDefinition, module: string): ScaffoldDefinition => ({
  ...def,
  serviceName: module,
});

/**
 * Type-checks generated API files against the real project: the files exist only in memory, at their paths
 * inside api/src, and the program uses api/tsconfig.json, so they import the real engine (CrudService,
 * crudResolver, crudRest, validation rules ...) exactly as a developer's copy would. Answers the diagnostics
 * of each generated file (the project's own files are checked only as far as the generated ones use them).
 */
function typecheckApiFiles(files: GeneratedFile[]): Map<string, string[]> {
  const configPath = resolve(ROOT, 'api/tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(String(d.messageText));
      },
    },
  );
  if (!config) throw new Error('api/tsconfig.json not readable');
  const options: ts.CompilerOptions = { ...config.options, noEmit: true };
  const virtual = new Map(
    files
      .filter((f) => f.path.startsWith('api/') && f.path.endsWith('.ts'))
      .map((f) => [resolve(ROOT, f.path), f.content]),
  );
  const dirs = new Set([...virtual.keys()].map((p) => dirname(p)));
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language, onError, create) => {
    const text = virtual.get(resolve(fileName));
    return text !== undefined
      ? ts.createSourceFile(fileName, text, language)
      : getSourceFile(fileName, language, onError, create);
  };
  host.fileExists = (fileName) => virtual.has(resolve(fileName)) || ts.sys.fileExists(fileName);
  host.readFile = (fileName) => virtual.get(resolve(fileName)) ?? ts.sys.readFile(fileName);
  host.directoryExists = (dir) => dirs.has(resolve(dir)) || ts.sys.directoryExists(dir);
  const program = ts.createProgram({ rootNames: [...virtual.keys()], options, host });
  const out = new Map<string, string[]>();
  const global = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
  if (global.length)
    out.set(
      '(global)',
      global.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')),
    );
  for (const path of virtual.keys()) {
    const source = program.getSourceFile(path)!;
    const diagnostics = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
    out.set(
      path.slice(ROOT.length + 1),
      diagnostics.map(
        (d) =>
          `${source.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
      ),
    );
  }
  return out;
}

/** Lints generated TypeScript files with the project's ESLint configuration, at their paths in the project. */
async function lint(files: GeneratedFile[]): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT });
  const out: string[] = [];
  for (const f of files.filter((file) => /\.tsx?$/.test(file.path) && !file.path.startsWith('codegen/'))) {
    for (const result of await eslint.lintText(f.content, { filePath: resolve(ROOT, f.path) })) {
      for (const m of result.messages) out.push(`${f.path}:${m.line} ${m.ruleId ?? ''} ${m.message}`);
    }
  }
  return out;
}

describe('generateScaffold', () => {
  const files = generateScaffold(SAMPLE_DEFINITION);
  const file = (suffix: string) => files.find((f) => f.path.endsWith(suffix))!.content;

  it('names the files after the module and the resource, relative to the project root', () => {
    expect(files.map((f) => f.path)).toEqual([
      'api/src/modules/member/member-unit.entity.ts',
      'api/src/modules/member/member-unit.resource.ts',
      'client/src/modules/member/member-unit/MemberUnitPage.tsx',
      'client/src/modules/member/member-unit/MemberUnitFormDialog.tsx',
      'client/src/modules/member/member-unit/member-unit.graphql',
      'codegen/member-unit/i18n.zh-CN.json',
      'codegen/member-unit/i18n.en.json',
      'codegen/member-unit/menu-seed.ts',
      'codegen/member-unit/README.md',
    ]);
    expect(scaffoldNames(SAMPLE_DEFINITION)).toEqual({
      type: 'MemberUnit',
      one: 'memberUnit',
      many: 'memberUnits',
      file: 'member-unit',
      module: 'member',
      i18n: 'member.memberUnit',
      route: '/member/member-unit',
    });
  });

  it('writes the entity: table, columns with their types, nullability and legacy column names', () => {
    const entity = file('member-unit.entity.ts');
    expect(entity).toContain(`@Entity({ tableName: 'lnjzxh_member_unit' })`);
    expect(entity).toContain('export class MemberUnit extends BaseEntity {');
    expect(entity).toContain(`@Property({ type: 'string', length: 100 })\n  unitName!: string;`);
    expect(entity).toContain(
      `@Property({ type: 'string', length: 18, fieldName: 'xydm', nullable: true })\n  creditCode?: string;`,
    );
    expect(entity).toContain(`@Property({ type: 'integer' })\n  memberLevel!: number;`);
    expect(entity).toContain(`@Property({ type: 'decimal', precision: 18, scale: 2 })\n  registeredCapital!: string;`);
    expect(entity).toContain(`@Property({ type: 'date', nullable: true })\n  joinDate?: string;`);
    expect(entity).toContain(
      `@Field(() => GraphQLISODateTime, { description: '审核时间' })\n  @Property({ type: 'datetime' })\n  approvedAt!: Date;`,
    );
    expect(entity).toContain(
      `@Property({ type: 'boolean', default: false, fieldName: 'is_active' })\n  active: boolean & Opt = false;`,
    );
    // Quotes and backslashes of labels stay inside their string literals.
    expect(entity).toContain(`description: '统一社会信用代码 ("USCC") \\'x\\''`);
    expect(entity).toContain(`description: '备注\\\\说明'`);
  });

  it('writes the resource: inputs with the Chinese required messages, filter, service, resolver and REST base', () => {
    const resource = file('member-unit.resource.ts');
    expect(resource).toContain(`export const MEMBER_UNIT_CODES = resourceCodes('member_unit');`);
    expect(resource).toContain(`@RequiredText('请输入单位名称', 100) unitName!: string;`);
    expect(resource).toContain(`@OptionalText(18) creditCode?: string;`);
    expect(resource).toContain(`@IsInt({ message: '请输入会员级别' }) memberLevel!: number;`);
    expect(resource).toContain(
      `@IsNotEmpty({ message: '请输入注册资本' }) @Matches(DECIMAL, { message: '注册资本格式不正确' }) registeredCapital!: string;`,
    );
    expect(resource).toContain(`@IsNotEmpty({ message: '请输入审核时间' }) @IsString() approvedAt!: string;`);
    expect(resource).toContain(
      `textWhere(filter as Record<string, unknown>, ['unitName', 'creditCode', 'intro'], ['memberLevel', 'fee', 'joinDate', 'active'])`,
    );
    // Filters are text, as search forms and query strings send them (numbers are converted by textWhere).
    expect(resource).toContain(
      `@Field(() => String, { nullable: true }) @IsOptional() @IsString() memberLevel?: string;`,
    );
    expect(resource).toContain(`names: { one: 'memberUnit', many: 'memberUnits' }`);
    expect(resource).toContain(`crudRest({ base: '/lnjzxh-member/member-unit'`);
    expect(resource).toContain(
      `queryFilter(req, ['unitName', 'creditCode', 'intro', 'memberLevel', 'fee', 'joinDate', 'active'])`,
    );
    // Date-times are parsed in the service and never searchable.
    expect(resource).toContain(
      `if (input.approvedAt && !parseDateTime(input.approvedAt)) fields.push({ field: 'approvedAt', message: '审核时间格式不正确' });`,
    );
    expect(resource).not.toMatch(/approvedAt\?: string;\s*$/m);
  });

  it('writes the client screen, form, operations, catalogue blocks and menu seed', () => {
    const graphql = file('member-unit.graphql');
    expect(graphql).toContain(
      'query MemberUnitPage($page: PageInput, $filter: MemberUnitFilter) {\n  memberUnits(page: $page, filter: $filter) {',
    );
    expect(graphql).toContain(
      'mutation RemoveMemberUnits($input: RemoveInput!) {\n  removeMemberUnits(input: $input)\n}',
    );
    expect(graphql).toMatch(/fragment MemberUnitFields on MemberUnit \{\n {2}id\n {2}unitName\n {2}creditCode\n/);
    const page = file('MemberUnitPage.tsx');
    expect(page).toContain(`create={{ code: 'member_unit_add'`);
    expect(page).toContain(
      `{ key: 'unitName', header: t('member.memberUnit.unitName'), value: (r) => r.unitName, truncate: true },`,
    );
    expect(page).not.toContain(`key: 'profile'`);
    const form = file('MemberUnitFormDialog.tsx');
    expect(form).toContain(`unitName: [required(m('member.memberUnit.form.unitNameRequired'))],`);
    expect(form).toContain('type="datetime-local"');
    const zh = JSON.parse(file('i18n.zh-CN.json')) as Record<string, string>;
    const en = JSON.parse(file('i18n.en.json')) as Record<string, string>;
    expect(Object.keys(en)).toEqual(Object.keys(zh));
    expect(zh).toMatchObject({
      'member.memberUnit.title': '会员单位',
      'member.memberUnit.form.unitNameRequired': '请输入单位名称',
      'menu.member_unit': '会员单位',
    });
    expect(en['member.memberUnit.unitName']).toBe('Unit Name');
    // Every catalogue key the client files use is in the block.
    const used = [...`${page}\n${form}`.matchAll(/'(member\.memberUnit\.[\w.]+)'|"(member\.memberUnit\.[\w.]+)"/g)].map(
      (m) => m[1] ?? m[2],
    );
    for (const key of used) expect(zh, key).toHaveProperty([key!]);
    expect(file('menu-seed.ts')).toContain(
      `{ code: 'member_unit', name: '会员单位', path: '/member/member-unit', buttons: ['add', 'edit', 'delete'] }`,
    );
    expect(file('README.md')).toContain('npm run db:migration:create -- memberUnit');
  });

  it('generates API files that type-check against the project (every field type, and a one-field definition)', () => {
    const full = generateScaffold(inCheckModule(SAMPLE_DEFINITION, 'codegen-check-full'));
    const minimal = generateScaffold(
      inCheckModule(
        {
          ...SAMPLE_DEFINITION,
          packageName: 'note',
          menuCode: 'note',
          apiPrefix: '/notes',
          fields: [
            {
              name: 'title',
              column: 'title',
              type: 'string',
              label: '标题',
              required: true,
              searchable: false,
              showInList: true,
            },
          ],
        },
        'codegen-check-min',
      ),
    );
    // The check is real: a broken copy is reported.
    const broken = generateScaffold(inCheckModule(SAMPLE_DEFINITION, 'codegen-check-broken')).map((f) =>
      f.path.endsWith('.resource.ts')
        ? {
            ...f,
            content: f.content.replace(
              'entity.unitName = input.unitName.trim();',
              'entity.unitName = input.memberLevel;',
            ),
          }
        : f,
    );
    const result = typecheckApiFiles([...full, ...minimal, ...broken]);
    expect([...result.keys()].sort()).toEqual([
      'api/src/modules/codegen-check-broken/member-unit.entity.ts',
      'api/src/modules/codegen-check-broken/member-unit.resource.ts',
      'api/src/modules/codegen-check-full/member-unit.entity.ts',
      'api/src/modules/codegen-check-full/member-unit.resource.ts',
      'api/src/modules/codegen-check-min/note.entity.ts',
      'api/src/modules/codegen-check-min/note.resource.ts',
    ]);
    for (const [path, diagnostics] of result) if (!path.includes('broken')) expect(diagnostics, path).toEqual([]);
    expect(result.get('api/src/modules/codegen-check-broken/member-unit.resource.ts')!.join('\n')).toMatch(
      /Type 'number' is not assignable to type 'string'/,
    );
  }, 180_000);

  it('generates API and client files that pass the project lint rules', async () => {
    expect(await lint(generateScaffold(inCheckModule(SAMPLE_DEFINITION, 'codegen-check-lint')))).toEqual([]);
  }, 120_000);
});
