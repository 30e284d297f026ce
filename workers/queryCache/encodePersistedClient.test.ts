import type { PersistedClient } from '@tanstack/query-persist-client-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPersistedClientEncoder } from './encodePersistedClient.ts';
import { createPersistedClientDelta } from './persistedClientDelta.ts';
import { persistedClient } from './persistedClientFixture.ts';

const hashes = ['["data","tokens"]', '["data","pool"]', '["tokenList"]', '["key","\\u0000slot\\u0000"]'];

describe('createPersistedClientEncoder', () => {
  it('should encode every client of a sequence exactly as JSON.stringify would, whatever data was reused', () => {
    fc.assert(
      fc.property(
        // a pool of data values; each save picks queries and data from it, so data objects recur by reference
        fc.array(fc.jsonValue(), { minLength: 1, maxLength: 4 }),
        fc.array(fc.array(fc.tuple(fc.constantFrom(...hashes), fc.nat()), { maxLength: 4 }), { maxLength: 6 }),
        (pool, saves) => {
          const toDelta = createPersistedClientDelta();
          const encode = createPersistedClientEncoder();
          saves.forEach((picks, t) => {
            const unique = [...new Map(picks.map(([hash, i]) => [hash, pool[i % pool.length]])).entries()];
            const client = persistedClient(
              t,
              unique.map(([hash, data]) => ({ hash, data })),
            );
            const json = encode(structuredClone(toDelta(client)));
            // JSON drops undefined and -0 like the encoder does; a query whose data is undefined is left out
            const expected = {
              ...client,
              clientState: {
                mutations: [],
                queries: client.clientState.queries.filter((q) => q.state.data !== undefined),
              },
            };
            expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(expected)));
          });
        },
      ),
    );
  });

  it('should leave out a query whose data JSON cannot hold and keep the others', () => {
    const encode = createPersistedClientEncoder();
    const toDelta = createPersistedClientDelta();
    const client = persistedClient(1, [
      { hash: '["balances"]', data: { wei: 1n } },
      { hash: '["tokenList"]', data: ['ETH'] },
    ]);
    const stored = JSON.parse(encode(toDelta(client))) as PersistedClient;
    expect(stored.clientState.queries.map((q) => q.queryHash)).toEqual(['["tokenList"]']);
  });
});

describe('createPersistedClientDelta', () => {
  it('should leave out data that is the same object as in the previous client', () => {
    const toDelta = createPersistedClientDelta();
    const rows = [{ id: 1 }];
    toDelta(persistedClient(1, [{ hash: '["data","tokens"]', data: rows }]));
    const same = toDelta(persistedClient(2, [{ hash: '["data","tokens"]', data: rows }]));
    const changed = toDelta(persistedClient(3, [{ hash: '["data","tokens"]', data: [{ id: 1 }] }]));
    expect(same.clientState.queries[0]).toMatchObject({ dataUnchanged: true });
    expect(same.clientState.queries[0]!.state).not.toHaveProperty('data');
    expect(changed.clientState.queries[0]).toMatchObject({ state: { data: [{ id: 1 }] } });
  });
});
