// spec §7 username lookup: a username (unitag) names an address through the services server's username service.
import { queryOptions } from '@tanstack/react-query';
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

export const lookupUsernameQueryKey = ({ username }: { username: string | undefined }) =>
  ['lookupUsername', username] as const;

/**
 * The address `username` names (null when nobody has it), kept five minutes.
 * @example
 * const lookup = useQuery(lookupUsernameQueryOptions({ username }));
 */
export function lookupUsernameQueryOptions(parameters: { username: string | undefined }) {
  const { username } = parameters;
  return queryOptions({
    queryKey: lookupUsernameQueryKey(parameters),
    enabled: username !== undefined,
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => lookupUsername(username!, signal),
  });
}
