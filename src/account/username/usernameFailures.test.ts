import { describe, expect, it } from 'vitest';
import { WalletServiceError } from '../../data/walletServices';
import { usernameFailureOf } from './usernameFailures';

describe('usernameFailureOf', () => {
  it('should name the service’s refusals by their spec §8 words when it refuses a claim', () => {
    expect(usernameFailureOf(new WalletServiceError('unavailable', 409), 'claim')).toBe('usernameUnavailable');
    expect(usernameFailureOf(new WalletServiceError('address_limit', 409), 'claim')).toBe('usernameAddressLimit');
    expect(usernameFailureOf(new WalletServiceError('device_limit', 429), 'claim')).toBe('usernameDeviceLimit');
    expect(usernameFailureOf(new WalletServiceError('change_limit', 409), 'change')).toBe('usernameChangeLimit');
  });

  it('should call a refused avatar an avatar failure and anything unknown the default claim failure', () => {
    expect(usernameFailureOf(new WalletServiceError('invalid_request', 400), 'profile', true)).toBe('avatarFailed');
    expect(usernameFailureOf(new WalletServiceError('invalid_request', 400), 'profile', false)).toBe(
      'somethingWentWrong',
    );
    expect(usernameFailureOf(new TypeError('Failed to fetch'), 'claim')).toBe('usernameClaimFailed');
  });
});
