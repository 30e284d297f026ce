// The checks a watched address passes before it is added (spec §5): a real address, not already imported, not a
// smart contract on any of the app's chains.
import { isAddress } from 'viem';
import { publicClientFor } from '../clients.ts';
import { isSmartContract } from '../isSmartContract.ts';
import type { ChainEndpoint } from '../registry.ts';

/** spec §5: why a watched address is refused. */
export type WatchProblem = 'alreadyImported' | 'notFound' | 'smartContract';

/** Why an address cannot be watched, or undefined when it can (spec §5). */
export async function checkWatchAddress(
  input: string,
  options: { knownAddresses: string[]; chains: ChainEndpoint[] },
): Promise<WatchProblem | undefined> {
  const address = input.trim();
  if (!isAddress(address)) return 'notFound';
  if (options.knownAddresses.some((known) => known.toLowerCase() === address.toLowerCase())) return 'alreadyImported';
  // an EOA delegated under EIP-7702 is still a person's wallet (src/chain/isSmartContract.ts)
  const contracts = await Promise.all(
    options.chains.map((chain) => isSmartContract(publicClientFor(chain), { address })),
  );
  return contracts.some(Boolean) ? 'smartContract' : undefined;
}
