import fc from 'fast-check';
import { type Address, type Hex, recoverMessageAddress, stringToHex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { PROVIDER_ERRORS } from '../messages.ts';
import { answerProviderRequest, type ProviderWallet } from './providerRequests.ts';

const account = mnemonicToAccount('test test test test test test test test test test test junk');
const SITE = 'https://dapp.example';

/** A wallet with the real account's signatures; `answers` are the person's answers to the popup, in order. */
function walletFor(options: { unlocked?: boolean; connected?: string[]; answers?: boolean[] }) {
  const connected = new Set(options.connected ?? []);
  const answers = [...(options.answers ?? [])];
  const asked: string[] = [];
  let chainId = 31337;
  const wallet: ProviderWallet = {
    activeAddress: async () => (options.unlocked === false ? undefined : account.address),
    isConnected: async (origin) => connected.has(origin),
    connect: async (origin) => void connected.add(origin),
    chainId: async () => chainId,
    knownChainIds: async () => [31337, 31338],
    switchChain: async (id) => void (chainId = id),
    ask: async (request) => {
      asked.push(request.kind);
      return answers.shift() ?? false;
    },
    signMessage: (_address: Address, message: Hex) => account.signMessage({ message: { raw: message } }),
    signTypedData: async () => '0x',
    sendTransaction: async () => '0x01',
  };
  return { wallet, asked, connected };
}

describe('answerProviderRequest', () => {
  it('should refuse with 4100 every signing method when the site is not connected', async () => {
    const { wallet, asked } = walletFor({});
    for (const method of [
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'wallet_switchEthereumChain',
    ]) {
      expect(await answerProviderRequest(SITE, { method, params: [] }, wallet)).toEqual({
        error: PROVIDER_ERRORS.unauthorized,
      });
    }
    expect(asked).toEqual([]);
  });

  it('should show no account to a site that is not connected', async () => {
    const { wallet } = walletFor({ connected: ['https://other.example'] });
    expect(await answerProviderRequest(SITE, { method: 'eth_accounts' }, wallet)).toEqual({ result: [] });
    expect(await answerProviderRequest(SITE, { method: 'eth_chainId' }, wallet)).toEqual({ result: '0x7a69' });
  });

  it('should connect when the person approves, and answer 4001 when they reject', async () => {
    const rejected = walletFor({ answers: [false] });
    expect(await answerProviderRequest(SITE, { method: 'eth_requestAccounts' }, rejected.wallet)).toEqual({
      error: PROVIDER_ERRORS.userRejected,
    });
    expect(rejected.connected.has(SITE)).toBe(false);
    const approved = walletFor({ answers: [true] });
    expect(await answerProviderRequest(SITE, { method: 'eth_requestAccounts' }, approved.wallet)).toEqual({
      result: [account.address],
    });
    expect(await answerProviderRequest(SITE, { method: 'eth_accounts' }, approved.wallet)).toEqual({
      result: [account.address],
    });
    // a connected site is not asked again
    expect(await answerProviderRequest(SITE, { method: 'eth_requestAccounts' }, approved.wallet)).toEqual({
      result: [account.address],
    });
    expect(approved.asked).toEqual(['connect']);
  });

  it('should sign any message the person approves with the account, and refuse with 4001 what they reject', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.boolean(), async (text, approve) => {
        const { wallet } = walletFor({ connected: [SITE], answers: [approve] });
        const answer = await answerProviderRequest(
          SITE,
          { method: 'personal_sign', params: [stringToHex(text), account.address] },
          wallet,
        );
        if (!approve) {
          expect(answer).toEqual({ error: PROVIDER_ERRORS.userRejected });
          return;
        }
        if (!('result' in answer)) throw new Error('no signature');
        const signer = await recoverMessageAddress({ message: text, signature: answer.result as Hex });
        expect(signer).toBe(account.address);
      }),
      { numRuns: 20 },
    );
  });

  it('should refuse with 4100 while the wallet is locked, even for a connected site', async () => {
    const { wallet } = walletFor({ unlocked: false, connected: [SITE] });
    const answer = await answerProviderRequest(
      SITE,
      { method: 'personal_sign', params: ['0x00', account.address] },
      wallet,
    );
    expect(answer).toEqual({ error: PROVIDER_ERRORS.unauthorized });
  });

  it('should switch to a known chain and refuse an unknown one with 4902', async () => {
    const { wallet } = walletFor({ connected: [SITE] });
    const switchTo = (chainId: Hex) =>
      answerProviderRequest(SITE, { method: 'wallet_switchEthereumChain', params: [{ chainId }] }, wallet);
    expect(await switchTo('0x7a6a')).toEqual({ result: null });
    expect(await answerProviderRequest(SITE, { method: 'eth_chainId' }, wallet)).toEqual({ result: '0x7a6a' });
    expect(await switchTo('0x1')).toEqual({ error: PROVIDER_ERRORS.unrecognizedChain });
  });

  it('should answer 4200 for a method it does not support', async () => {
    const { wallet } = walletFor({ connected: [SITE] });
    expect(await answerProviderRequest(SITE, { method: 'eth_getEncryptionPublicKey' }, wallet)).toEqual({
      error: PROVIDER_ERRORS.unsupportedMethod,
    });
  });
});
