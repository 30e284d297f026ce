// spec §5 token selector: an address not on the token list is read from the chain (symbol, name, decimals) and
// screened for risk before it can be imported; a blocked token cannot be.
import { queryOptions } from '@tanstack/react-query';
import type { Address } from 'viem';
import { type ChainToken, readTokenMetadata, screenAddress } from './chainTokens';
import type { RuntimeChain } from './runtimeConfig';

export type ImportTokenQueryParameters = { chain: RuntimeChain | undefined; address: Address | undefined };

export type ImportableToken = { token: ChainToken; blocked: boolean };

export const importTokenQueryKey = ({ chain, address }: ImportTokenQueryParameters) =>
  ['importToken', chain?.chainId, address] as const;

/**
 * The unlisted token at `address` (null when no ERC-20 answers there), marked spam or blocked by risk screening.
 * @example
 * const unknown = useQuery(importTokenQueryOptions({ chain, address: typedAddress }));
 */
export function importTokenQueryOptions(parameters: ImportTokenQueryParameters) {
  const { chain, address } = parameters;
  return queryOptions({
    queryKey: importTokenQueryKey(parameters),
    enabled: address !== undefined && chain !== undefined,
    queryFn: async (): Promise<ImportableToken | null> => {
      const [token, identifications] = await Promise.all([
        readTokenMetadata(chain!, address!),
        screenAddress(address!),
      ]);
      const categories = identifications.map((i) => i.category);
      return token
        ? {
            token: { ...token, spam: categories.includes('spam') },
            blocked: categories.some((c) => c === 'blocked token' || c === 'sanctions'),
          }
        : null;
    },
  });
}
