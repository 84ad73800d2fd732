import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { encode } from 'uqr';

/** A GraphQL call of the API (set-up and clean-up of the e2e tests), failing on any error. */
export async function gql<T>(
  request: APIRequestContext,
  token: string | null,
  query: string,
  variables?: Record<string, unknown>,
): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data as T;
}

/** The access token of an account of the demo tenant. */
export const tokenOf = async (request: APIRequestContext, who: { account: string; password: string }) =>
  (
    await gql<{ login: { accessToken: string } }>(
      request,
      null,
      'mutation($i: LoginInput!) { login(input: $i) { accessToken } }',
      { i: { tenantId: '000000', ...who } },
    )
  ).login.accessToken;

/** The page fits the phone: nothing wider than the screen (no sideways scrolling). */
export async function expectNoOverflow(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const root = (
      globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }
    ).document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(scrollWidth, `${page.url()} is ${scrollWidth} px wide on a ${clientWidth} px screen`).toBeLessThanOrEqual(
    clientWidth,
  );
}

/** A 24-bit BMP picture of a QR code of `text` (black on white, 6 px per module): what a phone photo would give. */
export function qrBitmap(text: string, scale = 6): Buffer {
  const { data } = encode(text, { border: 4 });
  const size = data.length * scale;
  const rowBytes = Math.ceil((size * 3) / 4) * 4;
  const pixels = Buffer.alloc(rowBytes * size, 255);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++)
      if (data[Math.floor(y / scale)]![Math.floor(x / scale)])
        pixels.fill(0, (size - 1 - y) * rowBytes + x * 3, (size - 1 - y) * rowBytes + x * 3 + 3);
  const header = Buffer.alloc(54);
  header.write('BM', 0);
  header.writeUInt32LE(54 + pixels.length, 2);
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(size, 18);
  header.writeInt32LE(size, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(24, 28);
  header.writeUInt32LE(pixels.length, 34);
  return Buffer.concat([header, pixels]);
}
