// View-only wallets (spec §5, §6): a watched address can be looked at but never signs. Its connector id carries the
// address; the checks before watching one are in checkWatchAddress.ts (kept apart: they load viem's clients).
import type { Address } from 'viem';
import { hasAddressShape } from '../../lib/addressShape';

export const WATCH_CONNECTOR_PREFIX = 'watch:';

export const watchConnectorId = (address: Address) => `${WATCH_CONNECTOR_PREFIX}${address}`;

/** The address a view-only connector id watches, or undefined for any other connector. */
export function watchedAddress(connectorId: string | undefined): Address | undefined {
  if (!connectorId?.startsWith(WATCH_CONNECTOR_PREFIX)) return undefined;
  const address = connectorId.slice(WATCH_CONNECTOR_PREFIX.length);
  // the id was written from a checked address: its shape is enough, and keeps viem out of the first load
  return hasAddressShape(address) ? address : undefined;
}
