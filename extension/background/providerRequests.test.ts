import fc from 'fast-check';
import { type Hex, stringToHex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { type ApprovalRequest, type PersonAnswer, PROVIDER_ERRORS } from '../messages.ts';
import { answerProviderRequest, type ProviderWallet } from './providerRequests.ts';

const account = mnemonicToAccount('test test test test test test test test test test test junk');
const SITE = 'https://dapp.example';
const KNOWN_BATCH = '0x01';
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** A wallet with the real account's signatures; `answers` are the person's answers to the popup, in order. */
function walletFor(options: { unlocked?: boolean; connected?: string[]; answers?: (boolean | PersonAnswer)[] }) {
  const connected = new Set(options.connected ?? []);
  const answers = [...(options.answers ?? [])];
  const asked: ApprovalRequest[] = [];
  let chainId = 31337;
  const wallet: ProviderWallet = {
    activeAddress: async () => (options.unlocked === false ? undefined : account.address),
    isConnected: async (origin) => connected.has(origin),
    connect: async (origin) => void connected.add(origin),
    chainId: async () => chainId,
    knownChainIds: async () => [31337, 31338],
    switchChain: async (id) => void (chainId = id),
    ask: async (request) => {
      asked.push(request);
      const answer = answers.shift() ?? false;
      return typeof answer === 'boolean' ? { approved: answer } : answer;
    },
    capabilities: async (_address, chainIds) =>
      Object.fromEntries(chainIds.map((id) => [`0x${id.toString(16)}`, { atomic: { status: 'ready' } }])),
    callsStatus: async (_address, batchId) => (batchId === KNOWN_BATCH ? { id: KNOWN_BATCH, status: 200 } : undefined),
  };
  return { wallet, asked: () => asked.map((request) => request.kind), requests: asked, connected };
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
    expect(asked()).toEqual([]);
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
    expect(approved.asked()).toEqual(['connect']);
  });

  it('should send any message to the review as the dapp sent it, answering with its signature or 4001', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.boolean(), async (text, approve) => {
        const params = [stringToHex(text), account.address];
        const signature = await account.signMessage({ message: text });
        const { wallet, requests } = walletFor({
          connected: [SITE],
          answers: [approve ? { approved: true, result: signature } : false],
        });
        const answer = await answerProviderRequest(SITE, { method: 'personal_sign', params }, wallet);
        expect(requests).toEqual([
          { kind: 'review', origin: SITE, address: account.address, chainId: 31337, method: 'personal_sign', params },
        ]);
        expect(answer).toEqual(approve ? { result: signature } : { error: PROVIDER_ERRORS.userRejected });
      }),
      { numRuns: 20 },
    );
  });

  it('should refuse a signature for an account the site was not given, before asking the person', async () => {
    const { wallet, asked } = walletFor({ connected: [SITE], answers: [true] });
    const answer = await answerProviderRequest(
      SITE,
      { method: 'personal_sign', params: [stringToHex('hello'), RECIPIENT] },
      wallet,
    );
    expect(answer).toEqual({ error: { code: 4100, message: 'The account is not shared with this app' } });
    expect(asked()).toEqual([]);
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

  it("should send a transaction to the popup's review and answer with what it came to, 4001 when rejected", async () => {
    const send = [{ from: account.address, to: RECIPIENT, value: '0x2386f26fc10000' }];
    const hash = `0x${'ab'.repeat(32)}`;
    const { wallet, requests } = walletFor({ connected: [SITE], answers: [{ approved: true, result: hash }, false] });
    expect(await answerProviderRequest(SITE, { method: 'eth_sendTransaction', params: send }, wallet)).toEqual({
      result: hash,
    });
    expect(requests[0]).toEqual({
      kind: 'review',
      origin: SITE,
      address: account.address,
      chainId: 31337,
      method: 'eth_sendTransaction',
      params: send,
    });
    expect(await answerProviderRequest(SITE, { method: 'eth_sendTransaction', params: send }, wallet)).toEqual({
      error: PROVIDER_ERRORS.userRejected,
    });
  });

  it('should pass on the error the review refused with (an atomic batch the account cannot make)', async () => {
    const refused = { code: 5760, message: 'This account cannot batch calls atomically on this chain' };
    const { wallet } = walletFor({ connected: [SITE], answers: [{ approved: true, error: refused }] });
    const calls = [
      { version: '2.0.0', chainId: '0x7a69', from: account.address, atomicRequired: true, calls: [{ to: RECIPIENT }] },
    ];
    expect(await answerProviderRequest(SITE, { method: 'wallet_sendCalls', params: calls }, wallet)).toEqual({
      error: refused,
    });
  });

  it('should refuse a transaction from another account or without a recipient before asking the person', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({ from: fc.constant(RECIPIENT), to: fc.constant(RECIPIENT) }),
          fc.record({ from: fc.constant(account.address) }),
          fc.record({ from: fc.constant(account.address), to: fc.string() }),
        ),
        async (transaction) => {
          const { wallet, asked } = walletFor({ connected: [SITE], answers: [true] });
          const answer = await answerProviderRequest(
            SITE,
            { method: 'eth_sendTransaction', params: [transaction] },
            wallet,
          );
          expect('error' in answer).toBe(true);
          expect(asked()).toEqual([]);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('should add a chain it knows by switching to it, and refuse one it does not with 4902', async () => {
    const { wallet } = walletFor({ connected: [SITE] });
    const add = (chainId: Hex) =>
      answerProviderRequest(
        SITE,
        { method: 'wallet_addEthereumChain', params: [{ chainId, rpcUrls: ['https://rpc.example'] }] },
        wallet,
      );
    expect(await add('0x7a6a')).toEqual({ result: null });
    expect(await answerProviderRequest(SITE, { method: 'eth_chainId' }, wallet)).toEqual({ result: '0x7a6a' });
    expect(await add('0x89')).toEqual({ error: PROVIDER_ERRORS.unrecognizedChain });
    expect((await add('nope' as Hex)) as unknown).toEqual({ error: PROVIDER_ERRORS.invalidParams });
  });

  it('should answer EIP-5792 capabilities for the chains asked, or every chain the wallet knows', async () => {
    const { wallet } = walletFor({ connected: [SITE] });
    const ask = (params: unknown[]) =>
      answerProviderRequest(SITE, { method: 'wallet_getCapabilities', params }, wallet);
    expect(await ask([account.address, ['0x7a6a']])).toEqual({ result: { '0x7a6a': { atomic: { status: 'ready' } } } });
    expect(Object.keys(((await ask([account.address])) as { result: object }).result)).toEqual(['0x7a69', '0x7a6a']);
    // another account's capabilities are not this site's to see
    expect(await ask([RECIPIENT])).toEqual({
      error: { code: 4100, message: 'The account is not shared with this app' },
    });
  });

  it("should answer a batch's status, and 5730 for a batch it does not know", async () => {
    const { wallet } = walletFor({ connected: [SITE] });
    const status = (batchId: unknown) =>
      answerProviderRequest(SITE, { method: 'wallet_getCallsStatus', params: [batchId] }, wallet);
    expect(await status(KNOWN_BATCH)).toEqual({ result: { id: KNOWN_BATCH, status: 200 } });
    expect(await status('0x02')).toEqual({ error: { code: 5730, message: 'Unknown batch id' } });
    expect(await status(42)).toEqual({ error: PROVIDER_ERRORS.invalidParams });
  });
});
