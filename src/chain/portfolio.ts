// A wallet's holdings on one chain: every known token's balance and ETH in one multicall, valued in USD.
import type { Address } from 'viem';
import { erc20Abi } from '../../contract/abis/erc20.ts';
import type { ChainClient } from './clients';

export type HoldingToken = { address: Address; symbol: string; decimals: number };

export type Holding = { token: HoldingToken; balance: bigint; valueUsd: number | undefined };

export type ChainHoldings = { chainId: number; blockNumber: bigint; holdings: Holding[]; totalUsd: number };

const NATIVE_ETH: HoldingToken = { address: '0x0000000000000000000000000000000000000000', symbol: 'ETH', decimals: 18 };

/**
 * Reads every token's balance for `owner` in one deployless multicall (one eth_call) and ETH beside it, both pinned to
 * one block so the figures agree, then values them with `pricesUsd` (lowercase address -> USD).
 */
export async function loadChainHoldings(
  client: ChainClient,
  owner: Address,
  tokens: readonly HoldingToken[],
  pricesUsd: ReadonlyMap<string, number>,
): Promise<ChainHoldings> {
  const blockNumber = await client.getBlockNumber({ cacheTime: 0 });
  const [eth, results] = await Promise.all([
    client.getBalance({ address: owner, blockNumber }),
    client.multicall({
      contracts: tokens.map(
        (t) => ({ address: t.address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] }) as const,
      ),
      blockNumber,
      deployless: true,
      allowFailure: true,
    }),
  ]);
  const holdings: Holding[] = [NATIVE_ETH, ...tokens].map((token, i) => {
    const result = i === 0 ? { status: 'success' as const, result: eth } : results[i - 1];
    const balance = result?.status === 'success' ? (result.result as bigint) : 0n;
    const price = pricesUsd.get(token.address.toLowerCase());
    return {
      token,
      balance,
      valueUsd: price === undefined ? undefined : (Number(balance) / 10 ** token.decimals) * price,
    };
  });
  const totalUsd = holdings.reduce((sum, h) => sum + (h.valueUsd ?? 0), 0);
  return { chainId: client.chain?.id ?? 0, blockNumber, holdings, totalUsd };
}
