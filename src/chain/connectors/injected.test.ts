// @vitest-environment jsdom
import { announceProvider } from 'mipd';
import { describe, expect, it } from 'vitest';
import {
  connectInjected,
  switchInjectedChain,
  toConnectionFailure,
  watchInjectedWallets,
  type InjectedWallet,
} from './injected.ts';

/** A minimal EIP-1193 wallet standing in for a browser extension in a unit test (e2e tests use the devnet wallet). */
function fakeWallet(options: { reject?: boolean; knowsChain?: (id: number) => boolean } = {}) {
  let chainId = 31337;
  const provider = {
    async request({ method, params }: { method: string; params?: unknown[] }) {
      if (method === 'eth_requestAccounts') {
        if (options.reject) throw { code: 4001, message: 'User rejected the request.' };
        return ['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'];
      }
      if (method === 'eth_chainId') return `0x${chainId.toString(16)}`;
      if (method === 'wallet_switchEthereumChain') {
        const wanted = Number((params![0] as { chainId: string }).chainId);
        if (!(options.knowsChain ?? (() => true))(wanted)) throw { code: 4902, message: 'Unrecognized chain' };
        chainId = wanted;
        return null;
      }
      if (method === 'wallet_addEthereumChain') {
        options.knowsChain = () => true;
        return null;
      }
      throw { code: 4200, message: 'Unsupported' };
    },
    on() {},
    removeListener() {},
  };
  return provider;
}

describe('injected wallets', () => {
  it('should list a wallet that announces itself through EIP-6963', async () => {
    const seen: InjectedWallet[][] = [];
    const stop = watchInjectedWallets((wallets) => seen.push(wallets));
    announceProvider({
      info: {
        uuid: '350670db-19fa-4704-a166-e52e178b59d2',
        name: 'Devnet Wallet',
        icon: 'data:image/svg+xml,<svg/>',
        rdns: 'dev.sluice.devnet',
      },
      provider: fakeWallet() as never,
    });
    await new Promise((r) => setTimeout(r, 0));
    stop();
    expect(seen.at(-1)?.map((w) => [w.connectorId, w.name])).toEqual([['injected:dev.sluice.devnet', 'Devnet Wallet']]);
  });

  it('should connect with the checksummed account and chain', async () => {
    const wallet = {
      connectorId: 'injected:x',
      name: 'x',
      icon: '',
      rdns: 'x',
      provider: fakeWallet(),
    } as unknown as InjectedWallet;
    expect(await connectInjected(wallet)).toEqual({
      connectorId: 'injected:x',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      chainId: 31337,
    });
  });

  it('should sort a rejection, a pending request and an unknown error into their failure kinds', async () => {
    const wallet = { connectorId: 'injected:x', provider: fakeWallet({ reject: true }) } as unknown as InjectedWallet;
    await expect(connectInjected(wallet)).rejects.toEqual({ kind: 'rejected', message: 'Transaction rejected' });
    expect(toConnectionFailure({ code: -32002, message: 'busy' }).kind).toBe('pending');
    expect(toConnectionFailure(new Error('boom'))).toEqual({ kind: 'unknown', message: 'boom' });
  });

  it('should add an unknown chain and then switch to it', async () => {
    const wallet = {
      connectorId: 'injected:x',
      provider: fakeWallet({ knowsChain: (id) => id === 31337 }),
    } as unknown as InjectedWallet;
    expect(await switchInjectedChain(wallet, { id: 31338, name: 'Devnet L2', rpcUrl: 'http://127.0.0.1:8546' })).toBe(
      31338,
    );
  });
});
