import { zeroAddress } from 'viem';
import { uniswapV2FactoryAbi, uniswapV2PairAbi, uniswapV2Router02Abi } from '../contract/abis/v2.ts';
import { nonfungiblePositionManagerAbi } from '../contract/abis/v3.ts';
import { positionManagerAbi } from '../contract/abis/v4.ts';
import { V4Action, encodeV4Plan } from '../contract/v4Actions.ts';
import { getLiquidityForAmounts } from '../workers/math/liquidityAmounts.ts';
import { getSqrtRatioAtTick } from '../workers/math/tickMath.ts';
import { type Holdings, usdToAmount } from './holdings.ts';
import type { ChainDeployment } from '../contract/deployment.ts';
import { ETH_PRICE_USD, ETH_VOLATILITY, HISTORY, TOKENS, TRADERS } from './market.ts';
import type { Random } from './random.ts';
import { type SeededPosition, v3PositionLiquidity, withdrawV3Liquidity, withdrawV4Liquidity } from './seedPools.ts';
import type { ChainSession } from './session.ts';
import { type MarketPool, fundSwap, routerCall } from './trade.ts';
import { Arbitrageur } from './arbitrage.ts';
import { stateViewAbi } from '../contract/abis/v4.ts';

const FAR_FUTURE = 2n ** 40n;
const HOUR = 3600;

/** The market's "true" USD prices, each a geometric random walk with its own daily volatility. */
export class PriceWalk {
  readonly prices = new Map<string, number>();
  private readonly volatility = new Map<string, number>();

  constructor(
    private readonly random: Random,
    start?: Record<string, number>,
  ) {
    for (const token of TOKENS) {
      this.prices.set(token.symbol, start?.[token.symbol] ?? token.priceUsd);
      this.volatility.set(token.symbol, token.volatility);
    }
    const eth = start?.ETH ?? ETH_PRICE_USD;
    this.prices.set('ETH', eth);
    this.volatility.set('ETH', ETH_VOLATILITY);
  }

  price(symbol: string): number {
    const price = this.prices.get(symbol === 'WETH' ? 'ETH' : symbol);
    if (price === undefined) throw new Error(`No price for ${symbol}`);
    return price;
  }

  /** Advances every price by one hour; stablecoins are pulled back toward $1. */
  advanceHour(): void {
    for (const [symbol, price] of this.prices) {
      const hourly = (this.volatility.get(symbol) ?? 0.03) / Math.sqrt(24);
      let next = price * Math.exp(hourly * this.random.normal() - (hourly * hourly) / 2);
      if (TOKENS.find((t) => t.symbol === symbol)?.flags.includes('stablecoin')) next = 1 + (next - 1) * 0.8;
      this.prices.set(symbol, next);
    }
  }

  snapshot(): Record<string, number> {
    return Object.fromEntries(this.prices);
  }
}

export type SimulatorOptions = {
  chain: ChainSession;
  contracts: ChainDeployment['contracts'];
  holdings: Holdings;
  pools: MarketPool[];
  positions: SeededPosition[];
  random: Random;
  walk: PriceWalk;
};

/** Trades like a market: swaps that mostly chase the walk's prices, and now and then liquidity added or removed. */
export class MarketSimulator {
  swaps = 0;
  liquidityChanges = 0;
  readonly arbitrageur: Arbitrageur;

  constructor(private readonly o: SimulatorOptions) {
    this.arbitrageur = new Arbitrageur(o);
  }

  /** Simulates one hour of chain time starting at `hourStart` (unix seconds). */
  async simulateHour(hourStart: number): Promise<void> {
    const { random, walk } = this.o;
    walk.advanceHour();
    const meanSwaps = HISTORY.swapsPerHour[this.o.chain.chainId] ?? 0.5;
    const count = random.poisson(meanSwaps);
    const offsets = Array.from({ length: count }, () => random.int(HOUR - 10) + 1).sort((a, b) => a - b);
    const changesLiquidity = this.o.positions.length > 0 && random.next() < 1 / HISTORY.hoursPerLiquidityChange;
    // the arbitrageur re-prices at the hour's first block: blocks only exist where something happens
    const first = offsets[0] ?? (changesLiquidity ? HOUR - 5 : undefined);
    if (first !== undefined) {
      this.o.chain.atTime(hourStart + first);
      await this.arbitrageur.reprice(hourStart);
    }
    for (const offset of offsets) await this.swap(hourStart + offset);
    if (changesLiquidity) await this.changeLiquidity(hourStart + HOUR - 5);
  }

  /**
   * One trader's swap, either way, at a given chain time or (undefined) whenever the chain mines it; the arbitrageur's
   * swap that brings the pool back within its band shares its block.
   */
  async swap(timestamp?: number): Promise<void> {
    const { chain, contracts, holdings, pools, random, walk } = this.o;
    const pool = random.pickWeighted(pools, (p) => p.activity);
    const zeroForOne = random.next() < 0.5;
    const usd = random.logUniform(
      HISTORY.minSwapUsd,
      Math.max(HISTORY.minSwapUsd * 2, Math.min(HISTORY.maxSwapUsd, pool.tvlUsd * 0.015)),
    );
    const tokenIn = zeroForOne ? pool.token0 : pool.token1;
    const amountIn = usdToAmount(usd, walk.price(tokenIn.symbol), tokenIn.decimals);
    if (amountIn === 0n) return;
    const trader = TRADERS[random.int(TRADERS.length)]!;
    if (timestamp !== undefined) chain.atTime(timestamp);
    await fundSwap(contracts, holdings, trader, tokenIn, amountIn * 2n);
    await this.arbitrageur.setUp();
    await chain.fillBlock(async () => {
      await chain.queue(trader, routerCall(contracts, [{ pool, zeroForOne, amountIn }]));
      await this.arbitrageur.backrun(pool);
    });
    this.swaps++;
  }

  /** An LP adds to or takes out part of one of its open positions. */
  private async changeLiquidity(timestamp: number): Promise<void> {
    const { random } = this.o;
    const open = this.o.positions.filter((p) => !p.closed);
    const position = open[random.int(open.length)];
    if (!position) return;
    const add = random.next() < 0.55;
    const fraction = random.between(0.05, 0.3);
    this.o.chain.atTime(timestamp);
    switch (position.pool.manifest.version) {
      case 'v2':
        await (add ? this.addV2(position, fraction) : this.removeV2(position, fraction));
        break;
      case 'v3':
        await (add ? this.addV3(position, fraction) : this.removeV3(position, fraction));
        break;
      case 'v4':
        await (add ? this.addV4(position, fraction) : this.removeV4(position, fraction));
        break;
    }
    this.liquidityChanges++;
  }

  private depositFor(position: SeededPosition, fraction: number): [bigint, bigint] {
    const { pool } = position;
    const usd = pool.spec.tvlUsd * fraction * 0.5;
    return [
      usdToAmount(usd, this.o.walk.price(pool.token0.symbol), pool.token0.decimals),
      usdToAmount(usd, this.o.walk.price(pool.token1.symbol), pool.token1.decimals),
    ];
  }

  private async addV2(position: SeededPosition, fraction: number) {
    const { chain, contracts, holdings } = this.o;
    const { token0, token1 } = position.pool;
    const [amount0, amount1] = this.depositFor(position, fraction);
    await holdings.ensure(position.lp, token0, amount0);
    await holdings.ensure(position.lp, token1, amount1);
    await chain.write(position.lp, contracts.UniswapV2Router02, uniswapV2Router02Abi, 'addLiquidity', [
      token0.address,
      token1.address,
      amount0,
      amount1,
      0n,
      0n,
      chain.account(position.lp),
      FAR_FUTURE,
    ]);
  }

  private async removeV2(position: SeededPosition, fraction: number) {
    const { chain, contracts, holdings } = this.o;
    const { token0, token1 } = position.pool;
    const pair = await chain.public.readContract({
      address: contracts.UniswapV2Factory,
      abi: uniswapV2FactoryAbi,
      functionName: 'getPair',
      args: [token0.address, token1.address],
    });
    const balance = await chain.public.readContract({
      address: pair,
      abi: uniswapV2PairAbi,
      functionName: 'balanceOf',
      args: [chain.account(position.lp)],
    });
    const liquidity = (balance * BigInt(Math.round(fraction * 1000))) / 1000n;
    if (liquidity === 0n) return;
    await holdings.approve(position.lp, pair, contracts.UniswapV2Router02);
    const fot = token0.flags.includes('feeOnTransfer') || token1.flags.includes('feeOnTransfer');
    if (fot) {
      // a fee-on-transfer pair pays out less than it books: the router's supporting-fee path handles it
      const token = token0.flags.includes('feeOnTransfer') ? token0 : token1;
      await chain.write(
        position.lp,
        contracts.UniswapV2Router02,
        uniswapV2Router02Abi,
        'removeLiquidityETHSupportingFeeOnTransferTokens',
        [token.address, liquidity, 0n, 0n, chain.account(position.lp), FAR_FUTURE],
      );
      return;
    }
    await chain.write(position.lp, contracts.UniswapV2Router02, uniswapV2Router02Abi, 'removeLiquidity', [
      token0.address,
      token1.address,
      liquidity,
      0n,
      0n,
      chain.account(position.lp),
      FAR_FUTURE,
    ]);
  }

  private async addV3(position: SeededPosition, fraction: number) {
    const { chain, contracts, holdings } = this.o;
    const { token0, token1 } = position.pool;
    const [amount0, amount1] = this.depositFor(position, fraction);
    await holdings.ensure(position.lp, token0, amount0);
    await holdings.ensure(position.lp, token1, amount1);
    await chain.write(
      position.lp,
      contracts.NonfungiblePositionManager,
      nonfungiblePositionManagerAbi,
      'increaseLiquidity',
      [
        {
          tokenId: position.tokenId!,
          amount0Desired: amount0,
          amount1Desired: amount1,
          amount0Min: 0n,
          amount1Min: 0n,
          deadline: FAR_FUTURE,
        },
      ],
    );
  }

  private async removeV3(position: SeededPosition, fraction: number) {
    const liquidity = ((await v3PositionLiquidity(this.o, position)) * BigInt(Math.round(fraction * 1000))) / 1000n;
    if (liquidity > 0n) await withdrawV3Liquidity(this.o, position, liquidity);
  }

  private async v4Liquidity(position: SeededPosition): Promise<{ liquidity: bigint; sqrtPrice: bigint }> {
    const { chain, contracts } = this.o;
    const liquidity = await chain.public.readContract({
      address: contracts.PositionManager,
      abi: positionManagerAbi,
      functionName: 'getPositionLiquidity',
      args: [position.tokenId!],
    });
    const manifest = position.pool.manifest;
    if (manifest.version !== 'v4') throw new Error('not a v4 position');
    const [sqrtPrice] = await chain.public.readContract({
      address: contracts.StateView,
      abi: stateViewAbi,
      functionName: 'getSlot0',
      args: [manifest.poolId],
    });
    return { liquidity, sqrtPrice };
  }

  private async addV4(position: SeededPosition, fraction: number) {
    const { chain, contracts, holdings } = this.o;
    const { token0, token1 } = position.pool;
    const [amount0, amount1] = this.depositFor(position, fraction);
    const { sqrtPrice } = await this.v4Liquidity(position);
    const liquidity = getLiquidityForAmounts(
      sqrtPrice,
      getSqrtRatioAtTick(position.tickLower!),
      getSqrtRatioAtTick(position.tickUpper!),
      amount0,
      amount1,
    );
    if (liquidity === 0n) return;
    await holdings.ensure(position.lp, token0, amount0);
    await holdings.ensure(position.lp, token1, amount1);
    const native = token0.address === zeroAddress;
    const owner = chain.account(position.lp);
    const plan = encodeV4Plan([
      {
        action: V4Action.INCREASE_LIQUIDITY,
        tokenId: position.tokenId!,
        liquidity,
        amount0Max: amount0,
        amount1Max: amount1,
      },
      // accrued fees are credited on increase and can outweigh what the deposit owes: close each side either way
      { action: V4Action.CLOSE_CURRENCY, currency: token0.address },
      { action: V4Action.CLOSE_CURRENCY, currency: token1.address },
      ...(native ? [{ action: V4Action.SWEEP, currency: zeroAddress, to: owner } as const] : []),
    ]);
    await chain.write(
      position.lp,
      contracts.PositionManager,
      positionManagerAbi,
      'modifyLiquidities',
      [plan, FAR_FUTURE],
      native ? amount0 : undefined,
    );
  }

  private async removeV4(position: SeededPosition, fraction: number) {
    const current = await this.v4Liquidity(position);
    const liquidity = (current.liquidity * BigInt(Math.round(fraction * 1000))) / 1000n;
    if (liquidity > 0n) await withdrawV4Liquidity(this.o, position, liquidity);
  }
}
