import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The house's entity rules (eslint/house.js) with the project's own configuration, on changed texts of real
 * module files (typed linting reads the text given, typed against the project).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

async function houseErrors(file: string, edit: (text: string) => string): Promise<string[]> {
  const text = edit(readFileSync(path.join(root, file), 'utf8'));
  const [result] = await eslint.lintText(text, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId?.startsWith('house/')).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('house lint rules', () => {
  it("refuse a module's index.ts exporting an entity class as a value, directly or through export *", async () => {
    expect(await houseErrors('api/src/modules/member/index.ts', (t) => t)).toEqual([]);
    const errors = await houseErrors(
      'api/src/modules/member/index.ts',
      (t) =>
        `${t.replace('export type { MemberUnit }', 'export { MemberUnit }')}export * from './member-change.entity.js';\n`,
    );
    expect(errors).toEqual([
      expect.stringMatching(/^house\/index-exports-entities-as-types: MemberUnit is an entity class/),
      expect.stringMatching(/^house\/index-exports-entities-as-types: MemberChangeRequest is an entity class/),
      expect.stringMatching(/^house\/index-exports-entities-as-types: MemberUnitHistory is an entity class/),
      expect.stringMatching(/^house\/index-exports-entities-as-types: MemberFeedback is an entity class/),
    ]);
  }, 60_000);

  it("allow another module's entity in GraphQL decorators and types, and refuse a query of it", async () => {
    // award-assign's resolver names AwardApplication and AwardProgramme in decorators only.
    expect(await houseErrors('api/src/modules/award-assign/award-assign.resolver.ts', (t) => t)).toEqual([]);
    const errors = await houseErrors(
      'api/src/modules/award-assign/award-assign.resolver.ts',
      (t) => `${t}\nexport const probe = (ctx: RequestContext) => ctx.em.find(AwardProgramme, {});\n`,
    );
    expect(errors).toEqual([
      expect.stringMatching(
        /^house\/foreign-entities-in-decorators-only: AwardProgramme is an entity of the award module/,
      ),
    ]);
  }, 60_000);
});
