import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  type CheckoutOffer,
  type CheckoutOutcome,
  type CheckoutSession,
  type SaleTransfer,
  fiatCheckoutMachine,
} from './fiatCheckout.machine.ts';
import { walkEveryPath } from './testing/walkEveryPath.ts';

const offer = (direction: 'buy' | 'sell'): CheckoutOffer => ({
  direction,
  token: { chainId: 31337, address: '0x0000000000000000000000000000000000000abc', symbol: 'USDC', decimals: 6 },
  serviceProvider: 'MERIDIANRAMP',
  providerName: 'Meridian Ramp (sandbox)',
  countryCode: 'US',
  sourceAmount: direction === 'buy' ? 150 : 100,
  fiatCurrency: 'USD',
  cryptoCurrencyCode: 'USDC_DEVNET',
  fiatAmount: direction === 'buy' ? 150 : 95.52,
  tokenAmount: direction === 'buy' ? 144.6 : 100,
  totalFee: 5.73,
  exchangeRate: 1,
});
const SESSION: CheckoutSession = { externalSessionId: 's-1', widgetUrl: 'http://127.0.0.1/widget/buy/t' };
const TRANSFER: SaleTransfer = {
  chainId: 31337,
  tokenAddress: '0x0000000000000000000000000000000000000abc',
  amount: 100_000_000n,
  depositAddress: '0x0000000000000000000000000000000000000def',
};
const HASH = '0x1234000000000000000000000000000000000000000000000000000000000000' as const;

describe('fiat checkout machine', () => {
  it('should keep its invariants on every path', () => {
    walkEveryPath(fiatCheckoutMachine, {
      input: undefined,
      paths: 'shortest',
      events: [
        { type: 'CONTINUE', offer: offer('buy') },
        { type: 'CONTINUE', offer: offer('sell') },
        { type: 'DEPOSITED', hash: HASH },
        { type: 'RETRY' },
        { type: 'RESET' },
        { type: 'xstate.done.actor.0.fiatCheckout.openingWidget', output: SESSION },
        { type: 'xstate.error.actor.0.fiatCheckout.openingWidget', error: { messageId: 'serviceUnavailableInRegion' } },
        { type: 'xstate.done.actor.0.fiatCheckout.readingTransfer', output: TRANSFER },
        { type: 'xstate.error.actor.0.fiatCheckout.readingTransfer', error: new Error('session not found') },
        {
          type: 'xstate.done.actor.0.fiatCheckout.waitingForProvider',
          output: { outcome: 'complete', status: 'SETTLED' } satisfies CheckoutOutcome,
        },
        {
          type: 'xstate.done.actor.0.fiatCheckout.waitingForProvider',
          output: { outcome: 'failed', status: 'FAILED' } satisfies CheckoutOutcome,
        },
        { type: 'xstate.error.actor.0.fiatCheckout.waitingForProvider', error: new Error('offline') },
      ],
      invariant: (snapshot) => {
        const { context } = snapshot;
        // nothing waits for a provider without the session it opened
        if (snapshot.matches('waitingForProvider') || snapshot.matches('providerUnreachable'))
          expect(context.session).toBeDefined();
        // only a sale deposits, and only to an address its provider gave
        if (snapshot.matches('depositing') || snapshot.matches('readingTransfer'))
          expect(context.offer?.direction).toBe('sell');
        if (snapshot.matches('depositing')) expect(context.transfer).toBeDefined();
        if (snapshot.matches('waitingForProvider') && context.offer?.direction === 'sell')
          expect(context.depositHash).toBeDefined();
        if (snapshot.matches('settled')) expect(context.result?.outcome).toBe('complete');
        if (snapshot.matches('failed')) expect(context.result?.outcome).toBe('failed');
        if (snapshot.matches('transferUnreadable')) expect(context.failure).toBe('cannotLoadSaleTransaction');
        if (snapshot.matches('providerUnreachable')) expect(context.failure).toBeDefined();
      },
    });
  });

  it('should say the region message when the provider refuses the session, and keep the quotes', async () => {
    const machine = fiatCheckoutMachine.provide({
      actors: {
        openWidget: fromPromise<CheckoutSession, { offer: CheckoutOffer }>(async () => {
          throw Object.assign(new Error('refused'), { messageId: 'serviceUnavailableInRegion' });
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'CONTINUE', offer: offer('buy') });
    const snapshot = await waitFor(actor, (s) => s.matches('quoting'));
    expect(snapshot.context.failure).toBe('serviceUnavailableInRegion');
  });

  it('should buy through the widget and settle when the provider says SETTLED', async () => {
    const watched: string[] = [];
    const machine = fiatCheckoutMachine.provide({
      actors: {
        openWidget: fromPromise(async () => SESSION),
        watchProvider: fromPromise<CheckoutOutcome, { offer: CheckoutOffer; session: CheckoutSession }>(
          async ({ input }) => {
            watched.push(input.session.externalSessionId);
            return { outcome: 'complete', status: 'SETTLED', blockchainTransactionId: HASH };
          },
        ),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'CONTINUE', offer: offer('buy') });
    const snapshot = await waitFor(actor, (s) => s.matches('settled'));
    expect(watched).toEqual(['s-1']);
    expect(snapshot.context.result?.blockchainTransactionId).toBe(HASH);
  });

  it('should sell by depositing to the address the provider gave, then wait for the provider', async () => {
    const machine = fiatCheckoutMachine.provide({
      actors: {
        openWidget: fromPromise(async () => SESSION),
        readTransfer: fromPromise(async () => TRANSFER),
        watchProvider: fromPromise<CheckoutOutcome, { offer: CheckoutOffer; session: CheckoutSession }>(async () => ({
          outcome: 'complete',
          status: 'SETTLED',
        })),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'CONTINUE', offer: offer('sell') });
    const depositing = await waitFor(actor, (s) => s.matches('depositing'));
    expect(depositing.context.transfer?.depositAddress).toBe(TRANSFER.depositAddress);
    actor.send({ type: 'DEPOSITED', hash: HASH });
    const settled = await waitFor(actor, (s) => s.matches('settled'));
    expect(settled.context.depositHash).toBe(HASH);
  });

  it('should fail loudly when an actor was not provided', async () => {
    const actor = createActor(fiatCheckoutMachine).start();
    actor.send({ type: 'CONTINUE', offer: offer('buy') });
    const snapshot = await waitFor(actor, (s) => s.matches('quoting') && s.context.failure !== undefined);
    expect(snapshot.context.failure).toBe('connectionFailed');
  });
});
