// spec §8 "Username": the username service's refusals (server/usernameClaims.ts codes) as the catalogue's words.
import type { ErrorMessageId } from '../../lib/errorMessages';
import type { UsernameWrite } from '../../data/usernames';
import { WalletServiceError } from '../../data/walletServices';

const BY_CODE: Readonly<Record<string, ErrorMessageId>> = {
  unavailable: 'usernameUnavailable',
  address_limit: 'usernameAddressLimit',
  device_limit: 'usernameDeviceLimit',
  change_limit: 'usernameChangeLimit',
  rate_limited: 'rateLimited',
};

/**
 * The message for a failed username write: the service's refusal by its code; a refused profile edit that carried an
 * avatar is the avatar's failure (its size or type); anything else, the claim's default failure.
 */
export function usernameFailureOf(error: unknown, write: UsernameWrite, withAvatar = false): ErrorMessageId {
  if (error instanceof WalletServiceError) {
    const named = BY_CODE[error.code];
    if (named) return named;
    if (write === 'profile' && withAvatar && error.status === 400) return 'avatarFailed';
  }
  return write === 'profile' || write === 'delete' ? 'somethingWentWrong' : 'usernameClaimFailed';
}
