import type { RequestContext } from '../context.js';
import type { LimitName } from './rate-limits.js';

/** Counts one attempt of a rate-limited operation; RATE_LIMITED (HTTP 429) past the limit. No-op without limits (service tests). */
export async function limit(ctx: RequestContext, name: LimitName, key: string): Promise<void> {
  await ctx.services.limits?.consume(name, key);
}
