// The embedded wallet's EIP-1193 provider: signing goes to the vault worker (which alone holds the keys), reads and
// raw transactions go to the chain's RPC from runtime config. Screens use it exactly like an injected wallet's.
// EIP-5792 batched calls through the smart wallet's EIP-7702 delegation: embeddedCalls.ts.
import {
  type Address,
  type AuthorizationRequest,
  type EIP1193Provider,
  type Hash,
  type Hex,
  type SignedAuthorization,
  type SignableMessage,
  type TransactionSerializable,
  type TypedDataDefinition,
  createWalletClient,
  getAddress,
  hexToBigInt,
  http,
  numberToHex,
} from 'viem';
import { toAccount } from 'viem/accounts';
import { publicClientFor } from '../clients.ts';
import { defineRuntimeChain } from '../registry.ts';
import type { CallBatchStore } from '../smartWallet/callBatch.ts';
import { type EmbeddedChain, createEmbeddedCalls } from './embeddedCalls.ts';
import { PROVIDER_ERROR_CODES, providerError } from './providerError.ts';

export type { EmbeddedChain } from './embeddedCalls.ts';

/** What the provider needs from the vault worker: signatures for an address, never a key. */
export type EmbeddedSigner = {
  signMessage: (address: Address, message: SignableMessage) => Promise<Hex>;
  signTypedData: (address: Address, typedData: TypedDataDefinition) => Promise<Hex>;
  signTransaction: (address: Address, transaction: TransactionSerializable) => Promise<Hex>;
  /** EIP-7702: the smart wallet's upgrade, and its removal (an authorization to the zero address). */
  signAuthorization: (address: Address, authorization: AuthorizationRequest) => Promise<SignedAuthorization>;
};

export type EmbeddedProvider = EIP1193Provider & {
  /** The wallet switched account or locked (undefined): tells listeners as EIP-1193 says. */
  setAccount: (address: Address | undefined) => void;
  chainId: () => number;
  /**
   * Turns the smart wallet off on a chain (spec §4): removes the account's EIP-7702 delegation with an authorization to
   * the zero address. Resolves with the transaction's hash once sent; its receipt says when the account has no code.
   */
  disableSmartWallet: (chainId: number) => Promise<Hash>;
};

type Listener = (...args: unknown[]) => void;

const TRANSACTION_FIELDS = [
  'type',
  'chainId',
  'nonce',
  'to',
  'data',
  'value',
  'gas',
  'gasPrice',
  'maxFeePerGas',
  'maxPriorityFeePerGas',
  'accessList',
  'authorizationList',
] as const;

function transactionFields(transaction: TransactionSerializable): TransactionSerializable {
  const picked: Record<string, unknown> = {};
  for (const field of TRANSACTION_FIELDS) {
    const value = (transaction as Record<string, unknown>)[field];
    if (value !== undefined) picked[field] = value;
  }
  return picked as TransactionSerializable;
}

type RpcTransaction = {
  from?: Address;
  to?: Address;
  data?: Hex;
  value?: Hex;
  gas?: Hex;
  nonce?: Hex;
  maxFeePerGas?: Hex;
  maxPriorityFeePerGas?: Hex;
};

export function createEmbeddedProvider(options: {
  signer: EmbeddedSigner;
  chains: () => EmbeddedChain[];
  account: Address | undefined;
  chainId: number;
  /** Where wallet_sendCalls keeps its batches, so wallet_getCallsStatus answers after a reload (Dexie in the app). */
  batches: CallBatchStore;
}): EmbeddedProvider {
  let account = options.account;
  let chainId = options.chainId;
  const listeners = new Map<string, Set<Listener>>();
  const emit = (event: string, value: unknown) => listeners.get(event)?.forEach((listener) => listener(value));

  const currentChain = () => {
    const found = options.chains().find((c) => c.chainId === chainId);
    if (!found) throw providerError(PROVIDER_ERROR_CODES.chainDisconnected, 'Connection failed to provider');
    return found;
  };
  const unlockedAccount = (requested?: string): Address => {
    if (!account) throw providerError(PROVIDER_ERROR_CODES.unauthorized, 'The wallet is locked');
    if (requested && requested.toLowerCase() !== account.toLowerCase())
      throw providerError(PROVIDER_ERROR_CODES.unauthorized, 'The wallet has no such account');
    return account;
  };
  // a viem account whose every signature is made in the vault worker
  const workerAccount = (address: Address) =>
    toAccount({
      address,
      signMessage: ({ message }) => options.signer.signMessage(address, message),
      signTypedData: (typedData) => options.signer.signTypedData(address, typedData as TypedDataDefinition),
      // only the transaction's own fields cross to the worker (viem's prepared request also carries functions)
      signTransaction: (transaction) => options.signer.signTransaction(address, transactionFields(transaction)),
      signAuthorization: (authorization) =>
        options.signer.signAuthorization(address, {
          address: authorization.address ?? authorization.contractAddress,
          chainId: authorization.chainId,
          nonce: authorization.nonce,
        }),
    });
  // viem fills nonce, gas and fees from the chain, has the worker sign, and sends the raw transaction
  const walletFor = (address: Address, chain: EmbeddedChain) =>
    createWalletClient({ account: workerAccount(address), chain: defineRuntimeChain(chain), transport: http() });
  const calls = createEmbeddedCalls({
    chains: options.chains,
    account: unlockedAccount,
    walletFor,
    batches: options.batches,
  });

  const request = async ({ method, params }: { method: string; params?: unknown }): Promise<unknown> => {
    const args = (params ?? []) as unknown[];
    switch (method) {
      case 'eth_accounts':
        return account ? [account] : [];
      case 'eth_requestAccounts':
        return [unlockedAccount()];
      case 'eth_chainId':
        return numberToHex(chainId);
      case 'wallet_switchEthereumChain': {
        const wanted = Number((args[0] as { chainId: string }).chainId);
        if (!options.chains().some((c) => c.chainId === wanted))
          throw providerError(PROVIDER_ERROR_CODES.unrecognizedChain, 'Unrecognized chain');
        if (wanted !== chainId) {
          chainId = wanted;
          emit('chainChanged', numberToHex(wanted));
        }
        return null;
      }
      case 'personal_sign': {
        const [message, address] = args as [Hex, Address];
        return options.signer.signMessage(unlockedAccount(address), { raw: message });
      }
      case 'eth_signTypedData_v4': {
        const [address, json] = args as [Address, string | TypedDataDefinition];
        const typedData = typeof json === 'string' ? (JSON.parse(json) as TypedDataDefinition) : json;
        return options.signer.signTypedData(unlockedAccount(address), typedData);
      }
      case 'eth_sendTransaction': {
        const tx = args[0] as RpcTransaction;
        const wallet = walletFor(unlockedAccount(tx.from), currentChain());
        return wallet.sendTransaction({
          to: tx.to,
          data: tx.data,
          value: tx.value ? hexToBigInt(tx.value) : undefined,
          gas: tx.gas ? hexToBigInt(tx.gas) : undefined,
          nonce: tx.nonce ? Number(tx.nonce) : undefined,
          // a speed-up or cancel names its fees (above the transaction it replaces); otherwise viem estimates them
          ...(tx.maxFeePerGas && tx.maxPriorityFeePerGas
            ? { maxFeePerGas: hexToBigInt(tx.maxFeePerGas), maxPriorityFeePerGas: hexToBigInt(tx.maxPriorityFeePerGas) }
            : {}),
        });
      }
      case 'wallet_getCapabilities':
        return calls.getCapabilities(params);
      case 'wallet_sendCalls':
        return calls.sendCalls(params);
      case 'wallet_getCallsStatus':
        return calls.getCallsStatus(params);
      case 'eth_sign':
      case 'eth_signTransaction':
      case 'wallet_showCallsStatus':
        throw providerError(PROVIDER_ERROR_CODES.unsupportedMethod, `${method} is not supported`);
      default:
        // reads, estimates and raw sends: the chain answers
        return publicClientFor(currentChain()).request({
          method: method as 'eth_blockNumber',
          params: params as never,
        });
    }
  };

  return {
    request: request as EIP1193Provider['request'],
    on: ((event: string, listener: Listener) => {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
    }) as EIP1193Provider['on'],
    removeListener: ((event: string, listener: Listener) => {
      listeners.get(event)?.delete(listener);
    }) as EIP1193Provider['removeListener'],
    setAccount(address) {
      account = address ? getAddress(address) : undefined;
      emit('accountsChanged', account ? [account] : []);
    },
    chainId: () => chainId,
    disableSmartWallet: (onChainId) => calls.disableSmartWallet(onChainId),
  };
}
