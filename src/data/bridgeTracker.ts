// Follows bridge deposits to their end (issue 31): every few seconds, each mined deposit in the activity store that
// has no outcome yet is read from both chains (chain/bridgeOutcome.ts) until it was filled on its destination or
// refunded on its origin; the row then says so. One loop per page, started at the app's start when a deposit is open
// (activityTracker.ts), when a deposit is sent or a list with an open deposit is shown, and stopped once none is left.
import type { Address, Hex } from 'viem';
import { readBridgeOutcome } from '../chain/bridgeOutcome';
import { publicClientFor } from '../chain/clients';
import { awaitsBridgeOutcome } from './activity';
import type { SluiceDatabase } from './database';
import { durableWrites } from './durableWrites';
import type { RuntimeChain } from './runtimeConfig';

const BRIDGE_POLL_MS = 2000;

let running: Promise<void> | undefined;

/** Looks for the outcome of every open deposit now; true while some are still open. */
export async function settleBridgeDeposits(
  database: SluiceDatabase,
  chains: readonly RuntimeChain[],
): Promise<boolean> {
  const open = (
    await database.activity
      .where('chainId')
      .anyOf(chains.map((c) => c.chainId))
      .toArray()
  ).filter(awaitsBridgeOutcome);
  let left = 0;
  for (const row of open) {
    const origin = chains.find((c) => c.chainId === row.chainId);
    const destination = chains.find((c) => c.chainId === row.bridge!.destinationChainId);
    const spokePool = destination?.contracts.SpokePool;
    if (!origin || !destination || !spokePool) continue;
    const ended = await readBridgeOutcome({
      origin: { client: publicClientFor(origin), chainId: origin.chainId },
      destination: { client: publicClientFor(destination), spokePool: spokePool as Address },
      hash: row.hash as Hex,
    }).catch(() => undefined);
    if (!ended) {
      left++;
      continue;
    }
    await durableWrites.write(() =>
      database.activity.update(row.id, {
        bridge: { ...row.bridge!, outcome: ended.outcome, outcomeHash: ended.hash },
        unseen: true,
      }),
    );
  }
  return left > 0;
}

/** Starts the page's loop unless it runs; it ends once no deposit is open. */
export function trackBridgeDeposits(database: SluiceDatabase, chains: readonly RuntimeChain[]): void {
  if (running) return;
  running = (async () => {
    while (await settleBridgeDeposits(database, chains).catch(() => true))
      await new Promise((resolve) => setTimeout(resolve, BRIDGE_POLL_MS));
  })().finally(() => (running = undefined));
}
