// spec §5 "new passkey name is the username followed by count plus one in brackets": the base of a new passkey's
// name is the wallet's username, or the app's name while it has none (or the service cannot say).
import type { QueryClient } from '@tanstack/react-query';
import type { Address } from 'viem';
import { usernameOfQueryOptions } from '../../data/usernames';
import { PASSKEY_BASE_NAME } from '../passkeys/unlockingPasskey';

/**
 * @example
 * newPasskeyName(await passkeyBaseName(queryClient, address), count) // 'alice (3)'
 */
export async function passkeyBaseName(queryClient: QueryClient, address: Address): Promise<string> {
  const username = await queryClient.fetchQuery(usernameOfQueryOptions({ address })).catch(() => null);
  return username ?? PASSKEY_BASE_NAME;
}
