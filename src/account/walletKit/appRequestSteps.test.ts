import { describe, expect, it } from 'vitest';
import type { Address } from 'viem';
import { appBatchStep, appRequestSteps, appTransactionActivity } from './appRequestSteps';

const app = { name: 'App', url: 'https://app.example' };
const WETH = '0x4200000000000000000000000000000000000006' as Address;
const ROUTER = '0x3fC91A3afd70395Cd496C647d5a6CC9D4B2b7FAD' as Address;
const tokens = (token: string) => (token === WETH ? { symbol: 'WETH', decimals: 18 } : undefined);
const simulated = (changes: never[] | object[], approvals: object[] = []) =>
  ({ status: 'simulated', changes, approvals, networkCostWei: 1n }) as never;

describe('appTransactionActivity', () => {
  it('should call a transaction a swap via the app when one token leaves and another arrives', () => {
    const activity = appTransactionActivity(
      simulated([
        { kind: 'native', amount: -(10n ** 17n) },
        { kind: 'erc20', token: WETH, amount: 10n ** 17n },
      ]),
      app,
      tokens,
      WETH,
    );
    expect(activity).toEqual({
      type: 'swap',
      input: {
        token: '0x0000000000000000000000000000000000000000',
        symbol: 'ETH',
        decimals: 18,
        amount: '100000000000000000',
      },
      output: { token: WETH, symbol: 'WETH', decimals: 18, amount: '100000000000000000' },
      app,
    });
  });

  it('should call it a send when only something leaves, an approval when only an allowance changes', () => {
    expect(
      appTransactionActivity(simulated([{ kind: 'erc20', token: WETH, amount: -5n }]), app, tokens, ROUTER),
    ).toMatchObject({
      type: 'send',
      input: { symbol: 'WETH', amount: '5' },
      counterparty: ROUTER,
    });
    expect(
      appTransactionActivity(
        simulated([], [{ token: WETH, spender: ROUTER, amount: 0n, via: 'erc20' }]),
        app,
        tokens,
        WETH,
      ),
    ).toMatchObject({ type: 'revoke', counterparty: ROUTER });
  });

  it('should call it a contract call when the simulation could not say', () => {
    expect(appTransactionActivity({ status: 'unavailable' }, app, tokens, ROUTER)).toEqual({
      type: 'contractCall',
      counterparty: ROUTER,
      app,
    });
  });
});

describe('appRequestSteps', () => {
  it('should sign a message as one message step, keeping its text', () => {
    const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as Address;
    expect(
      appRequestSteps({ kind: 'personalSign', chainId: 31337, account, message: '0x6869', text: 'hi' }, app, tokens),
    ).toEqual([{ type: 'message', message: '0x6869', text: 'hi' }]);
  });
});

describe('appBatchStep', () => {
  const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as Address;
  const DELEGATE = '0x63c0c19a282a1B52b07dD5a65b58948A07DAE32B' as Address;
  const batch = (atomicRequired: boolean) =>
    ({
      kind: 'sendCalls',
      chainId: 31337,
      account,
      calls: [{ to: WETH, value: 10n ** 17n, data: '0xd0e30db0' }, { to: ROUTER }],
      batchId: 'app-batch-1',
      atomicRequired,
    }) as const;

  it("should send an app's calls as one batch under its id, upgrading the account when the wallet is ready to", () => {
    const step = appBatchStep(batch(true), app, tokens, { status: 'ready', delegate: DELEGATE })!;
    expect(step).toMatchObject({
      type: 'batch',
      calls: batch(true).calls,
      upgradeTo: DELEGATE,
      id: 'app-batch-1',
      retriesAsSteps: false,
    });
    expect(step.sequential).toBeUndefined();
    expect(step.steps.map((inner) => inner.type === 'transaction' && inner.call([]))).toEqual(batch(true).calls);
    // what the batch did, told from its simulation: a wrap is a swap via the app
    expect(
      step.activityFromPreview!(
        simulated([
          { kind: 'native', amount: -(10n ** 17n) },
          { kind: 'erc20', token: WETH, amount: 10n ** 17n },
        ]),
      ),
    ).toMatchObject({ type: 'swap', app });
    expect(appBatchStep(batch(true), app, tokens, { status: 'supported' })?.upgradeTo).toBeUndefined();
  });

  it('should go call by call where the account cannot batch atomically only when the app allows it', () => {
    expect(appBatchStep(batch(true), app, tokens, { status: 'unsupported' })).toBeUndefined();
    expect(appBatchStep(batch(false), app, tokens, { status: 'unsupported' })).toMatchObject({ sequential: true });
    expect(appBatchStep(batch(false), app, tokens, { status: 'unsupported' })?.upgradeTo).toBeUndefined();
  });
});
