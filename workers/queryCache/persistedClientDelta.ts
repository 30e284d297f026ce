// What the main thread sends the query cache writer: the persisted client with the data of every query that has not
// changed since the last write left out, so a 10,000-row list is copied to the worker once per change, not once per write.
import type { DehydratedState } from '@tanstack/query-core';
import type { PersistedClient } from '@tanstack/query-persist-client-core';

type DehydratedQuery = DehydratedState['queries'][number];
type DehydratedQueryState = DehydratedQuery['state'];

/** A query as sent: whole, or without its data when the writer already holds that data from an earlier write. */
export type QueryDelta =
  | (Omit<DehydratedQuery, 'promise'> & { dataUnchanged?: false })
  | (Omit<DehydratedQuery, 'promise' | 'state'> & { state: Omit<DehydratedQueryState, 'data'>; dataUnchanged: true });

export type PersistedClientDelta = Omit<PersistedClient, 'clientState'> & {
  clientState: { mutations: DehydratedState['mutations']; queries: QueryDelta[] };
};

/**
 * Returns a function that turns each persisted client into a delta against the one before it. Data is compared by
 * reference: TanStack Query keeps the same object while a query's data is unchanged.
 * @example
 * const toDelta = createPersistedClientDelta();
 * writer.write(QUERY_CACHE_KEY, toDelta(client));
 */
export function createPersistedClientDelta(): (client: PersistedClient) => PersistedClientDelta {
  let sent = new Map<string, unknown>();
  return (client) => {
    const next = new Map<string, unknown>();
    const queries = client.clientState.queries.map(({ promise: _promise, ...query }): QueryDelta => {
      const { data, ...state } = query.state;
      next.set(query.queryHash, data);
      if (data !== undefined && sent.has(query.queryHash) && sent.get(query.queryHash) === data) {
        return { ...query, state, dataUnchanged: true };
      }
      return query;
    });
    sent = next;
    return { ...client, clientState: { mutations: client.clientState.mutations, queries } };
  };
}
