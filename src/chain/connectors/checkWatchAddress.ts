// The checks a watched address passes before it is added (spec §5): a real address, not already imported, not a
// smart contract on any of the app's chains.
import { isAddress } from 'viem';
import { publicClientFor } from '../clients.ts';
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
  const codes = await Promise.all(options.chains.map((chain) => publicClientFor(chain).getCode({ address })));
  return codes.some((code) => code !== undefined && code !== '0x') ? 'smartContract' : undefined;
}
