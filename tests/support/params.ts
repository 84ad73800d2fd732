import type { ApiClient } from './harness.js';

/**
 * Sets a system parameter (参数管理) as staff do: updates the seeded row of the key (keeping its name), or adds it.
 * Throws with the API's message when refused.
 */
export async function setParam(admin: ApiClient, paramKey: string, paramValue: string): Promise<void> {
  const found = await admin.gql<{ params: { records: { id: string; version: number; paramName: string }[] } }>(
    'query($k: String) { params(filter: { paramKey: $k }) { records { id version paramName } } }',
    { k: paramKey },
  );
  const row = found.data?.params.records[0];
  const saved = await admin.gql('mutation($i: ParamInput!) { submitParam(input: $i) { id } }', {
    i: {
      ...(row ? { id: row.id, version: row.version } : {}),
      paramKey,
      paramName: row?.paramName ?? paramKey,
      paramValue,
    },
  });
  if (saved.errors?.length) throw new Error(`setParam ${paramKey}: ${JSON.stringify(saved.errors)}`);
}
