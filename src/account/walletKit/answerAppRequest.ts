// The answers to a connected app's requests that need no signature (issue 29): a network switch (then `chainChanged`),
// the wallet's EIP-5792 capabilities on the session's chains, and the status of a batch the app sent, read from the
// stored batches (issue 36) and only for the session's own account and chains.
import { type Address, type EIP1193Provider, hexToBigInt, isHex, numberToHex } from 'viem';
import type { CallBatchStore } from '../../chain/smartWallet/callBatch';
import { APP_REQUEST_ERRORS, type AnsweredAppRequest } from '../../lib/walletConnect/appRequests';
import type { PendingAppRequest, WalletKit } from './walletKit';

export type AnswerAppRequestParameters = {
  kit: Pick<WalletKit, 'respond' | 'respondError' | 'emitChainChanged'>;
  pending: PendingAppRequest;
  request: AnsweredAppRequest;
  /** The embedded wallet's provider for the session's account (it answers the EIP-5792 reads). */
  provider: Pick<EIP1193Provider, 'request'>;
  batches: CallBatchStore;
};

/** The session's chains the app asked about (all of them when it named none), as EIP-5792's hex chain ids. */
function askedChains(params: unknown, sessionChains: readonly number[]): `0x${string}`[] {
  const named = Array.isArray(params) && Array.isArray(params[1]) ? (params[1] as unknown[]) : undefined;
  const wanted = named
    ?.filter((id): id is `0x${string}` => isHex(id) && id.length <= 18)
    .map((id) => Number(hexToBigInt(id)));
  return sessionChains.filter((chainId) => !wanted || wanted.includes(chainId)).map((chainId) => numberToHex(chainId));
}

/**
 * Answers the app and returns what it was told: the result, or (for a batch the app does not own) the error.
 *
 * @example
 * await answerAppRequest({ kit, pending, request, provider, batches });
 */
export async function answerAppRequest(parameters: AnswerAppRequestParameters): Promise<unknown> {
  const { kit, pending, request, provider, batches } = parameters;
  switch (request.kind) {
    case 'switchChain':
      await kit.respond(pending, null);
      await kit.emitChainChanged(pending.topic, request.target).catch(() => undefined);
      return null;
    case 'getCapabilities': {
      // spec §8: a capability the wallet cannot check counts as unsupported (the provider says so per chain)
      const capabilities = await provider.request({
        method: 'wallet_getCapabilities',
        params: [request.account, askedChains(pending.params, pending.sessionChains)],
      } as never);
      await kit.respond(pending, capabilities);
      return capabilities;
    }
    case 'getCallsStatus': {
      const batch = await batches.get(request.batchId);
      const owned =
        batch !== undefined &&
        pending.sessionAccounts.some((account: Address) => account.toLowerCase() === batch.from.toLowerCase()) &&
        pending.sessionChains.includes(batch.chainId);
      // another app's batch is as unknown to this one as a batch that never was
      if (!owned) {
        await kit.respondError(pending, APP_REQUEST_ERRORS.unknownBundleId);
        return APP_REQUEST_ERRORS.unknownBundleId;
      }
      const status = await provider.request({ method: 'wallet_getCallsStatus', params: [request.batchId] } as never);
      await kit.respond(pending, status);
      return status;
    }
  }
}
