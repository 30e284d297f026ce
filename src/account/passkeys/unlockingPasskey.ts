// A passkey that unlocks (issue 32): created with WebAuthn's PRF extension, and the open vault sealed a second time
// for its PRF output, so the passkey alone unlocks the wallet and approves its signatures; the password stays the
// fallback. The PRF output is taken off the response before it goes to the passkey service.
import type { Address } from 'viem';
import {
  browserPasskeyCeremonies,
  createPasskeysApi,
  type PasskeyCeremonies,
  type PasskeyVerified,
} from '../../data/passkeys';
import type { PasskeyAuthenticator } from '../../../contract/passkeys';
import { prfOutputOf, readPasskeyPrf, withoutPrfOutput, withPrf } from './passkeyPrf';
import { newPasskeyName } from '../../lib/wallet/passkeyLabel';
import type { EmbeddedWallet } from '../embedded/embeddedWallet';

/** Without a username (not claimable yet) a passkey is named after the app: "Sluice (1)". */
export const PASSKEY_BASE_NAME = 'Sluice';

type UnlockingWallet = Pick<EmbeddedWallet, 'addPasskeyUnlock' | 'getState'>;

/** Makes the verified passkey and, while the wallet is open, seals the vault for it. */
export async function createUnlockingPasskey(
  wallet: UnlockingWallet,
  verified: PasskeyVerified,
  ceremonies: PasskeyCeremonies = browserPasskeyCeremonies,
): Promise<PasskeyAuthenticator> {
  let prf: Uint8Array | undefined;
  const withPrfCapture: PasskeyCeremonies = {
    async create(options) {
      const response = await ceremonies.create(withPrf(options));
      prf = prfOutputOf(response);
      return withoutPrfOutput(response);
    },
    get: ceremonies.get,
  };
  const authenticator = await createPasskeysApi({ ceremonies: withPrfCapture }).finishRegister(verified);
  if (wallet.getState().unlocked) {
    // some authenticators give the PRF output only on use, not at creation
    prf ??= (await readPasskeyPrf([authenticator.id])).prf;
    await wallet.addPasskeyUnlock(authenticator.id, prf);
  }
  return authenticator;
}

/** "Create an account": the new wallet's first passkey, approved by the wallet's own signature. */
export async function createAccountPasskey(wallet: UnlockingWallet & Pick<EmbeddedWallet, 'signer'>): Promise<void> {
  const address = wallet.getState().activeAddress as Address | undefined;
  if (!address) throw new Error('No account to make a passkey for');
  const verified = await createPasskeysApi().verify('register', {
    address,
    approver: { signMessage: (message) => wallet.signer.signMessage(address, message) },
    name: newPasskeyName(PASSKEY_BASE_NAME, 0),
  });
  await createUnlockingPasskey(wallet, verified);
}
