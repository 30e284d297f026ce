import { describe, expect, it } from 'vitest';
import { type Address, type Hex, recoverTypedDataAddress, toHex, verifyMessage } from 'viem';
import { createWalletSession } from '../../../workers/vault/walletSession.ts';
import { createMemoryCallBatchStore } from '../smartWallet/callBatch.ts';
import { createEmbeddedProvider } from './embedded.ts';

const TEST_MNEMONIC = 'test test test test test test test test test test test junk';
const ACCOUNT_0: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const chains = () => [
  { chainId: 31337, name: 'Devnet', rpcUrl: 'http://127.0.0.1:1' },
  { chainId: 31338, name: 'Devnet L2', rpcUrl: 'http://127.0.0.1:2' },
];

async function unlockedProvider() {
  // the session is what the vault worker exposes: the same object, called directly instead of through Comlink
  const session = createWalletSession();
  await session.create('correct horse battery staple', TEST_MNEMONIC);
  const provider = createEmbeddedProvider({
    signer: session,
    chains,
    account: ACCOUNT_0,
    chainId: 31337,
    batches: createMemoryCallBatchStore(),
  });
  return { session, provider };
}

describe('embedded wallet provider', () => {
  it('should sign a personal message with the account the phrase derives when asked over EIP-1193', async () => {
    const { provider } = await unlockedProvider();
    const signature = (await provider.request({
      method: 'personal_sign',
      params: [toHex('Sign in to Sluice'), ACCOUNT_0],
    })) as Hex;
    expect(await verifyMessage({ address: ACCOUNT_0, message: 'Sign in to Sluice', signature })).toBe(true);
  });

  it('should sign typed data given as JSON, as dapps send it', async () => {
    const { provider } = await unlockedProvider();
    const typedData = {
      domain: { name: 'Permit2', chainId: 31337, verifyingContract: '0x000000000022D473030F116dDEE9F6B43aC78BA3' },
      types: { Hello: [{ name: 'amount', type: 'uint256' }] },
      primaryType: 'Hello',
      message: { amount: '1000' },
    } as const;
    const signature = (await provider.request({
      method: 'eth_signTypedData_v4',
      params: [ACCOUNT_0, JSON.stringify(typedData)],
    })) as Hex;
    expect(await recoverTypedDataAddress({ ...typedData, message: { amount: 1000n }, signature })).toBe(ACCOUNT_0);
  });

  it('should refuse to sign when the wallet is locked and tell listeners it has no account', async () => {
    const { provider, session } = await unlockedProvider();
    const seen: unknown[] = [];
    provider.on('accountsChanged', (accounts) => seen.push(accounts));
    session.lock();
    provider.setAccount(undefined);
    expect(seen).toEqual([[]]);
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([]);
    await expect(provider.request({ method: 'personal_sign', params: ['0x00', ACCOUNT_0] })).rejects.toMatchObject({
      code: 4100,
    });
  });

  it('should refuse to sign for an address it does not hold', async () => {
    const { provider } = await unlockedProvider();
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x00', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'] }),
    ).rejects.toMatchObject({ code: 4100 });
  });

  it('should switch between configured chains and refuse an unknown one with 4902', async () => {
    const { provider } = await unlockedProvider();
    const changes: unknown[] = [];
    provider.on('chainChanged', (id) => changes.push(id));
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] });
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a');
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4902 });
    expect(changes).toEqual(['0x7a6a']);
  });
});
