// Creating a position and adding to one (issue 13, spec §5): the calls the v3 NonfungiblePositionManager and the v4
// PositionManager take, as the Uniswap SDKs build them. v3: createAndInitializePoolIfNecessary when the pool is new,
// then mint or increaseLiquidity with desired and minimum amounts; native ETH pays the WETH side and refundETH returns
// what the pool did not take. v4: initializePool when the pool is new, the Permit2 batch permit when one was signed,
// then modifyLiquidities with MINT_POSITION (or INCREASE_LIQUIDITY) for an exact liquidity and the most each side may
// take, SETTLE_PAIR, and with native ETH a SWEEP of the excess back to the owner. One transaction either way.
import { type Address, type Hex, encodeFunctionData, zeroAddress } from 'viem';
import { uniswapV2Router02Abi } from '../../contract/abis/v2';
import { nonfungiblePositionManagerAbi } from '../../contract/abis/v3';
import { positionManagerAbi } from '../../contract/abis/v4';
import type { ContractCall } from './collectFees';
import { type PermitBatch } from './liquidityApprovals';
import { type PoolKey, NATIVE_CURRENCY } from '../../contract/poolKey';
import { V4Action, type V4Step, encodeV4Plan } from '../../contract/v4Actions';

/** Deadlines of liquidity calls: half an hour of chain time after the latest block. */
export const POSITION_DEADLINE_SECONDS = 1800n;

/** A call that may carry native ETH. */
export type PayableCall = ContractCall & { value: bigint };

export type V3MintParameters = {
  positionManager: Address;
  token0: Address;
  token1: Address;
  fee: number;
  tickLower: number;
  tickUpper: number;
  amount0Desired: bigint;
  amount1Desired: bigint;
  amount0Min: bigint;
  amount1Min: bigint;
  recipient: Address;
  deadline: bigint;
  /** The pool does not exist yet: create it and set this price in the same transaction. */
  initialSqrtPriceX96?: bigint;
  /** Which side native ETH pays (the pool's WETH side), if the person pays in ETH. */
  nativeSide?: 0 | 1;
};

function v3Multicall(calls: Hex[], nativeValue: bigint, positionManager: Address): PayableCall {
  if (nativeValue > 0n)
    calls.push(encodeFunctionData({ abi: nonfungiblePositionManagerAbi, functionName: 'refundETH' }));
  const data =
    calls.length === 1
      ? calls[0]!
      : encodeFunctionData({ abi: nonfungiblePositionManagerAbi, functionName: 'multicall', args: [calls] });
  return { to: positionManager, data, value: nativeValue };
}

const nativeValueOf = (side: 0 | 1 | undefined, amount0: bigint, amount1: bigint) =>
  side === 0 ? amount0 : side === 1 ? amount1 : 0n;

export function v3MintCall(p: V3MintParameters): PayableCall {
  const calls: Hex[] = [];
  if (p.initialSqrtPriceX96 !== undefined) {
    calls.push(
      encodeFunctionData({
        abi: nonfungiblePositionManagerAbi,
        functionName: 'createAndInitializePoolIfNecessary',
        args: [p.token0, p.token1, p.fee, p.initialSqrtPriceX96],
      }),
    );
  }
  calls.push(
    encodeFunctionData({
      abi: nonfungiblePositionManagerAbi,
      functionName: 'mint',
      args: [
        {
          token0: p.token0,
          token1: p.token1,
          fee: p.fee,
          tickLower: p.tickLower,
          tickUpper: p.tickUpper,
          amount0Desired: p.amount0Desired,
          amount1Desired: p.amount1Desired,
          amount0Min: p.amount0Min,
          amount1Min: p.amount1Min,
          recipient: p.recipient,
          deadline: p.deadline,
        },
      ],
    }),
  );
  return v3Multicall(calls, nativeValueOf(p.nativeSide, p.amount0Desired, p.amount1Desired), p.positionManager);
}

export type V3IncreaseParameters = {
  positionManager: Address;
  tokenId: bigint;
  amount0Desired: bigint;
  amount1Desired: bigint;
  amount0Min: bigint;
  amount1Min: bigint;
  deadline: bigint;
  nativeSide?: 0 | 1;
};

export function v3IncreaseCall(p: V3IncreaseParameters): PayableCall {
  const { positionManager, nativeSide, ...params } = p;
  const calls: Hex[] = [
    encodeFunctionData({ abi: nonfungiblePositionManagerAbi, functionName: 'increaseLiquidity', args: [params] }),
  ];
  return v3Multicall(calls, nativeValueOf(nativeSide, p.amount0Desired, p.amount1Desired), positionManager);
}

type V4Common = {
  positionManager: Address;
  liquidity: bigint;
  amount0Max: bigint;
  amount1Max: bigint;
  owner: Address;
  deadline: bigint;
  /** The signed Permit2 batch that lets the PositionManager pull the ERC-20 sides. */
  permit?: { batch: PermitBatch; signature: Hex };
  hookData?: Hex;
};

export type V4MintParameters = V4Common & {
  poolKey: PoolKey;
  tickLower: number;
  tickUpper: number;
  /** The pool does not exist yet: initialize it at this price in the same transaction. */
  initialSqrtPriceX96?: bigint;
};

export type V4IncreaseParameters = V4Common & { poolKey: PoolKey; tokenId: bigint };

function v4Multicall(
  p: V4Common & { poolKey: PoolKey },
  first: Hex[],
  liquidityStep: V4Step,
  settle: 'pair' | 'close',
): PayableCall {
  const native = p.poolKey.currency0 === NATIVE_CURRENCY;
  const { currency0, currency1 } = p.poolKey;
  const steps: V4Step[] = [
    liquidityStep,
    // an increase first credits the position's fees: a side may end owed to the owner, which only CLOSE_CURRENCY
    // (settle or take, whichever the delta is) handles; a mint has no fees and settles both sides
    ...(settle === 'pair'
      ? [{ action: V4Action.SETTLE_PAIR, currency0, currency1 } as const]
      : [
          { action: V4Action.CLOSE_CURRENCY, currency: currency0 } as const,
          { action: V4Action.CLOSE_CURRENCY, currency: currency1 } as const,
        ]),
  ];
  // the PositionManager settles native ETH from what the call sent; what the pool did not take goes back
  if (native) steps.push({ action: V4Action.SWEEP, currency: zeroAddress, to: p.owner });
  const calls = [...first];
  if (p.permit) {
    calls.push(
      encodeFunctionData({
        abi: positionManagerAbi,
        functionName: 'permitBatch',
        args: [p.owner, p.permit.batch, p.permit.signature],
      }),
    );
  }
  calls.push(
    encodeFunctionData({
      abi: positionManagerAbi,
      functionName: 'modifyLiquidities',
      args: [encodeV4Plan(steps), p.deadline],
    }),
  );
  const data =
    calls.length === 1
      ? calls[0]!
      : encodeFunctionData({ abi: positionManagerAbi, functionName: 'multicall', args: [calls] });
  return { to: p.positionManager, data, value: native ? p.amount0Max : 0n };
}

export function v4MintCall(p: V4MintParameters): PayableCall {
  const first: Hex[] =
    p.initialSqrtPriceX96 === undefined
      ? []
      : [
          encodeFunctionData({
            abi: positionManagerAbi,
            functionName: 'initializePool',
            args: [p.poolKey, p.initialSqrtPriceX96],
          }),
        ];
  return v4Multicall(
    p,
    first,
    {
      action: V4Action.MINT_POSITION,
      poolKey: p.poolKey,
      tickLower: p.tickLower,
      tickUpper: p.tickUpper,
      liquidity: p.liquidity,
      amount0Max: p.amount0Max,
      amount1Max: p.amount1Max,
      owner: p.owner,
      hookData: p.hookData,
    },
    'pair',
  );
}

export function v4IncreaseCall(p: V4IncreaseParameters): PayableCall {
  return v4Multicall(
    p,
    [],
    {
      action: V4Action.INCREASE_LIQUIDITY,
      tokenId: p.tokenId,
      liquidity: p.liquidity,
      amount0Max: p.amount0Max,
      amount1Max: p.amount1Max,
      hookData: p.hookData,
    },
    'close',
  );
}

export type V2AddParameters = {
  router: Address;
  tokenA: Address;
  tokenB: Address;
  amountADesired: bigint;
  amountBDesired: bigint;
  amountAMin: bigint;
  amountBMin: bigint;
  to: Address;
  deadline: bigint;
  /** Which side native ETH pays (the WETH side), through addLiquidityETH. */
  nativeSide?: 'A' | 'B';
};

/** Router02 addLiquidity, or addLiquidityETH when ETH pays one side (the router wraps it and refunds the excess). */
export function v2AddCall(p: V2AddParameters): PayableCall {
  if (p.nativeSide) {
    const [token, amountTokenDesired, amountTokenMin, amountETH, amountETHMin] =
      p.nativeSide === 'A'
        ? [p.tokenB, p.amountBDesired, p.amountBMin, p.amountADesired, p.amountAMin]
        : [p.tokenA, p.amountADesired, p.amountAMin, p.amountBDesired, p.amountBMin];
    return {
      to: p.router,
      data: encodeFunctionData({
        abi: uniswapV2Router02Abi,
        functionName: 'addLiquidityETH',
        args: [token, amountTokenDesired, amountTokenMin, amountETHMin, p.to, p.deadline],
      }),
      value: amountETH,
    };
  }
  return {
    to: p.router,
    data: encodeFunctionData({
      abi: uniswapV2Router02Abi,
      functionName: 'addLiquidity',
      args: [p.tokenA, p.tokenB, p.amountADesired, p.amountBDesired, p.amountAMin, p.amountBMin, p.to, p.deadline],
    }),
    value: 0n,
  };
}

/** UniswapV2Library.quote: the other side of a v2 deposit at the pair's reserves. */
export function v2Quote(amount: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  return reserveIn === 0n ? 0n : (amount * reserveOut) / reserveIn;
}
