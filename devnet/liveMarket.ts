import { zeroAddress } from 'viem';
import { Holdings, NATIVE_ETH } from './holdings.ts';
import type { ChainDeployment, DeploymentManifest, TokenManifest } from '../contract/deployment.ts';
import { LIVE_MARKET, POOLS } from './market.ts';
import { seededRandom } from './random.ts';
import type { ChainSession } from './session.ts';
import { MarketSimulator, PriceWalk } from './simulator.ts';
import type { MarketPool } from './trade.ts';

/** Rebuilds the tradable pools of a chain from its manifest and the market table. */
export function marketPools(chain: ChainDeployment): MarketPool[] {
  const token = (address: string): TokenManifest =>
    address === zeroAddress ? NATIVE_ETH : chain.tokens.find((t) => t.address === address) ?? NATIVE_ETH;
  return chain.pools.flatMap((manifest) => {
    const token0 = token(manifest.token0);
    const token1 = token(manifest.token1);
    const symbols = [token0.symbol, token1.symbol].sort().join('/');
    const spec = POOLS.find(
      (p) =>
        p.chainId === chain.chainId &&
        p.version === manifest.version &&
        p.fee === manifest.fee &&
        [...p.pair].sort().join('/') === symbols,
    );
    if (!spec) return [];
    const poolKey =
      manifest.version === 'v4'
        ? {
            currency0: manifest.token0,
            currency1: manifest.token1,
            fee: manifest.fee,
            tickSpacing: manifest.tickSpacing,
            hooks: manifest.hooks,
          }
        : undefined;
    return [{ manifest, token0, token1, poolKey, tvlUsd: spec.tvlUsd, activity: spec.activity }];
  });
}

/**
 * Keeps the devnet trading while it runs: first it fills the hours since the cached history ended (up to a day), so a
 * warm start still has a recent 24 hours, then it swaps every so often in wall time.
 */
export class LiveMarket {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  private readonly simulators: MarketSimulator[];
  private readonly random = seededRandom(Date.now() % 2 ** 31);

  constructor(
    private readonly chains: ChainSession[],
    manifest: DeploymentManifest,
    finalPrices: Record<number, Record<string, number>>,
    private readonly log: (m: string) => void,
  ) {
    this.simulators = chains.map((chain) => {
      const chainManifest = manifest.chains[String(chain.chainId)]!;
      return new MarketSimulator({
        chain,
        contracts: chainManifest.contracts,
        holdings: new Holdings(chain, chainManifest.contracts.WETH9),
        pools: marketPools(chainManifest),
        positions: [],
        random: this.random,
        walk: new PriceWalk(this.random, finalPrices[chain.chainId]),
      });
    });
  }

  async start(
    intervalMs: number = Number(process.env.DEVNET_MARKET_INTERVAL_MS ?? LIVE_MARKET.intervalMs),
    catchUpHours: number = LIVE_MARKET.catchUpHours,
  ): Promise<void> {
    await this.catchUp(catchUpHours);
    // The build's arbitrageur held every pool near its last re-pricing (up to `repriceEveryHours` old), not near the
    // walk's final prices this market starts from: re-price once before trading (a no-op if the catch-up just did),
    // or a live trade's back-run would pull one pool to the new prices and leave its pair's other pools behind.
    const hourStart = Math.floor(Date.now() / 1000 / 3600) * 3600;
    for (const simulator of this.simulators) await simulator.arbitrageur.reprice(hourStart);
    this.timer = setInterval(() => {
      this.running = this.running.then(() => this.tick()).catch((error: Error) => this.log(`market: ${error.message}`));
    }, intervalMs);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private async catchUp(catchUpHours: number): Promise<void> {
    const now = Math.floor(Date.now() / 1000);
    for (const [i, chain] of this.chains.entries()) {
      const latest = Number((await chain.public.getBlock()).timestamp);
      const from = Math.max(latest + 60, now - catchUpHours * 3600);
      let hours = 0;
      for (let hour = from; hour + 3600 <= now; hour += 3600, hours++) await this.simulators[i]!.simulateHour(hour);
      if (hours > 0) this.log(`market: chain ${chain.chainId} caught up ${hours} hours`);
    }
  }

  private async tick(): Promise<void> {
    const simulator = this.random.pickWeighted(this.simulators, (s) => (s === this.simulators[0] ? 3 : 1));
    await simulator.swap();
  }
}
