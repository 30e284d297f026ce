import { describe, expect, it } from 'vitest';
import type { Address } from 'viem';
import { createMemoryCallBatchStore } from '../../chain/smartWallet/callBatch';
import { APP_REQUEST_ERRORS } from '../../lib/walletConnect/appRequests';
import { answerAppRequest } from './answerAppRequest';
import type { PendingAppRequest } from './walletKit';

const me = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as Address;
const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as Address;
const pending = (method: string, params: unknown): PendingAppRequest => ({
  id: 1,
  topic: 'topic',
  chain: 'eip155:31337',
  method,
  params,
  app: { name: 'App', url: 'https://app.example', description: '' },
  sessionChains: [31337],
  sessionAccounts: [me],
});

/** What the app hears, and what the wallet's provider was asked. */
function recorder() {
  const heard: unknown[] = [];
  const asked: unknown[] = [];
  return {
    heard,
    asked,
    kit: {
      respond: async (_: PendingAppRequest, result: unknown) => void heard.push({ result }),
      respondError: async (_: PendingAppRequest, error?: { code: number }) => void heard.push({ error }),
      emitChainChanged: async (_: string, chainId: number) => void heard.push({ chainChanged: chainId }),
    },
    provider: {
      request: (async (args: { method: string; params?: unknown }) => {
        asked.push(args);
        return args.method === 'wallet_getCallsStatus'
          ? { status: 200 }
          : { '0x7a69': { atomic: { status: 'ready' } } };
      }) as never,
    },
  };
}

const batch = (from: Address, chainId: number) => ({
  id: 'batch-1',
  chainId,
  from,
  atomic: true,
  transactionHashes: [],
  upgraded: false,
  unsentCalls: 0,
  sentAt: 0,
});

describe('answerAppRequest', () => {
  it("should answer a batch's status only for the session's own account and chains", async () => {
    for (const [stored, told] of [
      [batch(me, 31337), { result: { status: 200 } }],
      [batch(other, 31337), { error: APP_REQUEST_ERRORS.unknownBundleId }],
      [batch(me, 31338), { error: APP_REQUEST_ERRORS.unknownBundleId }],
      [undefined, { error: APP_REQUEST_ERRORS.unknownBundleId }],
    ] as const) {
      const { kit, provider, heard } = recorder();
      const batches = createMemoryCallBatchStore();
      if (stored) await batches.put(stored);
      const request = { kind: 'getCallsStatus', chainId: 31337, batchId: 'batch-1' } as const;
      await answerAppRequest({
        kit,
        provider,
        batches,
        request,
        pending: pending('wallet_getCallsStatus', ['batch-1']),
      });
      expect(heard).toEqual([told]);
    }
  });

  it("should ask the wallet's capabilities on the session's chains only, and say when the chain changed", async () => {
    const { kit, provider, heard, asked } = recorder();
    const batches = createMemoryCallBatchStore();
    await answerAppRequest({
      kit,
      provider,
      batches,
      request: { kind: 'getCapabilities', chainId: 31337, account: me },
      pending: pending('wallet_getCapabilities', [me, ['0x1', '0x7a69']]),
    });
    expect(asked).toEqual([{ method: 'wallet_getCapabilities', params: [me, ['0x7a69']] }]);
    await answerAppRequest({
      kit,
      provider,
      batches,
      request: { kind: 'switchChain', chainId: 31337, target: 31338 },
      pending: pending('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }]),
    });
    expect(heard).toEqual([
      { result: { '0x7a69': { atomic: { status: 'ready' } } } },
      { result: null },
      { chainChanged: 31338 },
    ]);
  });
});
