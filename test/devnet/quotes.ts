// The on-chain quoters' answers, read with eth_call against the current state.
import type { Address } from 'viem';
import type { ChainDeployment } from '../../contract/deployment.ts';
import { uniswapV2Router02Abi } from '../../contract/abis/v2.ts';
import { quoterV2Abi } from '../../contract/abis/v3.ts';
import { v4QuoterAbi } from '../../contract/abis/v4.ts';
import type { PoolKey } from '../../contract/poolKey.ts';
import type { Clients } from './fixtures.ts';

export async function quoteV2(
  c: Clients,
  chain: ChainDeployment,
  kind: 'exactIn' | 'exactOut',
  amount: bigint,
  path: Address[],
): Promise<bigint> {
  const amounts = await c.publicClient.readContract({
    address: chain.contracts.UniswapV2Router02,
    abi: uniswapV2Router02Abi,
    functionName: kind === 'exactIn' ? 'getAmountsOut' : 'getAmountsIn',
    args: [amount, path],
  });
  return (kind === 'exactIn' ? amounts[amounts.length - 1] : amounts[0])!;
}

export async function quoteV3(
  c: Clients,
  chain: ChainDeployment,
  kind: 'exactIn' | 'exactOut',
  amount: bigint,
  tokenIn: Address,
  tokenOut: Address,
  fee: number,
): Promise<bigint> {
  if (kind === 'exactIn') {
    const { result } = await c.publicClient.simulateContract({
      address: chain.contracts.QuoterV2,
      abi: quoterV2Abi,
      functionName: 'quoteExactInputSingle',
      args: [{ tokenIn, tokenOut, amountIn: amount, fee, sqrtPriceLimitX96: 0n }],
    });
    return result[0];
  }
  const { result } = await c.publicClient.simulateContract({
    address: chain.contracts.QuoterV2,
    abi: quoterV2Abi,
    functionName: 'quoteExactOutputSingle',
    args: [{ tokenIn, tokenOut, amount, fee, sqrtPriceLimitX96: 0n }],
  });
  return result[0];
}

export async function quoteV4(
  c: Clients,
  chain: ChainDeployment,
  kind: 'exactIn' | 'exactOut',
  amount: bigint,
  poolKey: PoolKey,
  zeroForOne: boolean,
): Promise<bigint> {
  const { result } = await c.publicClient.simulateContract({
    address: chain.contracts.V4Quoter,
    abi: v4QuoterAbi,
    functionName: kind === 'exactIn' ? 'quoteExactInputSingle' : 'quoteExactOutputSingle',
    args: [{ poolKey, zeroForOne, exactAmount: amount, hookData: '0x' }],
  });
  return result[0];
}

/** The v4 PoolKey of a pool in the manifest, found by its tokens' symbols and fee. */
export function v4PoolKey(chain: ChainDeployment, currency0: Address, currency1: Address, fee: number): PoolKey {
  const pool = chain.pools.find(
    (p) => p.version === 'v4' && p.token0 === currency0 && p.token1 === currency1 && p.fee === fee,
  );
  if (!pool || pool.version !== 'v4') throw new Error('No such v4 pool');
  return { currency0, currency1, fee, tickSpacing: pool.tickSpacing, hooks: pool.hooks };
}
