// Removing a v2 LP's share of a pair (issue 13) in one transaction: the pair's own EIP-2612 permit (v2 needs no Permit2)
// lets Router02 pull the LP tokens, and removeLiquidityWithPermit burns them for the two tokens, or
// removeLiquidityETHWithPermit pays the WETH side as ETH.
import { type Address, type Hex, encodeFunctionData, hexToSignature } from 'viem';
import { uniswapV2PairAbi, uniswapV2Router02Abi as uniswapV2RouterPermitAbi } from '../../contract/abis/v2';
import type { ContractCall } from './collectFees';
import type { ChainClient } from './clients';
import { lessSlippage } from '../../workers/math/positionMath';

/** The pair's permit (UniswapV2ERC20): the domain every v2 pair signs with, its own address the verifying contract. */
export function v2PermitTypedData(p: {
  chainId: number;
  pair: Address;
  owner: Address;
  spender: Address;
  value: bigint;
  nonce: bigint;
  deadline: bigint;
}) {
  return {
    domain: { name: 'Uniswap V2', version: '1', chainId: p.chainId, verifyingContract: p.pair },
    types: {
      Permit: [
        { name: 'owner', type: 'address' },
        { name: 'spender', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'nonce', type: 'uint256' },
        { name: 'deadline', type: 'uint256' },
      ],
    },
    primaryType: 'Permit' as const,
    message: { owner: p.owner, spender: p.spender, value: p.value, nonce: p.nonce, deadline: p.deadline },
  };
}

/** The least amounts a v2 removal accepts: the share of the reserves less the slippage tolerance. */
export function expectedV2Removal(p: {
  reserve0: bigint;
  reserve1: bigint;
  totalSupply: bigint;
  liquidity: bigint;
  slippageBips: number;
}): V2RemovalReturnType {
  const amount0 = p.totalSupply > 0n ? (p.reserve0 * p.liquidity) / p.totalSupply : 0n;
  const amount1 = p.totalSupply > 0n ? (p.reserve1 * p.liquidity) / p.totalSupply : 0n;
  return withV2Minimums(amount0, amount1, p.slippageBips);
}

export type V2ShareRemovalParameters = {
  /** What the owner's whole LP balance redeems now (its page's amounts). */
  amount0: bigint;
  amount1: bigint;
  /** The share removed, 1-100. */
  percent: number;
  slippageBips: number;
};

export type V2RemovalReturnType = { amount0: bigint; amount1: bigint; amount0Min: bigint; amount1Min: bigint };

/**
 * A share of a v2 position: that share of what the whole balance redeems (rounded down), and the least the router
 * may pay for it, through the same slippage helper every liquidity call uses.
 * @example v2ShareRemoval({ amount0: 1000n, amount1: 2000n, percent: 50, slippageBips: 50 })
 * // { amount0: 500n, amount1: 1000n, amount0Min: 497n, amount1Min: 995n }
 */
export function v2ShareRemoval(p: V2ShareRemovalParameters): V2RemovalReturnType {
  const share = BigInt(p.percent);
  return withV2Minimums((p.amount0 * share) / 100n, (p.amount1 * share) / 100n, p.slippageBips);
}

const withV2Minimums = (amount0: bigint, amount1: bigint, slippageBips: number): V2RemovalReturnType => ({
  amount0,
  amount1,
  amount0Min: lessSlippage(amount0, slippageBips),
  amount1Min: lessSlippage(amount1, slippageBips),
});

export function removeV2LiquidityCall(p: {
  router: Address;
  token0: Address;
  token1: Address;
  liquidity: bigint;
  amount0Min: bigint;
  amount1Min: bigint;
  recipient: Address;
  deadline: bigint;
  signature: Hex;
  /** The pair's WETH, when the owner wants ETH for that side. */
  unwrapWeth?: Address;
}): ContractCall {
  const { v, r, s } = hexToSignature(p.signature);
  const sig = [Number(v), r, s] as const;
  if (p.unwrapWeth) {
    const wethIs0 = p.token0.toLowerCase() === p.unwrapWeth.toLowerCase();
    const [token, tokenMin, ethMin] = wethIs0
      ? [p.token1, p.amount1Min, p.amount0Min]
      : [p.token0, p.amount0Min, p.amount1Min];
    return {
      to: p.router,
      data: encodeFunctionData({
        abi: uniswapV2RouterPermitAbi,
        functionName: 'removeLiquidityETHWithPermit',
        args: [token, p.liquidity, tokenMin, ethMin, p.recipient, p.deadline, false, ...sig],
      }),
    };
  }
  return {
    to: p.router,
    data: encodeFunctionData({
      abi: uniswapV2RouterPermitAbi,
      functionName: 'removeLiquidityWithPermit',
      args: [p.token0, p.token1, p.liquidity, p.amount0Min, p.amount1Min, p.recipient, p.deadline, false, ...sig],
    }),
  };
}

/**
 * The pair's permit for `liquidity` as the owner signs it, with the pair's nonce read now: the signature the
 * removal (`removeV2LiquidityCall`) spends, with the same deadline.
 */
export async function v2RemovalPermit(p: {
  client: ChainClient;
  chainId: number;
  owner: Address;
  pair: Address;
  router: Address;
  liquidity: bigint;
  deadline: bigint;
}) {
  const nonce = await p.client.readContract({
    address: p.pair,
    abi: uniswapV2PairAbi,
    functionName: 'nonces',
    args: [p.owner],
  });
  return v2PermitTypedData({
    chainId: p.chainId,
    pair: p.pair,
    owner: p.owner,
    spender: p.router,
    value: p.liquidity,
    nonce,
    deadline: p.deadline,
  });
}
