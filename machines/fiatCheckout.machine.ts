// Fiat checkout (spec §2 "fiat checkout", §4 onramp and offramp, §8 on-ramp errors; issue 31): a person picks one
// provider's quote, the provider's widget opens in a new tab (a session request, spec §3), and the screen waits for the
// provider until the purchase or sale settles or fails. A sale has two steps more between: the app reads the
// transfer details (token, amount, deposit address) and the wallet sends the tokens there through the one transaction
// steps pipeline (the screen runs it and reports DEPOSITED). The quotes themselves are a live query of the screen.
import type { Hex } from 'viem';
import { assign, fromPromise, setup } from 'xstate';
import type { ErrorMessageId } from '../src/lib/errorMessages';

export type CheckoutDirection = 'buy' | 'sell';

/** The token bought or sold, on its chain. */
export type CheckoutToken = { chainId: number; address: Hex; symbol: string; decimals: number };

/** The offer a person continues with: one provider's quote, as the session request asks for it again. */
export type CheckoutOffer = {
  direction: CheckoutDirection;
  token: CheckoutToken;
  serviceProvider: string;
  providerName: string;
  countryCode: string;
  /** Buying: the fiat amount; selling: the token amount (spec §5: fiat to 6 decimals, a token to its own). */
  sourceAmount: number;
  /** The fiat currency (ISO 4217). */
  fiatCurrency: string;
  /** The aggregator's code of the token (USDC_DEVNET). */
  cryptoCurrencyCode: string;
  /** What the quote said: fiat paid or received, tokens received or sold, fees and rate in the fiat currency. */
  fiatAmount: number;
  tokenAmount: number;
  totalFee: number;
  exchangeRate: number;
};

/** The session the widget belongs to (spec §3 "Session request" and its response). */
export type CheckoutSession = { externalSessionId: string; widgetUrl: string };

/** What a sale's provider says to send where (spec §8 "Cannot load transaction for selling" when it cannot be read). */
export type SaleTransfer = {
  chainId: number;
  tokenAddress: Hex;
  /** In the token's units, exact. */
  amount: bigint;
  depositAddress: Hex;
};

/** How the provider's transaction ended (spec §4: SETTLED complete; FAILED, ERROR, VOIDED failed). */
export type CheckoutOutcome = { outcome: 'complete' | 'failed'; status: string; blockchainTransactionId?: string };

export type CheckoutContext = {
  offer?: CheckoutOffer;
  session?: CheckoutSession;
  transfer?: SaleTransfer;
  depositHash?: Hex;
  result?: CheckoutOutcome;
  failure?: ErrorMessageId;
};

export type CheckoutEvent =
  | { type: 'CONTINUE'; offer: CheckoutOffer }
  /** The sale's deposit was sent through the transaction steps and mined. */
  | { type: 'DEPOSITED'; hash: Hex }
  | { type: 'RETRY' }
  /** Back to the quotes: a new checkout. */
  | { type: 'RESET' };

/** An actor's failure as the catalogue id it carries (FiatOnRampError has `messageId`), else the fallback. */
const failureOf = (error: unknown, fallback: ErrorMessageId): ErrorMessageId => {
  const id = (error as { messageId?: unknown } | null)?.messageId;
  return typeof id === 'string' ? (id as ErrorMessageId) : fallback;
};

// the app provides each actor: a default that pretended would show a purchase that never happened
const unprovided = (name: string): never => {
  throw new Error(`fiatCheckout: the ${name} actor was not provided`);
};

export const fiatCheckoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
  },
  actors: {
    /** Requests the session (WidgetUrl or OffRampWidgetUrl), keeps its pending record and opens the widget's tab. */
    openWidget: fromPromise<CheckoutSession, { offer: CheckoutOffer }>(async () => unprovided('openWidget')),
    /** Reads a sale's transfer details (OffRampTransferDetails). */
    readTransfer: fromPromise<SaleTransfer, { offer: CheckoutOffer; session: CheckoutSession }>(async () =>
      unprovided('readTransfer'),
    ),
    /** Reads the session's transaction until it is complete or failed, and records how it ended. */
    watchProvider: fromPromise<CheckoutOutcome, { offer: CheckoutOffer; session: CheckoutSession }>(async () =>
      unprovided('watchProvider'),
    ),
  },
  guards: {
    isSale: ({ context }) => context.offer?.direction === 'sell',
    hasSession: ({ context }) => context.session !== undefined,
  },
  actions: {
    takeOffer: assign(({ event }) =>
      event.type === 'CONTINUE'
        ? { offer: event.offer, session: undefined, transfer: undefined, depositHash: undefined, result: undefined }
        : {},
    ),
    clearFailure: assign({ failure: undefined }),
    forgetCheckout: assign({
      offer: undefined,
      session: undefined,
      transfer: undefined,
      depositHash: undefined,
      result: undefined,
      failure: undefined,
    }),
  },
}).createMachine({
  id: 'fiatCheckout',
  context: {},
  initial: 'quoting',
  states: {
    quoting: {
      on: { CONTINUE: { target: 'openingWidget', actions: ['takeOffer', 'clearFailure'] } },
    },
    openingWidget: {
      invoke: {
        src: 'openWidget',
        input: ({ context }) => ({ offer: context.offer! }),
        onDone: [
          { guard: 'isSale', target: 'readingTransfer', actions: assign({ session: ({ event }) => event.output }) },
          { target: 'waitingForProvider', actions: assign({ session: ({ event }) => event.output }) },
        ],
        // spec §8: the provider could not be reached, or does not serve the region; the quotes stay to try again
        onError: {
          target: 'quoting',
          actions: assign({ failure: ({ event }) => failureOf(event.error, 'connectionFailed') }),
        },
      },
    },
    readingTransfer: {
      invoke: {
        src: 'readTransfer',
        input: ({ context }) => ({ offer: context.offer!, session: context.session! }),
        onDone: { target: 'depositing', actions: assign({ transfer: ({ event }) => event.output }) },
        onError: {
          target: 'transferUnreadable',
          actions: assign({ failure: 'cannotLoadSaleTransaction' satisfies ErrorMessageId }),
        },
      },
    },
    transferUnreadable: {
      on: {
        RETRY: { target: 'readingTransfer', actions: 'clearFailure' },
        RESET: { target: 'quoting', actions: 'forgetCheckout' },
      },
    },
    // the screen shows the transfer and runs its transaction steps; backing out of the review stays here
    depositing: {
      on: {
        DEPOSITED: { target: 'waitingForProvider', actions: assign({ depositHash: ({ event }) => event.hash }) },
        RESET: { target: 'quoting', actions: 'forgetCheckout' },
      },
    },
    waitingForProvider: {
      invoke: {
        src: 'watchProvider',
        input: ({ context }) => ({ offer: context.offer!, session: context.session! }),
        onDone: [
          {
            guard: ({ event }) => event.output.outcome === 'complete',
            target: 'settled',
            actions: assign({ result: ({ event }) => event.output }),
          },
          { target: 'failed', actions: assign({ result: ({ event }) => event.output }) },
        ],
        // the provider stopped answering: say so, and offer to look again (the session goes on at the provider)
        onError: {
          target: 'providerUnreachable',
          actions: assign({ failure: ({ event }) => failureOf(event.error, 'connectionFailed') }),
        },
      },
    },
    providerUnreachable: {
      on: {
        RETRY: { guard: 'hasSession', target: 'waitingForProvider', actions: 'clearFailure' },
        RESET: { target: 'quoting', actions: 'forgetCheckout' },
      },
    },
    settled: { on: { RESET: { target: 'quoting', actions: 'forgetCheckout' } } },
    failed: { on: { RESET: { target: 'quoting', actions: 'forgetCheckout' } } },
  },
});
