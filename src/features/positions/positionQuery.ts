// A position's page data: read from the chain at one block (src/chain/positionDetails.ts), refreshed as blocks come.
import { queryOptions } from '@tanstack/react-query';
import type { Address } from 'viem';
import { publicClientFor } from '../../chain/clients';
import { loadV2Position, loadV3Position, loadV4Position } from '../../chain/positionDetails';
import type { RuntimeChain } from '../../data/runtimeConfig';

export type PositionKey = { version: 'v2'; pair: Address; owner: Address } | { version: 'v3' | 'v4'; tokenId: bigint };

/** A token id as the route writes it: decimal digits only (anything else is no position). */
export function parseTokenId(text: string): bigint | undefined {
  return /^\d{1,78}$/.test(text) ? BigInt(text) : undefined;
}

export const positionQuery = (chain: RuntimeChain | undefined, key: PositionKey) =>
  queryOptions({
    queryKey: [
      'positionDetails',
      chain?.chainId,
      key.version,
      key.version === 'v2' ? `${key.pair}:${key.owner}` : key.tokenId.toString(),
    ] as const,
    enabled: chain !== undefined,
    queryFn: async () => {
      const client = publicClientFor(chain!);
      const found =
        key.version === 'v2'
          ? await loadV2Position(client, key.pair, key.owner)
          : key.version === 'v3'
            ? await loadV3Position(client, chain!.contracts, key.tokenId)
            : await loadV4Position(client, chain!.contracts, key.tokenId);
      return found ?? null;
    },
    // fees and amounts move with every swap in the pool
    refetchInterval: 12_000,
  });
