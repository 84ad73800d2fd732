import type { RequestContext } from '../context.js';
import { fileKeyOf } from '../storage/storage.js';
import { imageKind } from './pdf-document.js';

/**
 * The bytes of an image held by the storage engine (a `/files/…` URL of the tenant), for drawing in a PDF; undefined
 * when there is none, it cannot be read, or it is not a PNG or JPEG: the document is then printed without it (and
 * the reason is logged), never refused.
 */
export async function storedImage(
  ctx: RequestContext,
  url: string | undefined | null,
  tenantId: string,
  maxBytes: number,
  what: string,
): Promise<Uint8Array | undefined> {
  const key = url ? fileKeyOf(url, tenantId) : undefined;
  if (!key || !ctx.services.files) return undefined;
  try {
    const bytes = await ctx.services.files.readBytes(ctx.em, key, maxBytes);
    if (imageKind(bytes)) return bytes;
    ctx.log.warn({ key }, `${what} is not a PNG or JPEG image: the PDF is printed without it`);
  } catch (e) {
    ctx.log.warn({ key, err: e }, `${what} could not be read: the PDF is printed without it`);
  }
  return undefined;
}
