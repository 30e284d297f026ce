// A dapp's EIP-1193 request, answered by the service worker (issue 30). What needs the person (connecting, a
// signature, a transaction) waits for the approval popup; a site that is not connected hears 4100 for anything but
// connecting and the chain id; a rejection is 4001. The wallet's parts are injected, so every path is tested.
import { type Address, type Hex, hexToNumber, isAddress, isHex, numberToHex, stringToHex } from 'viem';
import {
  PROVIDER_ERRORS,
  type ApprovalRequest,
  type ProviderError,
  type RpcAnswer,
  type RpcRequest,
} from '../messages.ts';

/** What asking the person gives: approved, or rejected (4001). */
export type AskPerson = (approval: ApprovalRequest) => Promise<boolean>;

export type ProviderWallet = {
  /** The account dapps see while unlocked; undefined while locked. */
  activeAddress: () => Promise<Address | undefined>;
  isConnected: (origin: string) => Promise<boolean>;
  connect: (origin: string) => Promise<void>;
  chainId: () => Promise<number>;
  knownChainIds: () => Promise<readonly number[]>;
  switchChain: (chainId: number) => Promise<void>;
  ask: AskPerson;
  signMessage: (address: Address, message: Hex) => Promise<Hex>;
  signTypedData: (address: Address, typedData: string) => Promise<Hex>;
  sendTransaction: (address: Address, chainId: number, transaction: Record<string, unknown>) => Promise<Hex>;
};

const fail = (error: ProviderError): RpcAnswer => ({ error });
const paramsOf = (request: RpcRequest): unknown[] => (Array.isArray(request.params) ? request.params : []);
const sameAddress = (a: unknown, b: Address) => typeof a === 'string' && a.toLowerCase() === b.toLowerCase();

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
      if (!(await wallet.ask({ kind: 'connect', origin }))) return fail(PROVIDER_ERRORS.userRejected);
      await wallet.connect(origin);
      const connected = await wallet.activeAddress();
      return connected ? { result: [connected] } : fail(PROVIDER_ERRORS.userRejected);
    }
  }
  // everything else is for connected sites only
  const address = await wallet.activeAddress();
  if (!address || !(await wallet.isConnected(origin))) return fail(PROVIDER_ERRORS.unauthorized);
  switch (request.method) {
    case 'wallet_switchEthereumChain': {
      const target = (params[0] as { chainId?: unknown } | undefined)?.chainId;
      if (!isHex(target)) return fail(PROVIDER_ERRORS.invalidParams);
      const chainId = hexToNumber(target);
      if (!(await wallet.knownChainIds()).includes(chainId)) return fail(PROVIDER_ERRORS.unrecognizedChain);
      await wallet.switchChain(chainId);
      return { result: null };
    }
    case 'personal_sign': {
      const [raw, account] = params;
      if (typeof raw !== 'string' || !sameAddress(account, address)) return fail(PROVIDER_ERRORS.invalidParams);
      // EIP-1193 dapps send hex; some send the text itself
      const message = isHex(raw) ? raw : stringToHex(raw);
      if (!(await wallet.ask({ kind: 'signMessage', origin, address, message })))
        return fail(PROVIDER_ERRORS.userRejected);
      return { result: await wallet.signMessage(address, message) };
    }
    case 'eth_signTypedData_v4': {
      const [account, typedData] = params;
      if (!sameAddress(account, address) || typeof typedData !== 'string') return fail(PROVIDER_ERRORS.invalidParams);
      if (!(await wallet.ask({ kind: 'signTypedData', origin, address, typedData })))
        return fail(PROVIDER_ERRORS.userRejected);
      return { result: await wallet.signTypedData(address, typedData) };
    }
    case 'eth_sendTransaction': {
      const transaction = params[0] as Record<string, unknown> | undefined;
      if (
        !transaction ||
        !sameAddress(transaction.from, address) ||
        (transaction.to && !isAddress(String(transaction.to)))
      )
        return fail(PROVIDER_ERRORS.invalidParams);
      const chainId = await wallet.chainId();
      if (!(await wallet.ask({ kind: 'sendTransaction', origin, address, chainId, transaction })))
        return fail(PROVIDER_ERRORS.userRejected);
      return { result: await wallet.sendTransaction(address, chainId, transaction) };
    }
    default:
      return fail(PROVIDER_ERRORS.unsupportedMethod);
  }
}
