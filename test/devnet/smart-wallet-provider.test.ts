// The embedded wallet's EIP-5792 provider against a real chain (issue 36): capabilities before and after the upgrade,
// an atomic batch that upgrades the account in its own transaction, a batch refused at its estimate with nothing
// sent, a chain without a delegate, and the removal of the delegation as the settings run it, after which the
// capability and delegation queries the screens read no longer say 'supported' or Active.
import {
  type Address,
  type Hex,
  createWalletClient,
  custom,
  encodeFunctionData,
  erc20Abi,
  numberToHex,
  parseEther,
  parseUnits,
  zeroAddress,
} from 'viem';
import { waitForCallsStatus } from 'viem/actions';
import { QueryClient } from '@tanstack/react-query';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { TEST_MNEMONIC } from '../../devnet/anvil.ts';
import { DEFAULT_RUNTIME_CONFIG_OPTIONS, buildRuntimeConfig } from '../../server/runtimeConfig.ts';
import { type RunningServer, startServicesServer } from '../../server/serve.ts';
import { removeDelegationStepsMachineFor } from '../../src/account/removeDelegation.ts';
import { createEmbeddedProvider, type EmbeddedChain } from '../../src/chain/connectors/embedded.ts';
import { hasSmartWalletControls } from '../../src/chain/connectors/smartWalletControls.ts';
import { type CallBatchStore, createMemoryCallBatchStore } from '../../src/chain/smartWallet/callBatch.ts';
import { listActivity } from '../../src/data/activity.ts';
import { SluiceDatabase } from '../../src/data/database.ts';
import { smartWalletStatusOf } from '../../src/data/smartWalletStatus.ts';
import { walletCapabilitiesQueryOptions } from '../../src/data/walletCapabilities.ts';
import { delegationDetailsFor, walletDelegationQueryOptions } from '../../src/data/walletDelegation.ts';
import { createWalletSession } from '../../workers/vault/walletSession.ts';
import { balanceOf, clientsFor, devnetChainManifest, isolateEachTest, token } from './fixtures.ts';

const devnet = devnetChainManifest(31337);
const l2 = devnetChainManifest(31338);
const ACCOUNT_INDEX = 4;
const c = clientsFor(devnet, ACCOUNT_INDEX);
const ACCOUNT = c.account.address;
const RECIPIENT: Address = '0x000000000000000000000000000000000000bEEF';
const SPENDER: Address = '0x000000000000000000000000000000000000dEaD';
const usdc = token(devnet, 'USDC');

const session = createWalletSession();
let server: RunningServer;
beforeAll(async () => {
  await session.create('correct horse battery staple', TEST_MNEMONIC, ACCOUNT_INDEX + 1);
  server = await startServicesServer({ manifest: () => inject('devnet'), port: 0 });
});
afterAll(() => server.close());

/** The runtime config the services server gives the app, its trading API this test's server. */
const runtimeConfig = () => ({
  ...buildRuntimeConfig(inject('devnet'), DEFAULT_RUNTIME_CONFIG_OPTIONS),
  tradingApiUrl: `${server.url}/api/trading`,
});

const embeddedChain = (chain: typeof devnet, withDelegate = true): EmbeddedChain => ({
  chainId: chain.chainId,
  name: chain.name,
  rpcUrl: chain.rpcUrl,
  ...(withDelegate && chain.delegation ? { delegation: chain.delegation } : {}),
});

function providerFor(batches: CallBatchStore = createMemoryCallBatchStore(), l2HasDelegate = true) {
  return createEmbeddedProvider({
    signer: session,
    chains: () => [embeddedChain(devnet), embeddedChain(l2, l2HasDelegate)],
    account: ACCOUNT,
    chainId: 31337,
    batches,
  });
}

type Provider = ReturnType<typeof providerFor>;
type CallsStatus = { status: number; atomic: boolean; chainId: Hex; receipts: { status: Hex; transactionHash: Hex }[] };

const sendCalls = (
  provider: Provider,
  calls: { to: Address; data?: Hex; value?: Hex }[],
  chainId = '0x7a69',
  atomicRequired = true,
) =>
  provider.request({
    method: 'wallet_sendCalls',
    params: [{ version: '2.0.0', from: ACCOUNT, chainId: chainId as Hex, atomicRequired, calls }],
  }) as Promise<{ id: string }>;
/** The batch's status once it left 100 (pending), as the wallet answers wallet_getCallsStatus (anvil mines just after). */
async function callsStatus(provider: Provider, id: string): Promise<CallsStatus> {
  await waitForCallsStatus(createWalletClient({ transport: custom(provider) }), {
    id,
    pollingInterval: 50,
    timeout: 10_000,
  });
  return provider.request({ method: 'wallet_getCallsStatus', params: [id] }) as unknown as Promise<CallsStatus>;
}
const capabilities = (provider: Provider) =>
  provider.request({ method: 'wallet_getCapabilities', params: [ACCOUNT, ['0x7a69', '0x7a6a']] });

const approve = (amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [SPENDER, amount] });
const transfer = (amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, amount] });

describe('the embedded provider’s smart wallet', () => {
  isolateEachTest();

  it('should upgrade the account with its first batch and run approve + transfer as one transaction', async () => {
    const provider = providerFor();
    expect(await capabilities(provider)).toEqual({
      '0x7a69': { atomic: { status: 'ready' } },
      '0x7a6a': { atomic: { status: 'ready' } },
    });
    const before = await balanceOf(c, usdc.address, RECIPIENT);
    const amount = parseUnits('12.5', usdc.decimals);

    const { id } = await sendCalls(provider, [
      { to: usdc.address, data: approve(amount) },
      { to: usdc.address, data: transfer(amount) },
    ]);

    const status = await callsStatus(provider, id);
    expect(status).toMatchObject({ status: 200, atomic: true, chainId: '0x7a69' });
    expect(status.receipts).toHaveLength(1);
    expect(status.receipts[0]!.status).toBe('0x1');
    const transaction = await c.publicClient.getTransaction({ hash: status.receipts[0]!.transactionHash });
    expect(transaction.type).toBe('eip7702');
    expect(transaction.authorizationList?.[0]?.address.toLowerCase()).toBe(devnet.delegation!.latest.toLowerCase());
    expect(await balanceOf(c, usdc.address, RECIPIENT)).toBe(before + amount);
    expect(
      await c.publicClient.readContract({
        address: usdc.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [ACCOUNT, SPENDER],
      }),
    ).toBe(amount);
    expect(await capabilities(provider)).toEqual({
      '0x7a69': { atomic: { status: 'supported' } },
      '0x7a6a': { atomic: { status: 'ready' } },
    });

    // a delegated account batches without another authorization
    const second = await sendCalls(provider, [
      { to: RECIPIENT, value: '0x1' },
      { to: RECIPIENT, value: '0x2' },
    ]);
    const secondStatus = await callsStatus(provider, second.id);
    expect(secondStatus.status).toBe(200);
    const plain = await c.publicClient.getTransaction({ hash: secondStatus.receipts[0]!.transactionHash });
    expect(plain.type).toBe('eip1559');
  });

  it('should send a second batch right after the first, once the upgrade it waits for is mined', async () => {
    const provider = providerFor();
    const [first, second] = await Promise.all([
      sendCalls(provider, [{ to: RECIPIENT, value: '0x1' }]),
      sendCalls(provider, [{ to: RECIPIENT, value: '0x2' }]),
    ]);
    const [firstStatus, secondStatus] = [await callsStatus(provider, first.id), await callsStatus(provider, second.id)];
    expect([firstStatus.status, secondStatus.status]).toEqual([200, 200]);
    const upgrade = await c.publicClient.getTransaction({ hash: firstStatus.receipts[0]!.transactionHash });
    const plain = await c.publicClient.getTransaction({ hash: secondStatus.receipts[0]!.transactionHash });
    expect([upgrade.type, plain.type]).toEqual(['eip7702', 'eip1559']);
    expect(await c.publicClient.getBalance({ address: RECIPIENT })).toBe(3n);
  });

  it('should answer a batch’s status from its store after a reload', async () => {
    const batches = createMemoryCallBatchStore();
    const { id } = await sendCalls(providerFor(batches), [{ to: RECIPIENT, value: '0x5' }]);
    const reloaded = providerFor(batches);
    expect(await callsStatus(reloaded, id)).toMatchObject({ status: 200, atomic: true });
    await expect(reloaded.request({ method: 'wallet_getCallsStatus', params: ['0x1234'] })).rejects.toMatchObject({
      code: 5730,
    });
  });

  it('should refuse a batch whose second call would revert at its estimate, and send nothing', async () => {
    const provider = providerFor();
    const held = await balanceOf(c, usdc.address, ACCOUNT);
    const eth = await c.publicClient.getBalance({ address: ACCOUNT });
    const nonce = await c.publicClient.getTransactionCount({ address: ACCOUNT });

    const refused = sendCalls(provider, [
      { to: RECIPIENT, value: '0x100' },
      { to: usdc.address, data: transfer(held + 1n) },
    ]);

    await expect(refused).rejects.toMatchObject({
      code: 3,
      message: expect.stringMatching(/^The batch is expected to fail: Execution reverted.*Nothing was sent\.$/),
    });
    expect(await balanceOf(c, usdc.address, ACCOUNT)).toBe(held);
    expect(await c.publicClient.getBalance({ address: ACCOUNT })).toBe(eth);
    expect(await c.publicClient.getBalance({ address: RECIPIENT })).toBe(0n);
    expect(await c.publicClient.getTransactionCount({ address: ACCOUNT })).toBe(nonce);
    expect(await c.publicClient.getCode({ address: ACCOUNT })).toBeUndefined();
  });

  it('should refuse atomicity where no delegate is deployed, and send the calls one by one when it is not required', async () => {
    const provider = providerFor(createMemoryCallBatchStore(), false);
    const l2Client = clientsFor(l2, ACCOUNT_INDEX).publicClient;
    expect(await capabilities(provider)).toMatchObject({ '0x7a6a': { atomic: { status: 'unsupported' } } });
    await expect(sendCalls(provider, [{ to: RECIPIENT, value: '0x1' }], '0x7a6a')).rejects.toMatchObject({
      code: 5760,
    });

    const { id } = await sendCalls(
      provider,
      [
        { to: RECIPIENT, value: '0x1' },
        { to: RECIPIENT, value: '0x2' },
      ],
      '0x7a6a',
      false,
    );

    const status = await callsStatus(provider, id);
    expect(status).toMatchObject({ status: 200, atomic: false, chainId: '0x7a6a' });
    expect(status.receipts).toHaveLength(2);
    expect(await l2Client.getBalance({ address: RECIPIENT })).toBe(3n);
    expect(await l2Client.getCode({ address: ACCOUNT })).toBeUndefined();
  });

  it('should remove the delegation, leaving no code, and read the capability and delegation queries again', async () => {
    const provider = providerFor();
    const { id } = await sendCalls(provider, [{ to: RECIPIENT, value: numberToHex(parseEther('0.001')) }]);
    expect((await callsStatus(provider, id)).status).toBe(200);
    expect(await c.publicClient.getCode({ address: ACCOUNT })).toMatch(/^0xef0100/);
    if (!hasSmartWalletControls(provider)) throw new Error('the embedded provider removes delegations');
    // what the smart-wallet settings read: the wallet's capabilities and the trading API's delegation check
    const queryClient = new QueryClient();
    const capabilitiesQuery = walletCapabilitiesQueryOptions({
      provider,
      connectorId: 'embedded',
      address: ACCOUNT,
      chainIds: [31337],
    });
    const delegationQuery = walletDelegationQueryOptions({
      config: runtimeConfig(),
      walletAddresses: [ACCOUNT],
      chainIds: [31337],
    });
    const statusOnDevnet = () =>
      smartWalletStatusOf({
        details: delegationDetailsFor(queryClient.getQueryData(delegationQuery.queryKey), ACCOUNT, 31337),
        atomic: queryClient.getQueryData(capabilitiesQuery.queryKey)?.[31337],
      });
    expect(await queryClient.fetchQuery(capabilitiesQuery)).toEqual({ 31337: 'supported' });
    await queryClient.fetchQuery(delegationQuery);
    expect(statusOnDevnet()).toBe('active');
    const database = new SluiceDatabase('smart-wallet-removal', Number.POSITIVE_INFINITY, {
      indexedDB: new IDBFactory(),
      IDBKeyRange,
    });

    // the settings' review: the pipeline's machine, simulated (no token moves, only the network cost), then confirmed
    let onRefreshed = () => {};
    const refreshed = new Promise<void>((resolve) => (onRefreshed = resolve));
    const removal$ = createActor(
      removeDelegationStepsMachineFor({
        provider,
        chain: runtimeConfig().chains.find((chain) => chain.chainId === 31337)!,
        account: ACCOUNT,
        queryClient,
        database,
        onRefreshed,
      }),
    ).start();
    const review = await waitFor(removal$, (state) => state.matches('ready') || state.matches('blocked'));
    expect(review.context.preview).toMatchObject({ status: 'simulated', changes: [], approvals: [] });
    removal$.send({ type: 'CONFIRM' });
    const done = await waitFor(removal$, (state) => state.matches('succeeded') || state.matches('failed'), {
      timeout: 30_000,
    });
    expect(done.value).toBe('succeeded');
    await refreshed;
    const hash = done.context.hashes[0]!;

    const removal = await c.publicClient.getTransaction({ hash });
    expect(removal.authorizationList?.[0]?.address).toBe(zeroAddress);
    expect(await c.publicClient.getCode({ address: ACCOUNT })).toBeUndefined();
    expect(await capabilities(provider)).toMatchObject({ '0x7a69': { atomic: { status: 'ready' } } });
    // the cached answers were read again (both are fresh for 30 s and a minute): nothing says 'supported' or Active
    expect(queryClient.getQueryData(capabilitiesQuery.queryKey)).toEqual({ 31337: 'ready' });
    expect(delegationDetailsFor(queryClient.getQueryData(delegationQuery.queryKey), ACCOUNT, 31337)).toMatchObject({
      currentDelegationAddress: null,
      isWalletDelegatedToUniswap: false,
    });
    expect(statusOnDevnet()).toBe('inactive');
    expect(await listActivity(database, ACCOUNT)).toMatchObject([
      { hash, type: 'removeDelegation', status: 'success' },
    ]);
  });
});
