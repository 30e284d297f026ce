// The passkey service's wire (spec §7 "Passkey": list authenticators for an address; start a challenge to register or
// delete; register an authenticator, platform or cross-platform; delete one; sign in and sign out with a passkey),
// served under /api/passkeys by server/passkeys and called by src/data/passkeys.ts.
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Address, Hex } from 'viem';
import type { WalletProofChallenge } from './walletProof.ts';

export type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
};

export const PASSKEYS_PATH = '/api/passkeys';

export type PasskeyAttachment = 'platform' | 'cross-platform';

/** spec §3 "Passkey authenticator": what the list shows (the provider and label are derived in the app). */
export type PasskeyAuthenticator = {
  /** The credential id, base64url. */
  id: string;
  /** Unix milliseconds. */
  creationTime: number;
  /** The authenticator's name from its AAGUID ("Google Password Manager", "iCloud Keychain", ...), or "Other". */
  providerName: string;
};

/** GET /authenticators?address= */
export type ListAuthenticatorsResponse = { authenticators: PasskeyAuthenticator[] };

/** POST /challenge */
export type PasskeyChallengeRequest =
  | {
      action: 'register';
      address: Address;
      attachment?: PasskeyAttachment;
      /** The passkey's name in the authenticator (spec §5: the username followed by the count plus one in brackets). */
      name?: string;
    }
  | { action: 'delete'; address: Address }
  /** Without an address the authenticator offers its discoverable passkeys for this site. */
  | { action: 'authenticate'; address?: Address };

export type PasskeyChallengeResponse = {
  challengeId: string;
  expiresAt: number;
  /** register: what navigator.credentials.create takes. */
  creationOptions?: PublicKeyCredentialCreationOptionsJSON;
  /** delete and authenticate, and register when the address has passkeys: what navigator.credentials.get takes. */
  requestOptions?: PublicKeyCredentialRequestOptionsJSON;
  /** register and delete: the wallet proof to sign instead of verifying a passkey. */
  walletProof?: WalletProofChallenge & { message: string };
};

/** Who approves a register or delete: the wallet's signature, or one of the address's passkeys (spec §4 "verify"). */
export type PasskeyApproval = { signature: Hex } | { assertion: AuthenticationResponseJSON };

/** POST /register */
export type RegisterPasskeyRequest = {
  challengeId: string;
  address: Address;
  credential: RegistrationResponseJSON;
  approval: PasskeyApproval;
};
export type RegisterPasskeyResponse = { authenticator: PasskeyAuthenticator };

/** POST /delete */
export type DeletePasskeyRequest = {
  challengeId: string;
  address: Address;
  credentialId: string;
  approval: PasskeyApproval;
};

/** POST /sign-in */
export type PasskeySignInRequest = { challengeId: string; assertion: AuthenticationResponseJSON };
export type PasskeySignInResponse = { address: Address; credentialId: string; session: string; expiresAt: number };

/** POST /sign-out: ends the session named in the body. */
export type PasskeySignOutRequest = { session: string };

/** The service's refusals, as `{ error }` with a 4xx status. */
export type PasskeyErrorCode =
  | 'invalid_request'
  | 'unknown_challenge'
  | 'challenge_expired'
  | 'challenge_mismatch'
  | 'invalid_signature'
  | 'verification_failed'
  | 'unknown_authenticator'
  | 'already_registered'
  | 'too_many_authenticators'
  | 'invalid_session';
