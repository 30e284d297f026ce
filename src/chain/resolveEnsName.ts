// spec §5, §7 "ENS resolution direct": the address a name points to, through viem's ENS actions and the chain's
// UniversalResolver. A chain without a name service (no resolver in its manifest) resolves nothing.
import type { Address } from 'viem';
import { normalize } from 'viem/ens';
import type { ChainClient } from './clients';

export type ResolveEnsNameParameters = { name: string };

/**
 * The name's address, or null when the chain has no name service, the name is not a valid name or has no address, or
 * the lookup fails.
 *
 * @example
 * const address = await resolveEnsName(client, { name: 'alice.eth' });
 */
export async function resolveEnsName(client: ChainClient, { name }: ResolveEnsNameParameters): Promise<Address | null> {
  if (!client.chain?.contracts?.ensUniversalResolver) return null;
  try {
    // ENSIP-15: the name is hashed as normalized ('ALICE.eth' is alice.eth); a name that cannot be is not found
    return await client.getEnsAddress({ name: normalize(name) });
  } catch (error) {
    // a name that does not resolve reverts inside the resolver: for the form it is simply not found
    console.warn(`could not resolve ${name}:`, error);
    return null;
  }
}
