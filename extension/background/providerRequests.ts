// A dapp's EIP-1193 request, answered by the service worker (issue 30). What needs the person (connecting, a
// signature, a transaction, a batch) waits for the approval popup; a site that is not connected hears 4100 for
// anything but connecting and the chain id; a rejection is 4001. The wallet's parts are injected: every path is tested.
import { type Address, type Hex, hexToNumber, isHex, numberToHex } from 'viem';
import { APP_REQUEST_ERRORS, readAppRequest } from '../../src/lib/walletConnect/appRequests.ts';
import {
  PROVIDER_ERRORS,
  type ApprovalRequest,
  type PersonAnswer,
  type ProviderError,
  type RpcAnswer,
  type RpcRequest,
} from '../messages.ts';

/** What asking the person gives: rejected (4001), or approved with what the popup's review came to. */
export type AskPerson = (approval: ApprovalRequest) => Promise<PersonAnswer>;

export type ProviderWallet = {
  /** The account dapps see while unlocked; undefined while locked. */
  activeAddress: () => Promise<Address | undefined>;
  isConnected: (origin: string) => Promise<boolean>;
  connect: (origin: string) => Promise<void>;
  chainId: () => Promise<number>;
  knownChainIds: () => Promise<readonly number[]>;
  switchChain: (chainId: number) => Promise<void>;
  ask: AskPerson;
  /** EIP-5792 wallet_getCapabilities for the account on the chains asked (all the wallet's when none are). */
  capabilities: (address: Address, chainIds: readonly number[]) => Promise<unknown>;
  /** EIP-5792 wallet_getCallsStatus of a batch the account sent; undefined for a batch it does not know. */
  callsStatus: (address: Address, batchId: string) => Promise<unknown>;
};

const fail = (error: ProviderError): RpcAnswer => ({ error });
const paramsOf = (request: RpcRequest): unknown[] => (Array.isArray(request.params) ? request.params : []);

/**
 * @example
 * await answerProviderRequest('https://app.example', { method: 'eth_chainId' }, wallet); // { result: '0x7a69' }
 */
export async function answerProviderRequest(
  origin: string,
  request: RpcRequest,
  wallet: ProviderWallet,
): Promise<RpcAnswer> {
  const params = paramsOf(request);
  switch (request.method) {
    case 'eth_chainId':
      return { result: numberToHex(await wallet.chainId()) };
    case 'eth_accounts': {
      const address = await wallet.activeAddress();
      return { result: address && (await wallet.isConnected(origin)) ? [address] : [] };
    }
    case 'eth_requestAccounts': {
      const address = await wallet.activeAddress();
      if (address && (await wallet.isConnected(origin))) return { result: [address] };
      // the popup unlocks first when it must, then asks to connect
      if (!(await wallet.ask({ kind: 'connect', origin })).approved) return fail(PROVIDER_ERRORS.userRejected);
      await wallet.connect(origin);
      const connected = await wallet.activeAddress();
      return connected ? { result: [connected] } : fail(PROVIDER_ERRORS.userRejected);
    }
  }
  // everything else is for connected sites only
  const address = await wallet.activeAddress();
  if (!address || !(await wallet.isConnected(origin))) return fail(PROVIDER_ERRORS.unauthorized);
  switch (request.method) {
    // EIP-3085: a chain the wallet knows is "added" by switching to it; it adds no chain of a dapp's own
    case 'wallet_addEthereumChain':
    case 'wallet_switchEthereumChain': {
      const target = (params[0] as { chainId?: unknown } | undefined)?.chainId;
      if (!isHex(target)) return fail(PROVIDER_ERRORS.invalidParams);
      const chainId = hexToNumber(target);
      if (!(await wallet.knownChainIds()).includes(chainId)) return fail(PROVIDER_ERRORS.unrecognizedChain);
      await wallet.switchChain(chainId);
      return { result: null };
    }
    case 'wallet_getCapabilities': {
      const chainIds = await wallet.knownChainIds();
      const reading = readAppRequest(request.method, request.params, {
        chainId: await wallet.chainId(),
        sessionChains: chainIds,
        sessionAccounts: [address],
      });
      if (!reading.ok) return fail(reading.error);
      const asked = Array.isArray(params[1])
        ? params[1].filter((id): id is Hex => isHex(id)).map((id) => hexToNumber(id))
        : [];
      return { result: await wallet.capabilities(address, asked.length > 0 ? asked : chainIds) };
    }
    case 'wallet_getCallsStatus': {
      const batchId = params[0];
      if (typeof batchId !== 'string' || batchId.length === 0 || batchId.length > 256)
        return fail(PROVIDER_ERRORS.invalidParams);
      const status = await wallet.callsStatus(address, batchId);
      return status === undefined ? fail(APP_REQUEST_ERRORS.unknownBundleId) : { result: status };
    }
    case 'personal_sign':
    case 'eth_signTypedData_v4':
    case 'eth_sendTransaction':
    case 'wallet_sendCalls': {
      // read as a connected app's request is read (its checks, its errors); the popup reviews it with the signing
      // pipeline, and the dapp hears what the review came to (the signature, the hash, the batch's id)
      const chainId = await wallet.chainId();
      const reading = readAppRequest(request.method, request.params, {
        chainId,
        sessionChains: await wallet.knownChainIds(),
        sessionAccounts: [address],
      });
      if (!reading.ok) return fail(reading.error);
      const answer = await wallet.ask({
        kind: 'review',
        origin,
        address,
        chainId: reading.request.chainId,
        method: request.method,
        params: request.params,
      });
      if (!answer.approved) return fail(PROVIDER_ERRORS.userRejected);
      return answer.error ? fail(answer.error) : { result: answer.result };
    }
    default:
      return fail(PROVIDER_ERRORS.unsupportedMethod);
  }
}
