// The market's arbitrageur (issue 11). After every simulated trade, in the same block, and whenever it re-prices to
// the price walk, it trades each pool that strayed beyond its fee band back to the walk's price: pools of one pair
// then agree, and every path between two tokens gives the same price up to fees, at every block.
import type { Address } from 'viem';
import { mulDivRoundingUp } from '../workers/math/fullMath.ts';
import { encodeSqrtPriceX96 } from '../workers/math/priceMath.ts';
import { getAmount0Delta, getAmount1Delta } from '../workers/math/sqrtPriceMath.ts';
import { getV2AmountOut } from '../workers/math/v2Math.ts';
import { type Holdings, NATIVE_ETH } from './holdings.ts';
import type { ChainDeployment, TokenManifest } from '../contract/deployment.ts';
import { ARBITRAGE } from './market.ts';
import type { ChainSession } from './session.ts';
import type { PriceWalk } from './simulator.ts';
import { type MarketPool, type PoolState, type PoolSwap, midPrice, readPoolStates, routerCall } from './trade.ts';

const FEE_DENOMINATOR = 1_000_000n;
const ETH_FOR_GAS = 10n ** 24n;

/** How far a pool of this fee (hundredths of a bip) may sit from the reference before the arbitrageur trades it. */
export function arbitrageBand(fee: number): number {
  return fee / 1_000_000 + ARBITRAGE.premium;
}

/**
 * The exact-input swap that brings a pool's mid price to `target` (token1 per token0, whole units): for a v2 pair
 * computed from its reserves (fee and the input token's transfer fee included), for v3/v4 from the sqrt price and the
 * in-range liquidity (exact unless the price crosses an initialized tick; the arbitrageur then looks again).
 * Undefined when the pool is already there (to the unit).
 */
export function swapToPrice(
  pool: Pick<MarketPool, 'manifest' | 'token0' | 'token1'>,
  state: PoolState,
  target: number,
): Omit<PoolSwap, 'pool'> | undefined {
  const { token0, token1, manifest } = pool;
  if (state.version === 'v2') {
    const swap = v2SwapToPrice(state.reserve0, state.reserve1, target * 10 ** (token1.decimals - token0.decimals));
    if (!swap) return undefined;
    // the pair only receives what a fee-on-transfer token leaves after its fee
    const bips = BigInt((swap.zeroForOne ? token0 : token1).transferFeeBips ?? 0);
    return { zeroForOne: swap.zeroForOne, amountIn: mulDivRoundingUp(swap.amountIn, 10_000n, 10_000n - bips) };
  }
  const { sqrtPriceX96, liquidity } = state;
  if (liquidity === 0n) return undefined;
  const sqrtTarget = encodeSqrtPriceX96(target, token0.decimals, token1.decimals);
  const zeroForOne = sqrtTarget < sqrtPriceX96;
  const net = zeroForOne
    ? getAmount0Delta(sqrtTarget, sqrtPriceX96, liquidity, true)
    : getAmount1Delta(sqrtPriceX96, sqrtTarget, liquidity, true);
  if (net === 0n) return undefined;
  // the pool takes its fee from the input before moving the price (SwapMath.computeSwapStep)
  return { zeroForOne, amountIn: mulDivRoundingUp(net, FEE_DENOMINATOR, FEE_DENOMINATOR - BigInt(manifest.fee)) };
}

/** The largest input into a v2 pair that does not carry its raw price (reserve1 / reserve0) past `target`. */
function v2SwapToPrice(reserve0: bigint, reserve1: bigint, target: number) {
  const zeroForOne = Number(reserve1) / Number(reserve0) > target;
  const [reserveIn, reserveOut] = zeroForOne ? [reserve0, reserve1] : [reserve1, reserve0];
  const reaches = (amountIn: bigint) => {
    const out = getV2AmountOut(amountIn, reserveIn, reserveOut);
    return zeroForOne
      ? Number(reserve1 - out) / Number(reserve0 + amountIn) <= target
      : Number(reserve1 + amountIn) / Number(reserve0 - out) >= target;
  };
  let high = reserveIn;
  while (!reaches(high)) high *= 2n;
  let low = 0n;
  while (high - low > 1n) {
    const mid = (low + high) / 2n;
    if (reaches(mid)) high = mid;
    else low = mid;
  }
  return low === 0n ? undefined : { zeroForOne, amountIn: low };
}

export type ArbitrageurOptions = {
  chain: ChainSession;
  contracts: ChainDeployment['contracts'];
  holdings: Holdings;
  pools: MarketPool[];
  walk: PriceWalk;
};

export class Arbitrageur {
  readonly address: Address = ARBITRAGE.account;
  /** Pool swaps it made so far. */
  swaps = 0;
  /** The walk's prices as it last re-priced: the reference every pool is kept within its band of. */
  private reference: Record<string, number>;
  private repricedAt: number | undefined;
  private ready: Promise<void> | undefined;
  /** Lower bounds of its balances, so that most swaps need no balance read. */
  private readonly funded = new Map<Address, bigint>();

  constructor(private readonly o: ArbitrageurOptions) {
    this.reference = o.walk.snapshot();
  }

  /** token1 per token0 the reference gives a pool. */
  referencePrice(pool: Pick<MarketPool, 'token0' | 'token1'>): number {
    const price = (symbol: string) => {
      const usd = this.reference[symbol === 'WETH' ? 'ETH' : symbol];
      if (usd === undefined) throw new Error(`No reference price for ${symbol}`);
      return usd;
    };
    return price(pool.token0.symbol) / price(pool.token1.symbol);
  }

  /** Its account on this chain: impersonated, with ETH for gas and Permit2 allowances for the router (outside blocks). */
  setUp(): Promise<void> {
    this.ready ??= (async () => {
      const { chain, contracts, holdings, pools } = this.o;
      await chain.test.impersonateAccount({ address: this.address });
      await holdings.ensure(this.address, NATIVE_ETH, ETH_FOR_GAS);
      const tokens = new Set(pools.flatMap((p) => [p.token0.address, p.token1.address]));
      // native ETH needs no allowance (approveViaPermit2 skips it)
      for (const token of tokens) await holdings.approveViaPermit2(this.address, token, contracts.UniversalRouter);
    })();
    return this.ready;
  }

  /**
   * Takes the walk's current prices as the reference (at most every `repriceEveryHours`) and, in one block, trades
   * every pool outside its band back to them.
   */
  async reprice(hourStart: number): Promise<void> {
    if (this.repricedAt !== undefined && hourStart - this.repricedAt < ARBITRAGE.repriceEveryHours * 3600) return;
    this.repricedAt = hourStart;
    this.reference = this.o.walk.snapshot();
    await this.setUp();
    await this.o.chain.fillBlock(() => this.restore(this.o.pools));
  }

  /** In the block being filled, after a trade on `pool`: trades it back if the trade carried it outside its band. */
  backrun(pool: MarketPool): Promise<void> {
    return this.restore([pool]);
  }

  /** Swaps, looks again (through the pending block) and swaps again until every pool is within its band. */
  private async restore(pools: readonly MarketPool[]): Promise<void> {
    const { chain, contracts } = this.o;
    let pending = pools;
    for (let round = 0; pending.length > 0; round++) {
      const states = await readPoolStates(chain, contracts, pending);
      const swaps: PoolSwap[] = [];
      pending.forEach((pool, i) => {
        const reference = this.referencePrice(pool);
        if (Math.abs(midPrice(pool, states[i]!) / reference - 1) <= arbitrageBand(pool.manifest.fee)) return;
        const swap = swapToPrice(pool, states[i]!, reference);
        if (swap) swaps.push({ pool, ...swap });
      });
      if (swaps.length === 0) return;
      if (round === ARBITRAGE.maxRounds) {
        const names = swaps.map((s) => `${s.pool.manifest.version} ${s.pool.token0.symbol}/${s.pool.token1.symbol}`);
        throw new Error(`Arbitrage left ${names.join(', ')} outside the band after ${round} rounds`);
      }
      await this.fund(swaps);
      await chain.queue(this.address, routerCall(contracts, swaps));
      this.swaps += swaps.length;
      pending = swaps.map((s) => s.pool);
    }
  }

  /** Makes sure it holds what these swaps sell (minting into the block being filled when short). */
  private async fund(swaps: readonly PoolSwap[]): Promise<void> {
    const needs = new Map<Address, { token: TokenManifest; amount: bigint }>();
    for (const swap of swaps) {
      const token = swap.zeroForOne ? swap.pool.token0 : swap.pool.token1;
      const need = needs.get(token.address) ?? { token, amount: 0n };
      needs.set(token.address, { token, amount: need.amount + swap.amountIn });
    }
    for (const { token, amount } of needs.values()) {
      const known = this.funded.get(token.address) ?? 0n;
      if (known < amount) {
        // twice what is needed now, so that the next swaps of this token find it without a read
        await this.o.holdings.ensure(this.address, token, amount * 2n);
        this.funded.set(token.address, amount * 2n - amount);
      } else this.funded.set(token.address, known - amount);
    }
  }
}
