// The query cache writer's encoder: the persisted client as JSON (the format the persister restores), with each query's
// data serialized once per change and reused while it is unchanged.
import type { PersistedClientDelta } from './persistedClientDelta.ts';

// stands in for JSON serialized separately while the object around it is serialized
const SLOT = 'slot';
const SLOT_END = `${JSON.stringify(SLOT)}}}`;

/**
 * `JSON.stringify(value)` with the JSON text `inner` in place of `SLOT`, which must be the last value of the last
 * property of `value` (so it is found by position, whatever the rest of `value` holds).
 */
function stringifyAround(value: object, inner: string): string {
  const json = JSON.stringify(value);
  if (!json.endsWith(SLOT_END)) throw new Error('the slot must be the last value of the last property');
  return `${json.slice(0, -SLOT_END.length)}${inner}}}`;
}

/**
 * Returns an encoder that remembers each query's data JSON between calls. A query whose data cannot be serialized
 * (or whose unchanged data the encoder never saw) is left out rather than failing the whole cache.
 * @example
 * const encode = createPersistedClientEncoder();
 * await storage.setItem(QUERY_CACHE_KEY, encode(delta));
 */
export function createPersistedClientEncoder(): (delta: PersistedClientDelta) => string {
  let dataJson = new Map<string, string>();
  return (delta) => {
    const next = new Map<string, string>();
    const queries: string[] = [];
    for (const query of delta.clientState.queries) {
      const { dataUnchanged: _unchanged, state, ...rest } = query;
      const json = query.dataUnchanged ? dataJson.get(query.queryHash) : serialize(query.state.data);
      if (json === undefined) continue;
      next.set(query.queryHash, json);
      const { data: _data, ...stateWithoutData } = { data: undefined, ...state };
      queries.push(stringifyAround({ ...rest, state: { ...stateWithoutData, data: SLOT } }, json));
    }
    dataJson = next;
    const { clientState, ...client } = delta;
    const queriesJson = `[${queries.join(',')}]`;
    return stringifyAround(
      { ...client, clientState: { mutations: clientState.mutations, queries: SLOT } },
      queriesJson,
    );
  };
}

function serialize(data: unknown): string | undefined {
  try {
    return JSON.stringify(data) ?? undefined;
  } catch {
    return undefined; // a bigint or a cycle: this query is not persisted
  }
}
