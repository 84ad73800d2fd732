import DataLoader from 'dataloader';
import type { RequestContext } from '../context.js';

/** A lookup of many keys at once, answering what it found by key (keys it did not find are simply absent). */
export type BatchLoad<K, V> = (ctx: RequestContext, keys: K[]) => Promise<Map<K, V>>;

const perRequest = new WeakMap<RequestContext, Map<unknown, DataLoader<unknown, unknown>>>();

/**
 * The request's loader for `load`: what the rows of a list ask for in the same tick (a region name, a programme, a
 * flow instance per row) is fetched with one call of `load`, so a list costs the same statements for 10 rows and
 * for 50. One loader per request and lookup function, cached for the request only. Declare `load` once at module
 * level (its identity is the loader's key).
 */
export function batched<K, V>(ctx: RequestContext, load: BatchLoad<K, V>): DataLoader<K, V | undefined> {
  let loaders = perRequest.get(ctx);
  if (!loaders) perRequest.set(ctx, (loaders = new Map()));
  let loader = loaders.get(load) as DataLoader<K, V | undefined> | undefined;
  if (!loader) {
    loader = new DataLoader<K, V | undefined>(async (keys) => {
      const found = await load(ctx, [...new Set(keys)]);
      return keys.map((k) => found.get(k));
    });
    loaders.set(load, loader as DataLoader<unknown, unknown>);
  }
  return loader;
}
