import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { NATIVE_LOGO_URI, tokenListQuery } from './tokenList';
import { useRuntimeConfig } from './useRuntimeConfig';

const NATIVE = '0x0000000000000000000000000000000000000000';

export type TokenWithLogo<T> = T & { logoURI?: string };

/**
 * Adds the token list's logoURI to tokens that come without one (the indexer's stats, search results): the native
 * coin gets its own, a token the list does not know gets none (TokenLogo then draws its initials).
 * @example const withLogo = useTokenLogos(); <TokenLogo token={withLogo(token)} />
 */
export function useTokenLogos(): <T extends { chainId: number; address: string }>(token: T) => TokenWithLogo<T> {
  const { data: config } = useRuntimeConfig();
  const { data: list } = useQuery({
    ...tokenListQuery(config?.tokenListUrl ?? '/api/tokens'),
    enabled: config !== undefined,
  });
  const logos = useMemo(
    () => new Map((list?.tokens ?? []).map((t) => [`${t.chainId}:${t.address.toLowerCase()}`, t.logoURI])),
    [list],
  );
  return useCallback(
    <T extends { chainId: number; address: string }>(token: T): TokenWithLogo<T> => {
      const address = token.address.toLowerCase();
      const logoURI = address === NATIVE ? NATIVE_LOGO_URI : logos.get(`${token.chainId}:${address}`);
      return logoURI === undefined ? token : { ...token, logoURI };
    },
    [logos],
  );
}
