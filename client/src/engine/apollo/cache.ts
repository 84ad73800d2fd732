import type { ApolloCache } from '@apollo/client';

/**
 * After a create, update or delete, every cached page of a list may be wrong (rows added, gone, re-sorted,
 * no longer matching a filter). Dropping the list field makes the lists on screen reload from the server and
 * the others reload when they are next shown; records nothing refers to any more are garbage-collected.
 */
export function evictList(cache: ApolloCache, fieldName: string): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}
