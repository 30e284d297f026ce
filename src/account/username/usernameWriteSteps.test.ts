import { describe, expect, it } from 'vitest';
import { hexToString } from 'viem';
import { WalletServiceError } from '../../data/walletServices';
import { usernameMessageStep } from './usernameWriteSteps';

const MESSAGE = 'sluice.example wants you to sign in with your Ethereum account:\nClaim a username for this wallet.';

describe('usernameMessageStep', () => {
  it('should show the service’s message as it will be signed and hand the signature to the write', async () => {
    const sent: string[] = [];
    const step = usernameMessageStep(
      { message: MESSAGE, submit: async (signature) => void sent.push(signature) },
      { write: 'claim', body: { username: 'alice' } },
    );
    expect(step.text).toBe(MESSAGE);
    expect(hexToString(step.message)).toBe(MESSAGE);
    await step.use!('0x1234');
    expect(sent).toEqual(['0x1234']);
  });

  it('should fail with spec §8’s words when the service refuses the signed write', async () => {
    const refusing = (error: unknown) => ({
      message: MESSAGE,
      submit: async () => {
        throw error;
      },
    });
    const unavailable = usernameMessageStep(refusing(new WalletServiceError('unavailable', 409)), { write: 'claim' });
    await expect(unavailable.use!('0x12')).rejects.toEqual({ reason: 'usernameUnavailable' });
    const avatar = usernameMessageStep(refusing(new WalletServiceError('invalid_request', 400)), {
      write: 'profile',
      body: { avatar: { type: 'image/png', data: 'AA==' } },
    });
    await expect(avatar.use!('0x12')).rejects.toEqual({ reason: 'avatarFailed' });
  });
});
