import { type Address, decodeEventLog, maxUint128, zeroAddress } from 'viem';
import { uniswapV2FactoryAbi, uniswapV2Router02Abi } from '../contract/abis/v2.ts';
import { nonfungiblePositionManagerAbi, uniswapV3FactoryAbi } from '../contract/abis/v3.ts';
import { positionManagerAbi } from '../contract/abis/v4.ts';
import { type PoolKey, poolIdOf, sortCurrencies } from '../contract/poolKey.ts';
import { V4Action, encodeV4Plan } from '../contract/v4Actions.ts';
import { getLiquidityForAmounts } from '../workers/math/liquidityAmounts.ts';
import { encodeSqrtPriceX96 } from '../workers/math/priceMath.ts';
import {
  MAX_TICK,
  MIN_TICK,
  getSqrtRatioAtTick,
  getTickAtSqrtRatio,
  nearestUsableTick,
} from '../workers/math/tickMath.ts';
import { NATIVE_ETH, type Holdings, usdToAmount } from './holdings.ts';
import type { ChainDeployment, PoolManifest, TokenManifest } from '../contract/deployment.ts';
import type { PoolSpec, PositionSpec, RangeKind } from './market.ts';
import type { ChainSession } from './session.ts';

const V3_TICK_SPACING: Record<number, number> = { 100: 1, 500: 10, 3000: 60, 10000: 200 };
const FAR_FUTURE = 2n ** 40n;

/** A liquidity position the history may add to or remove from later. */
export type SeededPosition = {
  pool: SeededPool;
  lp: number;
  /** v3 and v4 NFT id; undefined for v2 (the LP holds pair tokens). */
  tokenId?: bigint;
  tickLower?: number;
  tickUpper?: number;
  closed: boolean;
};

/** A pool with its tokens resolved, ready for trading. */
export type SeededPool = {
  manifest: PoolManifest;
  spec: PoolSpec;
  token0: TokenManifest;
  token1: TokenManifest;
  poolKey?: PoolKey;
};

export type SeedContext = {
  chain: ChainSession;
  contracts: ChainDeployment['contracts'];
  holdings: Holdings;
  tokenBySymbol: (symbol: string) => TokenManifest;
  priceUsd: (symbol: string) => number;
  hooks: Record<string, Address>;
};

function isStablePair(spec: PoolSpec, ctx: SeedContext) {
  return spec.pair.every((s) => ctx.tokenBySymbol(s).flags.includes('stablecoin'));
}

/** Tick offsets (log base 1.0001 of a price ratio) for each range kind: [lower, upper] relative to the current tick. */
function rangeOffsets(kind: RangeKind, stable: boolean): [number, number] | undefined {
  const ticksFor = (ratio: number) => Math.round(Math.log(ratio) / Math.log(1.0001));
  switch (kind) {
    case 'full':
      return undefined;
    case 'wide':
      return stable ? [-ticksFor(1.01), ticksFor(1.01)] : [-ticksFor(1.6), ticksFor(1.6)];
    case 'narrow':
      return stable ? [-ticksFor(1.001), ticksFor(1.001)] : [-ticksFor(1.08), ticksFor(1.08)];
    case 'above':
      return stable ? [ticksFor(1.02), ticksFor(1.04)] : [ticksFor(1.5), ticksFor(2)];
    case 'below':
      return stable ? [-ticksFor(1.04), -ticksFor(1.02)] : [-ticksFor(2), -ticksFor(1.5)];
  }
}

function ticksFor(kind: RangeKind, stable: boolean, currentTick: number, tickSpacing: number): [number, number] {
  const offsets = rangeOffsets(kind, stable);
  if (!offsets) return [nearestUsableTick(MIN_TICK, tickSpacing), nearestUsableTick(MAX_TICK, tickSpacing)];
  let lower = nearestUsableTick(currentTick + offsets[0], tickSpacing);
  let upper = nearestUsableTick(currentTick + offsets[1], tickSpacing);
  if (upper <= lower) upper = lower + tickSpacing;
  // keep out-of-range positions strictly out of range after rounding
  if (kind === 'above' && lower <= currentTick)
    lower += tickSpacing * Math.ceil((currentTick - lower + 1) / tickSpacing);
  if (kind === 'below' && upper > currentTick) upper -= tickSpacing * Math.ceil((upper - currentTick) / tickSpacing);
  if (upper <= lower) upper = lower + tickSpacing;
  return [lower, upper];
}

/** Amounts of token0 and token1 for a USD deposit into a range, split by what the range needs. */
function depositAmounts(ctx: SeedContext, pool: SeededPool, usd: number, kind: RangeKind): [bigint, bigint] {
  const p0 = ctx.priceUsd(pool.token0.symbol);
  const p1 = ctx.priceUsd(pool.token1.symbol);
  const share0 = kind === 'above' ? 1 : kind === 'below' ? 0 : 0.5;
  // a little more than needed: the position managers take what the range needs and refund or leave the rest
  return [
    usdToAmount(usd * share0 * 1.02, p0, pool.token0.decimals),
    usdToAmount(usd * (1 - share0) * 1.02, p1, pool.token1.decimals),
  ];
}

function resolvePool(ctx: SeedContext, spec: PoolSpec): Pick<SeededPool, 'token0' | 'token1'> {
  const a = spec.pair[0] === 'ETH' ? NATIVE_ETH : ctx.tokenBySymbol(spec.pair[0]);
  const b = spec.pair[1] === 'ETH' ? NATIVE_ETH : ctx.tokenBySymbol(spec.pair[1]);
  const [first] = sortCurrencies(a.address, b.address);
  return first === a.address ? { token0: a, token1: b } : { token0: b, token1: a };
}

function initialSqrtPrice(ctx: SeedContext, token0: TokenManifest, token1: TokenManifest) {
  return encodeSqrtPriceX96(
    ctx.priceUsd(token0.symbol) / ctx.priceUsd(token1.symbol),
    token0.decimals,
    token1.decimals,
  );
}

export async function seedV2Pool(
  ctx: SeedContext,
  spec: PoolSpec,
): Promise<{ pool: SeededPool; positions: SeededPosition[] }> {
  const { chain, contracts, holdings } = ctx;
  const { token0, token1 } = resolvePool(ctx, spec);
  const router = contracts.UniswapV2Router02;
  const lps: [number, number][] = [
    [1, 0.6],
    [2, 0.4],
  ];
  for (const [lp, share] of lps) {
    const [amount0, amount1] = depositAmounts(ctx, { token0, token1 } as SeededPool, spec.tvlUsd * share, 'full');
    await holdings.ensure(lp, token0, amount0);
    await holdings.ensure(lp, token1, amount1);
    await holdings.approve(lp, token0.address, router);
    await holdings.approve(lp, token1.address, router);
    await chain.write(lp, router, uniswapV2Router02Abi, 'addLiquidity', [
      token0.address,
      token1.address,
      amount0,
      amount1,
      0n,
      0n,
      chain.account(lp),
      FAR_FUTURE,
    ]);
  }
  const address = await chain.public.readContract({
    address: contracts.UniswapV2Factory,
    abi: uniswapV2FactoryAbi,
    functionName: 'getPair',
    args: [token0.address, token1.address],
  });
  const pool: SeededPool = {
    spec,
    token0,
    token1,
    manifest: { version: 'v2', address, token0: token0.address, token1: token1.address, fee: 3000 },
  };
  return { pool, positions: lps.map(([lp]) => ({ pool, lp, closed: false })) };
}

export async function seedV3Pool(
  ctx: SeedContext,
  spec: PoolSpec,
): Promise<{ pool: SeededPool; positions: SeededPosition[] }> {
  const { chain, contracts, holdings } = ctx;
  const { token0, token1 } = resolvePool(ctx, spec);
  const npm = contracts.NonfungiblePositionManager;
  const tickSpacing = V3_TICK_SPACING[spec.fee];
  if (!tickSpacing) throw new Error(`No v3 fee tier ${spec.fee}`);
  const sqrtPrice = initialSqrtPrice(ctx, token0, token1);
  await chain.write(0, npm, nonfungiblePositionManagerAbi, 'createAndInitializePoolIfNecessary', [
    token0.address,
    token1.address,
    spec.fee,
    sqrtPrice,
  ]);
  const address = await chain.public.readContract({
    address: contracts.UniswapV3Factory,
    abi: uniswapV3FactoryAbi,
    functionName: 'getPool',
    args: [token0.address, token1.address, spec.fee],
  });
  const pool: SeededPool = {
    spec,
    token0,
    token1,
    manifest: { version: 'v3', address, token0: token0.address, token1: token1.address, fee: spec.fee, tickSpacing },
  };
  const currentTick = getTickAtSqrtRatio(sqrtPrice);
  const positions: SeededPosition[] = [];
  for (const position of spec.positions ?? []) {
    const [tickLower, tickUpper] = ticksFor(position.range, isStablePair(spec, ctx), currentTick, tickSpacing);
    const [amount0, amount1] = depositAmounts(ctx, pool, spec.tvlUsd * position.share, position.range);
    const { lp } = position;
    await holdings.ensure(lp, token0, amount0);
    await holdings.ensure(lp, token1, amount1);
    await holdings.approve(lp, token0.address, npm);
    await holdings.approve(lp, token1.address, npm);
    const receipt = await chain.write(lp, npm, nonfungiblePositionManagerAbi, 'mint', [
      {
        token0: token0.address,
        token1: token1.address,
        fee: spec.fee,
        tickLower,
        tickUpper,
        amount0Desired: amount0,
        amount1Desired: amount1,
        amount0Min: 0n,
        amount1Min: 0n,
        recipient: chain.account(lp),
        deadline: FAR_FUTURE,
      },
    ]);
    const tokenId = mintedTokenId(receipt.logs, npm);
    const seeded: SeededPosition = { pool, lp, tokenId, tickLower, tickUpper, closed: false };
    if (position.closed) await closeV3Position(ctx, seeded);
    positions.push(seeded);
  }
  return { pool, positions };
}

type Protocol = Pick<SeedContext, 'chain' | 'contracts'>;

/** A v3 position's liquidity, read from the position manager. */
export async function v3PositionLiquidity({ chain, contracts }: Protocol, position: SeededPosition): Promise<bigint> {
  const info = await chain.public.readContract({
    address: contracts.NonfungiblePositionManager,
    abi: nonfungiblePositionManagerAbi,
    functionName: 'positions',
    args: [position.tokenId!],
  });
  return info[7];
}

/** Takes liquidity out of a v3 position and collects what it freed (and its fees) to the owner. */
export async function withdrawV3Liquidity({ chain, contracts }: Protocol, position: SeededPosition, liquidity: bigint) {
  const npm = contracts.NonfungiblePositionManager;
  await chain.write(position.lp, npm, nonfungiblePositionManagerAbi, 'decreaseLiquidity', [
    { tokenId: position.tokenId!, liquidity, amount0Min: 0n, amount1Min: 0n, deadline: FAR_FUTURE },
  ]);
  await chain.write(position.lp, npm, nonfungiblePositionManagerAbi, 'collect', [
    {
      tokenId: position.tokenId!,
      recipient: chain.account(position.lp),
      amount0Max: maxUint128,
      amount1Max: maxUint128,
    },
  ]);
}

export async function closeV3Position(ctx: SeedContext, position: SeededPosition): Promise<void> {
  await withdrawV3Liquidity(ctx, position, await v3PositionLiquidity(ctx, position));
  position.closed = true;
}

export async function seedV4Pool(
  ctx: SeedContext,
  spec: PoolSpec,
): Promise<{ pool: SeededPool; positions: SeededPosition[] }> {
  const { chain, contracts } = ctx;
  const { token0, token1 } = resolvePool(ctx, spec);
  const tickSpacing = spec.tickSpacing;
  if (!tickSpacing) throw new Error('A v4 pool needs a tick spacing');
  const hooks = spec.hook ? ctx.hooks[spec.hook] : zeroAddress;
  if (!hooks) throw new Error(`Hook ${spec.hook} was not deployed`);
  const poolKey: PoolKey = { currency0: token0.address, currency1: token1.address, fee: spec.fee, tickSpacing, hooks };
  const sqrtPrice = initialSqrtPrice(ctx, token0, token1);
  await chain.write(0, contracts.PositionManager, positionManagerAbi, 'initializePool', [poolKey, sqrtPrice]);
  const pool: SeededPool = {
    spec,
    token0,
    token1,
    poolKey,
    manifest: {
      version: 'v4',
      poolId: poolIdOf(poolKey),
      token0: token0.address,
      token1: token1.address,
      fee: spec.fee,
      tickSpacing,
      hooks,
      ...(spec.hook ? { hookName: spec.hook } : {}),
    },
  };
  const currentTick = getTickAtSqrtRatio(sqrtPrice);
  const positions: SeededPosition[] = [];
  for (const position of spec.positions ?? []) {
    positions.push(await mintV4Position(ctx, pool, position, sqrtPrice, currentTick));
  }
  return { pool, positions };
}

async function mintV4Position(
  ctx: SeedContext,
  pool: SeededPool,
  position: PositionSpec,
  sqrtPrice: bigint,
  currentTick: number,
) {
  const { chain, contracts, holdings } = ctx;
  const { token0, token1, poolKey } = pool;
  const posm = contracts.PositionManager;
  const [tickLower, tickUpper] = ticksFor(
    position.range,
    isStablePair(pool.spec, ctx),
    currentTick,
    poolKey!.tickSpacing,
  );
  const [amount0, amount1] = depositAmounts(ctx, pool, pool.spec.tvlUsd * position.share, position.range);
  const liquidity = getLiquidityForAmounts(
    sqrtPrice,
    getSqrtRatioAtTick(tickLower),
    getSqrtRatioAtTick(tickUpper),
    amount0,
    amount1,
  );
  const { lp } = position;
  const owner = chain.account(lp);
  await holdings.ensure(lp, token0, amount0);
  await holdings.ensure(lp, token1, amount1);
  await holdings.approveViaPermit2(lp, token0.address, posm);
  await holdings.approveViaPermit2(lp, token1.address, posm);
  const native = token0.address === zeroAddress;
  const tokenId = await chain.public.readContract({
    address: posm,
    abi: positionManagerAbi,
    functionName: 'nextTokenId',
  });
  const plan = encodeV4Plan([
    {
      action: V4Action.MINT_POSITION,
      poolKey: poolKey!,
      tickLower,
      tickUpper,
      liquidity,
      amount0Max: amount0,
      amount1Max: amount1,
      owner,
    },
    { action: V4Action.SETTLE_PAIR, currency0: token0.address, currency1: token1.address },
    ...(native ? [{ action: V4Action.SWEEP, currency: zeroAddress, to: owner } as const] : []),
  ]);
  await chain.write(
    lp,
    posm,
    positionManagerAbi,
    'modifyLiquidities',
    [plan, FAR_FUTURE],
    native ? amount0 : undefined,
  );
  const seeded: SeededPosition = { pool, lp, tokenId, tickLower, tickUpper, closed: false };
  if (position.closed) await closeV4Position(ctx, seeded, liquidity);
  return seeded;
}

/** Takes liquidity out of a v4 position (with its fees) to the owner. */
export async function withdrawV4Liquidity({ chain, contracts }: Protocol, position: SeededPosition, liquidity: bigint) {
  const { token0, token1 } = position.pool;
  const plan = encodeV4Plan([
    { action: V4Action.DECREASE_LIQUIDITY, tokenId: position.tokenId!, liquidity, amount0Min: 0n, amount1Min: 0n },
    {
      action: V4Action.TAKE_PAIR,
      currency0: token0.address,
      currency1: token1.address,
      recipient: chain.account(position.lp),
    },
  ]);
  await chain.write(position.lp, contracts.PositionManager, positionManagerAbi, 'modifyLiquidities', [
    plan,
    FAR_FUTURE,
  ]);
}

export async function closeV4Position(ctx: SeedContext, position: SeededPosition, liquidity: bigint): Promise<void> {
  await withdrawV4Liquidity(ctx, position, liquidity);
  position.closed = true;
}

export function mintedTokenId(
  logs: readonly { address: Address; topics: readonly `0x${string}`[]; data: `0x${string}` }[],
  npm: Address,
): bigint {
  for (const log of logs) {
    if (log.address.toLowerCase() !== npm.toLowerCase()) continue;
    try {
      const event = decodeEventLog({ abi: nonfungiblePositionManagerAbi, topics: log.topics as never, data: log.data });
      if (event.eventName === 'IncreaseLiquidity') return event.args.tokenId;
    } catch {
      // not an event of interest
    }
  }
  throw new Error('No position was minted');
}
