// The tokens a new position can pair (issue 13): the chain's listed tokens with native ETH first, picked with the
// app's one token selector (issue 34: logos, balances, search), and the connected wallet's balances of the two picked.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { type Address, zeroAddress } from 'viem';
import { type ChainToken, sameAddress } from '../../../data/chainTokens';
import { tokenBalancesQueryOptions } from '../../../data/positionQueries';
import type { RuntimeChain } from '../../../data/runtimeConfig';
import { NATIVE_LOGO_URI, tokenListQuery } from '../../../data/tokenList';
import { useRuntimeConfig } from '../../../data/useRuntimeConfig';
import { NATIVE_PARAM } from '../../../lib/swap/swapParams';
import { TokenPickerField } from '../../../ui/TokenPickerField';

export type PairToken = {
  key: string;
  address: Address;
  symbol: string;
  name: string;
  decimals: number;
  native: boolean;
  logoURI?: string;
};

/** Listed tokens hidden from pairing: blocked and spam ones cannot be deposited through the app. */
const HIDDEN_TAGS = ['blocked', 'spam'];

export function usePairTokens(chain: RuntimeChain): PairToken[] {
  const { data: config } = useRuntimeConfig();
  const list = useQuery({ ...tokenListQuery(config?.tokenListUrl ?? '/api/tokens'), enabled: config !== undefined });
  return useMemo(() => {
    if (!list.data) return [];
    const native: PairToken = {
      key: 'native',
      address: zeroAddress,
      symbol: 'ETH',
      name: 'Ether',
      decimals: 18,
      native: true,
      logoURI: NATIVE_LOGO_URI,
    };
    const listed = list.data.tokens
      .filter((tk) => tk.chainId === chain.chainId && !tk.tags?.some((tag) => HIDDEN_TAGS.includes(tag)))
      .map((tk) => ({
        key: tk.address.toLowerCase(),
        address: tk.address,
        symbol: tk.symbol,
        name: tk.name,
        decimals: tk.decimals,
        native: false,
        logoURI: tk.logoURI,
      }));
    return [native, ...listed];
  }, [list.data, chain.chainId]);
}

/** The selector's view of a pair token (native ETH is the zero address there too). */
const asChainToken = (token: PairToken): ChainToken => ({
  address: token.address,
  symbol: token.symbol,
  name: token.name,
  decimals: token.decimals,
  logoURI: token.logoURI,
});

/** One side of the pair: the app's one token field (logo with network badge, selector with search and balances). */
export function TokenPicker(props: {
  label: string;
  /** The button's accessible name, with the picked token's symbol (or "Select a token"). */
  buttonLabel: string;
  tokens: readonly PairToken[];
  value: PairToken | undefined;
  onChange: (token: PairToken | undefined) => void;
  chain: RuntimeChain;
  owner: Address | undefined;
}) {
  const tokens = useMemo(() => props.tokens.map(asChainToken), [props.tokens]);
  return (
    <TokenPickerField
      label={props.label}
      buttonLabel={props.buttonLabel}
      tokens={tokens}
      value={props.value && asChainToken(props.value)}
      onChange={(picked) => props.onChange(props.tokens.find((token) => sameAddress(token.address, picked.address)))}
      chain={props.chain}
      owner={props.owner}
    />
  );
}

/** The owner's balances of the picked tokens, read from the chain, keyed by PairToken.key. */
export function usePairBalances(
  chain: RuntimeChain,
  owner: Address | undefined,
  tokens: readonly (PairToken | undefined)[],
) {
  const picked = tokens.filter((tk): tk is PairToken => !!tk);
  const query = useQuery({
    ...tokenBalancesQueryOptions(chain, owner, picked),
    enabled: !!owner && picked.length === tokens.length,
  });
  return { ...query, balanceOf: (token: PairToken | undefined) => (token ? query.data?.get(token.key) : undefined) };
}

/** The two tokens picked, starting from the URL's pair (native ETH first by default) once the list has the tokens. */
export function usePickedPair(pairTokens: readonly PairToken[], initialA?: string, initialB?: string) {
  const [tokenA, setTokenA] = useState<PairToken | undefined>();
  const [tokenB, setTokenB] = useState<PairToken | undefined>();
  useEffect(() => {
    if (pairTokens.length === 0) return;
    const find = (param?: string) =>
      param === NATIVE_PARAM
        ? pairTokens.find((tk) => tk.native)
        : pairTokens.find((tk) => tk.address.toLowerCase() === param);
    setTokenA((current) => current ?? find(initialA) ?? pairTokens.find((tk) => tk.native));
    setTokenB((current) => current ?? find(initialB));
  }, [pairTokens, initialA, initialB]);
  return { tokenA, tokenB, setTokenA, setTokenB };
}
