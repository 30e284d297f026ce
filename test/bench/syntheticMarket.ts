// A synthetic v3 market for benchmarks: the same pools as our snapshots and as @uniswap/v3-sdk Pools.
import { Token } from '@uniswap/sdk-core';
import { Pool } from '@uniswap/v3-sdk';
import { seededRandom } from '../../devnet/random.ts';
import { MAX_TICK, getSqrtRatioAtTick } from '../../workers/math/tickMath.ts';
import type { CurrencyId, PoolSnapshot } from '../../workers/routing/types.ts';

const SPACING: Record<number, number> = { 100: 1, 500: 10, 3000: 60, 10000: 200 };

export type SyntheticMarket = { tokens: Token[]; ids: CurrencyId[]; snapshots: PoolSnapshot[]; sdkPools: Pool[] };

/** `poolCount` v3 pools over `tokenCount` tokens; a few tokens are hubs, as on a real chain. */
export function syntheticMarket(poolCount: number, tokenCount: number, seed = 7): SyntheticMarket {
  const random = seededRandom(seed);
  const ids = Array.from({ length: tokenCount }, (_, i) => `0x${(i + 1).toString(16).padStart(40, '0')}` as CurrencyId);
  const tokens = ids.map((id, i) => new Token(1, id, 18, `T${i}`));
  const snapshots: PoolSnapshot[] = [];
  const sdkPools: Pool[] = [];
  const seen = new Set<string>();
  while (snapshots.length < poolCount) {
    const i = Math.floor(random.next() ** 2 * tokenCount);
    const j = random.int(tokenCount);
    if (i === j) continue;
    const [a, b] = BigInt(ids[i]!) < BigInt(ids[j]!) ? [i, j] : [j, i];
    const fee = [100, 500, 3000, 10000][random.int(4)]!;
    if (seen.has(`${a}:${b}:${fee}`)) continue;
    seen.add(`${a}:${b}:${fee}`);
    const spacing = SPACING[fee]!;
    const tick = Math.round(random.between(-2000, 2000) / spacing) * spacing + 1;
    const liquidity = BigInt(Math.floor(random.logUniform(1e18, 1e23)));
    const edge = Math.floor(MAX_TICK / spacing) * spacing;
    const lower = tick - 1 - spacing * 50;
    const upper = tick - 1 + spacing * 50;
    const ticks = [
      { index: -edge, liquidityNet: liquidity, liquidityGross: liquidity },
      { index: lower, liquidityNet: liquidity, liquidityGross: liquidity },
      { index: upper, liquidityNet: -liquidity, liquidityGross: liquidity },
      { index: edge, liquidityNet: -liquidity, liquidityGross: liquidity },
    ];
    const sqrtPriceX96 = getSqrtRatioAtTick(tick);
    snapshots.push({
      version: 'v3',
      id: `0x${snapshots.length.toString(16).padStart(40, '0')}` as CurrencyId,
      currency0: ids[a]!,
      currency1: ids[b]!,
      fee,
      state: { version: 'v3', sqrtPriceX96, tick, liquidity: liquidity * 2n, fee, tickSpacing: spacing, ticks },
    });
    sdkPools.push(
      new Pool(
        tokens[a]!,
        tokens[b]!,
        fee,
        sqrtPriceX96.toString(),
        (liquidity * 2n).toString(),
        tick,
        ticks.map((t) => ({
          index: t.index,
          liquidityNet: t.liquidityNet.toString(),
          liquidityGross: t.liquidityGross.toString(),
        })),
      ),
    );
  }
  return { tokens, ids, snapshots, sdkPools };
}
