// spec §7 username lookup: a username (unitag) names an address through the services server's username service.
import { type Address, getAddress } from 'viem';

export const USERNAME_LOOKUP_PATH = '/api/usernames/lookup';

/** The address a username belongs to; null when nobody has it. Throws when the service cannot answer. */
export async function lookupUsername(username: string, signal?: AbortSignal): Promise<Address | null> {
  const response = await fetch(`${USERNAME_LOOKUP_PATH}?username=${encodeURIComponent(username)}`, { signal });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`username lookup: HTTP ${response.status}`);
  const record = (await response.json()) as { address: string };
  return getAddress(record.address);
}
