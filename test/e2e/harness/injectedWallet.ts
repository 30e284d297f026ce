// An EIP-1193 provider inside the page that forwards to the devnet. Anvil's dev accounts are unlocked, so
// eth_sendTransaction and eth_signTypedData_v4 work without keys anywhere in the test.
import type { Page } from '@playwright/test';
import type { Address } from 'viem';
import type { DeploymentManifest } from '../../../contract/deployment.ts';
import { rpc } from './rpc.ts';

/** Account 0 of the test mnemonic. */
export const DEVNET_ACCOUNT_0: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

export type InjectedWallet = { address: Address; chainId: () => number };

/** The requests the injected wallet would have shown the person since the page loaded (connections, transactions, signatures). */
export const walletPrompts = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __sluiceDevnetPrompts?: string[] }).__sluiceDevnetPrompts ?? []);

export async function installInjectedWallet(
  page: Page,
  manifest: DeploymentManifest,
  address: Address,
): Promise<InjectedWallet> {
  const chains = Object.values(manifest.chains).sort((a, b) => a.chainId - b.chainId);
  let current = chains[0]!;
  await page.exposeFunction('__sluiceDevnetRequest', async (method: string, params: unknown[]) => {
    if (method === 'wallet_switchEthereumChain') {
      const wanted = Number((params[0] as { chainId: string }).chainId);
      const next = chains.find((c) => c.chainId === wanted);
      if (!next) throw Object.assign(new Error('Unrecognized chain'), { code: 4902 });
      current = next;
      return { result: null, chainChanged: `0x${wanted.toString(16)}` };
    }
    return { result: await rpc(current.rpcUrl, method, params) };
  });
  await page.addInitScript(
    ({ address, chainId }) => {
      type Listener = (...args: unknown[]) => void;
      const listeners = new Map<string, Set<Listener>>();
      const emit = (event: string, value: unknown) => listeners.get(event)?.forEach((l) => l(value));
      let currentChain = chainId;
      const bridge = (
        window as unknown as {
          __sluiceDevnetRequest: (m: string, p: unknown[]) => Promise<{ result: unknown; chainChanged?: string }>;
        }
      ).__sluiceDevnetRequest;
      const provider = {
        isSluiceDevnet: true,
        async request({ method, params = [] }: { method: string; params?: unknown[] }) {
          // a test can make the person decline the next connection request, as they would in a wallet's popup
          const page = window as unknown as { __sluiceDevnetDeclineNext?: boolean; __sluiceDevnetPrompts?: string[] };
          // ...or the next transaction or signature
          const declinable = ['eth_requestAccounts', 'eth_sendTransaction', 'eth_signTypedData_v4', 'personal_sign'];
          // every request a wallet would show the person, in order (walletPrompts)
          if (declinable.includes(method)) (page.__sluiceDevnetPrompts ??= []).push(method);
          if (declinable.includes(method) && page.__sluiceDevnetDeclineNext) {
            page.__sluiceDevnetDeclineNext = false;
            throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
          }
          if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [address];
          if (method === 'eth_chainId') return currentChain;
          const answer = await bridge(method, params);
          if (answer.chainChanged) {
            currentChain = answer.chainChanged;
            emit('chainChanged', currentChain);
          }
          return answer.result;
        },
        on(event: string, listener: Listener) {
          if (!listeners.has(event)) listeners.set(event, new Set());
          listeners.get(event)!.add(listener);
        },
        removeListener(event: string, listener: Listener) {
          listeners.get(event)?.delete(listener);
        },
      };
      Object.defineProperty(window, 'ethereum', { value: provider, configurable: true });
      // EIP-6963: announce now and whenever the app asks.
      const info = {
        uuid: '7f1c4a30-6b2e-4c55-9a1d-devnet000001',
        name: 'Devnet Wallet',
        icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
        rdns: 'dev.sluice.devnet',
      };
      const announce = () =>
        window.dispatchEvent(
          new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
        );
      window.addEventListener('eip6963:requestProvider', announce);
      announce();
    },
    { address, chainId: `0x${current.chainId.toString(16)}` },
  );
  return { address, chainId: () => current.chainId };
}
