// The signing pipeline's signer in the popup (issue 30): the review builds, simulates and sends as the app's does; each
// signature it needs is made by the service worker, which holds the key, for the request the popup is reviewing.
import type { SignedAuthorization } from 'viem';
import type { EmbeddedSigner } from '../../src/chain/connectors/embedded.ts';
import { type Wire, fromWire, toWire } from '../messages.ts';
import { extensionWallet } from './extensionClient.ts';

export function reviewSigner(approvalId: string): EmbeddedSigner {
  return {
    signMessage: (address, message) =>
      extensionWallet.sign(approvalId, { what: 'message', address, message: toWire(message) }),
    signTypedData: (address, typedData) =>
      extensionWallet.sign(approvalId, { what: 'typedData', address, typedData: toWire(typedData) }),
    signTransaction: (address, transaction) =>
      extensionWallet.sign(approvalId, { what: 'transaction', address, transaction: toWire(transaction) }),
    signAuthorization: async (address, authorization) =>
      fromWire<SignedAuthorization>(
        await extensionWallet.sign<Wire>(approvalId, {
          what: 'authorization',
          address,
          authorization: toWire(authorization),
        }),
      ),
  };
}
