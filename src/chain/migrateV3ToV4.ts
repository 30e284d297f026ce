// Migrating a v3 position to v4 in one transaction through the UniversalRouter's migrator commands (issue 13; the
// Uniswap SDK's migrateV3ToV4CallParameters builds the same plan). The owner's ERC-721 permit lets the router act on
// the v3 NFT; the router takes out all its liquidity, collects everything it holds (principal and fees) straight to the
// v4 PositionManager and burns the NFT; a v4 pool that does not exist is initialized first, at the v3 pool's price;
// then the PositionManager mints the v4 position paying from what it received (SETTLE with itself as payer) and sweeps
// what the range did not take back to the owner. With native ETH, the WETH is unwrapped inside the PositionManager.
import { type Address, type Hex, encodeFunctionData, maxUint128, parseSignature, zeroAddress } from 'viem';
import { getAmountsForLiquidity, getLiquidityForAmounts } from '../../workers/math/liquidityAmounts';
import { lessSlippage } from '../../workers/math/positionMath';
import { getSqrtRatioAtTick } from '../../workers/math/tickMath';
import { nonfungiblePositionManagerAbi } from '../../contract/abis/v3';
import { positionManagerAbi, stateViewAbi } from '../../contract/abis/v4';
import type { ContractCall } from './collectFees';
import { type PoolKey, NATIVE_CURRENCY, poolIdOf, sortCurrencies } from '../../contract/poolKey';
import { RouterCommand, type RouterStep, encodeExecute } from '../../contract/universalRouter';
import { OPEN_DELTA, V4Action, V4_CONTRACT_BALANCE, encodeV4Plan } from '../../contract/v4Actions';
import type { ChainClient } from './clients';

/** v4's usual tick spacing for a fee tier (the v3 factory's, plus the tiers v4 adds). */
export const V4_TICK_SPACING: Readonly<Record<number, number>> = { 100: 1, 500: 10, 2500: 50, 3000: 60, 10_000: 200 };

/** The v3 position being moved, as its page read it (token order and amounts are the v3 pool's). */
export type V3Source = {
  token0: Address;
  token1: Address;
  tickLower: number;
  tickUpper: number;
  liquidity: bigint;
  sqrtPriceX96: bigint;
  fees0: bigint;
  fees1: bigint;
};

export type MigrationPlan = {
  poolKey: PoolKey;
  /** v4's currency0 is the v3 pool's token1 (native ETH sorts first when WETH was token1). */
  flipped: boolean;
  /** The v4 pool's price: its own, or the v3 pool's when the migration creates it. */
  sqrtPriceX96: bigint;
  createPool: boolean;
  tickLower: number;
  tickUpper: number;
  /** v3 order: what decreaseLiquidity must return at least (principal less the slippage tolerance). */
  withdrawMin: { amount0: bigint; amount1: bigint };
  /** v4 order from here on: what the v3 position hands over at the current price, fees included. */
  withdrawn: { amount0: bigint; amount1: bigint };
  /** The v4 position's liquidity, and what minting it takes at the v4 price now. */
  liquidity: bigint;
  deposit: { amount0: bigint; amount1: bigint };
  /** The most the mint may take: what the v3 side is sure to hand over. */
  depositMax: { amount0: bigint; amount1: bigint };
  /** What comes back to the owner's wallet: the share the new range's ratio does not take, and the buffer. */
  refund: { amount0: bigint; amount1: bigint };
};

const Q192 = 1n << 192n;
const same = (a: Address, b: Address) => a.toLowerCase() === b.toLowerCase();

/** The v4 pool a v3 position moves into: the same pair (WETH as native ETH on request), fee and hook-less. */
export function v4PoolKeyFor(p: {
  token0: Address;
  token1: Address;
  fee: number;
  tickSpacing: number;
  weth: Address;
  useNative: boolean;
}): PoolKey {
  const asV4 = (token: Address) => (p.useNative && same(token, p.weth) ? NATIVE_CURRENCY : token);
  const [currency0, currency1] = sortCurrencies(asV4(p.token0), asV4(p.token1));
  return { currency0, currency1, fee: p.fee, tickSpacing: p.tickSpacing, hooks: zeroAddress };
}

/**
 * The amounts and the v4 liquidity of a migration. The v4 liquidity is what the least the v3 side hands over buys at
 * the v4 price, less the slippage tolerance again, so a price that moves within the tolerance before the transaction
 * lands still leaves enough to mint; everything left over is swept back to the owner.
 */
export function planV3ToV4Migration(p: {
  v3: V3Source;
  poolKey: PoolKey;
  /** The v4 pool's sqrtPriceX96, or 0 when it does not exist yet. */
  v4SqrtPriceX96: bigint;
  slippageBips: number;
}): MigrationPlan {
  const { v3, poolKey } = p;
  // the v4 key's currency0 is the v3 token0 unless native ETH (address 0) replaced a WETH that was token1
  const flipped =
    !same(poolKey.currency0, v3.token0) &&
    !(poolKey.currency0 === NATIVE_CURRENCY && same(poolKey.currency1, v3.token1));
  if (flipped && !(poolKey.currency0 === NATIVE_CURRENCY && same(poolKey.currency1, v3.token0))) {
    throw new RangeError("the v4 pool is not the v3 position's pair");
  }
  const order = <T>(pair: { amount0: T; amount1: T }) =>
    flipped ? { amount0: pair.amount1, amount1: pair.amount0 } : pair;
  const createPool = p.v4SqrtPriceX96 === 0n;
  const sqrtPriceX96 = createPool ? (flipped ? Q192 / v3.sqrtPriceX96 : v3.sqrtPriceX96) : p.v4SqrtPriceX96;
  const [tickLower, tickUpper] = flipped ? [-v3.tickUpper, -v3.tickLower] : [v3.tickLower, v3.tickUpper];

  const [principal0, principal1] = getAmountsForLiquidity(
    v3.sqrtPriceX96,
    getSqrtRatioAtTick(v3.tickLower),
    getSqrtRatioAtTick(v3.tickUpper),
    v3.liquidity,
  );
  const withdrawMin = {
    amount0: lessSlippage(principal0, p.slippageBips),
    amount1: lessSlippage(principal1, p.slippageBips),
  };
  const withdrawn = order({ amount0: principal0 + v3.fees0, amount1: principal1 + v3.fees1 });
  const depositMax = order({ amount0: withdrawMin.amount0 + v3.fees0, amount1: withdrawMin.amount1 + v3.fees1 });
  const sqrtLower = getSqrtRatioAtTick(tickLower);
  const sqrtUpper = getSqrtRatioAtTick(tickUpper);
  const liquidity = getLiquidityForAmounts(
    sqrtPriceX96,
    sqrtLower,
    sqrtUpper,
    lessSlippage(depositMax.amount0, p.slippageBips),
    lessSlippage(depositMax.amount1, p.slippageBips),
  );
  const [deposit0, deposit1] = getAmountsForLiquidity(sqrtPriceX96, sqrtLower, sqrtUpper, liquidity);
  const refund = {
    amount0: withdrawn.amount0 > deposit0 ? withdrawn.amount0 - deposit0 : 0n,
    amount1: withdrawn.amount1 > deposit1 ? withdrawn.amount1 - deposit1 : 0n,
  };
  return {
    poolKey,
    flipped,
    sqrtPriceX96,
    createPool,
    tickLower,
    tickUpper,
    withdrawMin,
    withdrawn,
    liquidity,
    deposit: { amount0: deposit0, amount1: deposit1 },
    depositMax,
    refund,
  };
}

/** The v4 pool's price, 0 when the pool was never initialized. */
export async function v4PoolPrice(
  client: ChainClient,
  stateView: Address,
  poolKey: PoolKey,
  blockNumber?: bigint,
): Promise<bigint> {
  const [sqrtPriceX96] = await client.readContract({
    address: stateView,
    abi: stateViewAbi,
    functionName: 'getSlot0',
    args: [poolIdOf(poolKey)],
    blockNumber,
  });
  return sqrtPriceX96;
}

/** The typed data of the v3 position manager's ERC-721 permit (ERC721Permit.sol) letting `spender` act on `tokenId`. */
export function v3PositionPermitTypedData(p: {
  name: string;
  chainId: number;
  manager: Address;
  spender: Address;
  tokenId: bigint;
  nonce: bigint;
  deadline: bigint;
}) {
  return {
    domain: { name: p.name, version: '1', chainId: p.chainId, verifyingContract: p.manager },
    types: {
      Permit: [
        { name: 'spender', type: 'address' },
        { name: 'tokenId', type: 'uint256' },
        { name: 'nonce', type: 'uint256' },
        { name: 'deadline', type: 'uint256' },
      ],
    },
    primaryType: 'Permit' as const,
    message: { spender: p.spender, tokenId: p.tokenId, nonce: p.nonce, deadline: p.deadline },
  };
}

export type MigrateV3ToV4Parameters = {
  router: Address;
  v3Manager: Address;
  v4Manager: Address;
  weth: Address;
  tokenId: bigint;
  v3Liquidity: bigint;
  owner: Address;
  deadline: bigint;
  /** The owner's permit signature for the router over this token id, with the same deadline. */
  permitSignature: Hex;
  plan: MigrationPlan;
};

/** `UniversalRouter.execute` running the whole migration; it sends no ETH (the v3 side pays for everything). */
export function migrateV3ToV4Call(p: MigrateV3ToV4Parameters): ContractCall {
  const { plan } = p;
  const npmCall = (data: Hex): RouterStep => ({ command: RouterCommand.V3_POSITION_MANAGER_CALL, call: data });
  const { v, r, s, yParity } = parseSignature(p.permitSignature);
  const steps: RouterStep[] = [];
  // initialize before any funds move, so a pool hook cannot re-enter with them
  if (plan.createPool) {
    steps.push({ command: RouterCommand.V4_INITIALIZE_POOL, poolKey: plan.poolKey, sqrtPriceX96: plan.sqrtPriceX96 });
  }
  steps.push(
    {
      command: RouterCommand.V3_POSITION_MANAGER_PERMIT,
      call: encodeFunctionData({
        abi: nonfungiblePositionManagerAbi,
        functionName: 'permit',
        args: [p.router, p.tokenId, p.deadline, Number(v ?? BigInt(yParity + 27)), r, s],
      }),
    },
    npmCall(
      encodeFunctionData({
        abi: nonfungiblePositionManagerAbi,
        functionName: 'decreaseLiquidity',
        args: [
          {
            tokenId: p.tokenId,
            liquidity: p.v3Liquidity,
            amount0Min: plan.withdrawMin.amount0,
            amount1Min: plan.withdrawMin.amount1,
            deadline: p.deadline,
          },
        ],
      }),
    ),
    npmCall(
      encodeFunctionData({
        abi: nonfungiblePositionManagerAbi,
        functionName: 'collect',
        args: [{ tokenId: p.tokenId, recipient: p.v4Manager, amount0Max: maxUint128, amount1Max: maxUint128 }],
      }),
    ),
    npmCall(encodeFunctionData({ abi: nonfungiblePositionManagerAbi, functionName: 'burn', args: [p.tokenId] })),
  );
  const native = plan.poolKey.currency0 === NATIVE_CURRENCY;
  const mint = encodeV4Plan([
    {
      action: V4Action.MINT_POSITION,
      poolKey: plan.poolKey,
      tickLower: plan.tickLower,
      tickUpper: plan.tickUpper,
      liquidity: plan.liquidity,
      amount0Max: plan.depositMax.amount0,
      amount1Max: plan.depositMax.amount1,
      owner: p.owner,
    },
    // the v3 side paid WETH: all of it becomes ETH, so the leftover comes back as ETH too
    ...(native ? [{ action: V4Action.UNWRAP, amount: V4_CONTRACT_BALANCE } as const] : []),
    { action: V4Action.SETTLE, currency: plan.poolKey.currency0, amount: OPEN_DELTA, payerIsUser: false },
    { action: V4Action.SETTLE, currency: plan.poolKey.currency1, amount: OPEN_DELTA, payerIsUser: false },
    { action: V4Action.SWEEP, currency: plan.poolKey.currency0, to: p.owner },
    { action: V4Action.SWEEP, currency: plan.poolKey.currency1, to: p.owner },
  ]);
  steps.push({
    command: RouterCommand.V4_POSITION_MANAGER_CALL,
    call: encodeFunctionData({ abi: positionManagerAbi, functionName: 'modifyLiquidities', args: [mint, p.deadline] }),
  });
  return { to: p.router, data: encodeExecute(steps, p.deadline) };
}
