// The token list's tokens by chain and address, for screens that name tokens they only know by address (positions,
// the drawer's Pools tab). The chain's native coin (the zero address in v4 pools) is ETH.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { zeroAddress } from 'viem';
import { NATIVE_LOGO_URI, tokenListQuery, type TokenListToken } from './tokenList';
import { useRuntimeConfig } from './useRuntimeConfig';

export type ListedTokens = {
  /** The listed token, ETH for the zero address; undefined when the list does not have it. */
  get: (chainId: number, address: string) => TokenListToken | undefined;
  /** Its symbol, or the address's first characters when the list does not have it. */
  symbol: (chainId: number, address: string) => string;
};

export function useListedTokens(): ListedTokens {
  const { data: config } = useRuntimeConfig();
  const { data } = useQuery({
    ...tokenListQuery(config?.tokenListUrl ?? '/api/tokens'),
    enabled: config !== undefined,
  });
  return useMemo(() => {
    const byKey = new Map((data?.tokens ?? []).map((tk) => [`${tk.chainId}:${tk.address.toLowerCase()}`, tk]));
    const get = (chainId: number, address: string): TokenListToken | undefined =>
      address.toLowerCase() === zeroAddress
        ? { chainId, address: zeroAddress, symbol: 'ETH', name: 'Ether', decimals: 18, logoURI: NATIVE_LOGO_URI }
        : byKey.get(`${chainId}:${address.toLowerCase()}`);
    return { get, symbol: (chainId, address) => get(chainId, address)?.symbol ?? address.slice(0, 8) };
  }, [data]);
}
