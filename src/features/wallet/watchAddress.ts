// View-only wallets (spec §5): the checks before watching an address, and the stored row of a watched one.
import { type Address, getAddress } from 'viem';
import type { WatchProblem } from '../../../machines/onboarding.machine';
import { checkWatchAddress } from '../../chain/connectors/checkWatchAddress';
import { watchConnectorId } from '../../chain/connectors/viewOnly';
import { getDatabase } from '../../data/database';
import type { RuntimeConfig } from '../../data/runtimeConfig';

export const watchAddress = {
  async check(address: string, config: RuntimeConfig | undefined): Promise<WatchProblem | undefined> {
    const known = (await getDatabase().wallets.toArray())
      .filter((row) => row.kind !== 'viewOnly')
      .map((row) => row.address);
    return checkWatchAddress(address, { knownAddresses: known, chains: config?.chains ?? [] });
  },
  /** Stores the watched address and returns the connector id that connects it. */
  async add(address: Address): Promise<string> {
    const checksummed = getAddress(address);
    await getDatabase().wallets.put({ address: checksummed.toLowerCase(), kind: 'viewOnly', addedAt: Date.now() });
    return watchConnectorId(checksummed);
  },
};
