// View-only wallets (spec §5, §6): a watched address can be looked at but never signs. The checks a watched address
// passes before it is added: not already imported, a real address, not a smart contract.
import { type Address, createPublicClient, http, isAddress } from 'viem';
import type { WatchProblem } from '../../../machines/onboarding.machine.ts';

export const WATCH_CONNECTOR_PREFIX = 'watch:';

export const watchConnectorId = (address: Address) => `${WATCH_CONNECTOR_PREFIX}${address}`;

/** The address a view-only connector id watches, or undefined for any other connector. */
export function watchedAddress(connectorId: string | undefined): Address | undefined {
  if (!connectorId?.startsWith(WATCH_CONNECTOR_PREFIX)) return undefined;
  const address = connectorId.slice(WATCH_CONNECTOR_PREFIX.length);
  return isAddress(address) ? address : undefined;
}

/** Why an address cannot be watched, or undefined when it can (spec §5). */
export async function checkWatchAddress(
  input: string,
  options: { knownAddresses: string[]; rpcUrls: string[] },
): Promise<WatchProblem | undefined> {
  const address = input.trim();
  if (!isAddress(address)) return 'notFound';
  if (options.knownAddresses.some((known) => known.toLowerCase() === address.toLowerCase())) return 'alreadyImported';
  const codes = await Promise.all(
    options.rpcUrls.map((url) => createPublicClient({ transport: http(url) }).getCode({ address })),
  );
  return codes.some((code) => code !== undefined && code !== '0x') ? 'smartContract' : undefined;
}
