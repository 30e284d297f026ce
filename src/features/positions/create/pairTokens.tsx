// The tokens a new position can pair (issue 13): the chain's listed tokens with native ETH first, picked from a
// labelled list (the phone's own picker on mobile), and the connected wallet's balances of the two picked.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type Address, zeroAddress } from 'viem';
import { css } from '#styled-system/css';
import { erc20Abi } from '../../../../contract/abis/erc20';
import { publicClientFor } from '../../../chain/clients';
import type { RuntimeChain } from '../../../data/runtimeConfig';
import { tokenListQuery } from '../../../data/tokenList';
import { useRuntimeConfig } from '../../../data/useRuntimeConfig';

export type PairToken = {
  key: string;
  address: Address;
  symbol: string;
  name: string;
  decimals: number;
  native: boolean;
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
      }));
    return [native, ...listed];
  }, [list.data, chain.chainId]);
}

const selectStyle = css({
  minH: '11',
  px: '3',
  w: 'full',
  borderRadius: 'lg',
  border: '1px solid',
  borderColor: 'border',
  bg: 'transparent',
  color: 'inherit',
  fontSize: 'md',
});

export function TokenPicker(props: {
  label: string;
  tokens: readonly PairToken[];
  value: PairToken | undefined;
  onChange: (token: PairToken | undefined) => void;
}) {
  return (
    <label className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '1', minW: '0' })}>
      <span>{props.label}</span>
      <select
        className={selectStyle}
        value={props.value?.key ?? ''}
        onChange={(event) => props.onChange(props.tokens.find((tk) => tk.key === event.target.value))}
      >
        <option value="">—</option>
        {props.tokens.map((tk) => (
          <option key={tk.key} value={tk.key}>
            {tk.symbol} · {tk.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The owner's balances of the picked tokens, read from the chain, keyed by PairToken.key. */
export function tokenBalanceQuery(
  chain: RuntimeChain,
  owner: Address | undefined,
  tokens: readonly (PairToken | undefined)[],
) {
  const picked = tokens.filter((tk): tk is PairToken => !!tk);
  return queryOptions({
    queryKey: ['pairBalances', chain.chainId, owner, picked.map((tk) => tk.key).join()],
    queryFn: async () => {
      const client = publicClientFor(chain);
      const values = await Promise.all(
        picked.map((tk) =>
          tk.native
            ? client.getBalance({ address: owner! })
            : client.readContract({ address: tk.address, abi: erc20Abi, functionName: 'balanceOf', args: [owner!] }),
        ),
      );
      return new Map(picked.map((tk, i) => [tk.key, values[i]!]));
    },
    refetchInterval: 12_000,
  });
}
