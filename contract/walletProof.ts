// How a wallet proves to the services server that it holds an address (issue 32: cloud backup, passkeys, usernames):
// the server issues a single-use challenge and the wallet signs a Sign-In with Ethereum message (EIP-4361) that names
// the server's domain, the action and the challenge as its nonce. The app rebuilds the message from the challenge's
// fields and signs only when it matches what the server sent, so the server cannot make it sign anything else.
import { type Address, getAddress } from 'viem';
import { createSiweMessage } from 'viem/siwe';

/** What a proof lets its holder do; one challenge serves one action. */
export const WALLET_PROOF_STATEMENTS = {
  'backup-put': 'Store the encrypted backup of this wallet’s recovery phrase.',
  'backup-get': 'Read the encrypted backup of this wallet’s recovery phrase.',
  'backup-delete': 'Delete the encrypted backup of this wallet’s recovery phrase.',
  'passkey-register': 'Add a passkey to this wallet.',
  'passkey-delete': 'Delete a passkey of this wallet.',
  'username-claim': 'Claim a username for this wallet.',
  'username-change': 'Change this wallet’s username.',
  'username-delete': 'Delete this wallet’s username.',
  'username-profile': 'Edit this wallet’s profile.',
} as const;

export type WalletProofAction = keyof typeof WALLET_PROOF_STATEMENTS;

/** The fields of a challenge the server sends; the message is built from them alone. */
export type WalletProofChallenge = {
  challengeId: string;
  action: WalletProofAction;
  address: Address;
  /** The server's origin (https://sluice.example): the message's domain and URI. */
  origin: string;
  chainId: number;
  /** Alphanumeric, at least 8 characters (EIP-4361's nonce). */
  nonce: string;
  /** Unix milliseconds. */
  issuedAt: number;
  expiresAt: number;
};

/**
 * The EIP-4361 message a wallet signs for a challenge.
 * @example
 * const signature = await account.signMessage({ message: walletProofMessage(challenge) });
 */
export function walletProofMessage(challenge: WalletProofChallenge): string {
  const url = new URL(challenge.origin);
  return createSiweMessage({
    domain: url.host,
    address: getAddress(challenge.address),
    statement: WALLET_PROOF_STATEMENTS[challenge.action],
    uri: url.origin,
    version: '1',
    chainId: challenge.chainId,
    nonce: challenge.nonce,
    issuedAt: new Date(challenge.issuedAt),
    expirationTime: new Date(challenge.expiresAt),
    resources: [`urn:sluice:${challenge.action}:${challenge.challengeId}`],
  });
}

/** A proof as a request carries it. */
export type WalletProof = { challengeId: string; signature: `0x${string}` };
