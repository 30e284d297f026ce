// Injected wallets (browser extensions), discovered through EIP-6963 and spoken to over EIP-1193: the actors the
// connection machine invokes for an injected connector.
import { type EIP6963ProviderDetail, createStore } from 'mipd';
import { type Address, type EIP1193Provider, getAddress, numberToHex } from 'viem';
import type { Connection, ConnectionFailure } from './connection.ts';

export type InjectedWallet = {
  connectorId: string;
  name: string;
  icon: string;
  rdns: string;
  provider: EIP1193Provider;
};

/** A chain as wallet_addEthereumChain describes it. */
export type AddableChain = { id: number; name: string; rpcUrl: string };

export const injectedConnectorId = (rdns: string) => `injected:${rdns}`;

function toWallet(detail: EIP6963ProviderDetail): InjectedWallet {
  return {
    connectorId: injectedConnectorId(detail.info.rdns),
    name: detail.info.name,
    icon: detail.info.icon,
    rdns: detail.info.rdns,
    provider: detail.provider as unknown as EIP1193Provider,
  };
}

/** Lists the injected wallets that announce themselves (now and later); returns the way to stop listening. */
export function watchInjectedWallets(onChange: (wallets: InjectedWallet[]) => void): () => void {
  const store = createStore();
  const unsubscribe = store.subscribe((details) => onChange(details.map(toWallet)), { emitImmediately: true });
  return () => {
    unsubscribe();
    store.destroy();
  };
}

/** EIP-1193 errors sorted into the kinds the connection failure modal words (spec §8). */
export function toConnectionFailure(error: unknown): ConnectionFailure {
  const code =
    typeof error === 'object' && error !== null && 'code' in error
      ? Number((error as { code: unknown }).code)
      : undefined;
  const message =
    error instanceof Error
      ? error.message
      : typeof error === 'object' && error && 'message' in error
        ? String((error as { message: unknown }).message)
        : String(error);
  if (code === 4001) return { kind: 'rejected', message: 'Transaction rejected' };
  if (code === -32002) return { kind: 'pending', message: 'A request is already pending in the wallet.' };
  if (code === 4900 || code === 4901) return { kind: 'unavailable', message: 'Connection failed to provider' };
  return { kind: 'unknown', message: message || 'Something went wrong' };
}

/** Asks the wallet for its accounts and chain. */
export async function connectInjected(wallet: InjectedWallet): Promise<Connection> {
  try {
    const accounts = (await wallet.provider.request({ method: 'eth_requestAccounts' })) as Address[];
    const first = accounts[0];
    if (!first) throw { code: 4100, message: 'The wallet gave no account' };
    const chainId = Number(await wallet.provider.request({ method: 'eth_chainId' }));
    return { connectorId: wallet.connectorId, address: getAddress(first), chainId };
  } catch (error) {
    throw toConnectionFailure(error);
  }
}

/** Switches the wallet's chain, adding the chain first when the wallet does not know it (error 4902). */
export async function switchInjectedChain(wallet: InjectedWallet, chain: AddableChain): Promise<number> {
  const chainId = numberToHex(chain.id);
  try {
    await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
  } catch (error) {
    if (typeof error !== 'object' || error === null || (error as { code?: number }).code !== 4902) throw error;
    await wallet.provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId,
          chainName: chain.name,
          rpcUrls: [chain.rpcUrl],
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
    });
    // adding a chain does not switch to it in every wallet
    await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
  }
  return Number(await wallet.provider.request({ method: 'eth_chainId' }));
}
