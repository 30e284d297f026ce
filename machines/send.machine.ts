// Send (spec §2 "Send modal", §4 "Send", "Amount entry"): the form's state, then the speed bumps (smart-contract
// recipient first, new recipient second; each Continue acknowledges its own bump and re-runs the check, Cancel
// dismisses) and the review (Back returns to the form). The review's signing (the wallet's confirmation and the
// receipt) is the one transaction steps pipeline's (issue 28: machines/transactionSteps.machine.ts); once it reports
// the send SENT, the form resets to an empty fiat amount and no recipient.
import type { Address, Hex } from 'viem';
import { assign, fromPromise, setup } from 'xstate';
import type { ValidatedRecipient } from '../src/lib/send/sendForm';

/** What the person typed and picked (spec §3 "Send state"); the derived figures are computed from it. */
export type SendDraft = {
  /** The token being sent: its address, the zero address for the chain's native coin. */
  token: Address | undefined;
  amountText: string;
  /** The amount is typed in the display currency (spec §4: hidden in testnet mode, off for the native coin). */
  inFiat: boolean;
  recipientText: string;
  validated: ValidatedRecipient | undefined;
};

/** One send as reviewed: exact amount in the token's units to one address. */
export type SendRequest = {
  chainId: number;
  token: Address;
  symbol: string;
  decimals: number;
  amount: bigint;
  recipient: ValidatedRecipient;
  /** An ERC-721 NFT of the collection `token` (amount 1, decimals 0). */
  nft?: { tokenId: bigint };
};

/** What the chain and the history say about a recipient (spec §4 speed bumps). */
export type RecipientCheck = { isSmartContract: boolean; isNewAddress: boolean };

/** The recipient could not be checked (the chain or the history did not answer). */
export type SendFailure = 'checkFailed';

export type SendContext = {
  /** Fiat entry is offered (not in testnet mode). */
  fiatAvailable: boolean;
  draft: SendDraft;
  request?: SendRequest;
  check?: RecipientCheck;
  acknowledged: { smartContract: boolean; newAddress: boolean };
  failure?: SendFailure;
  /** The last send, for the form's notice: `pending` when the review was closed before it was mined. */
  sent?: SendRequest & { hash: Hex; pending?: boolean };
};

export type SendEvent =
  | { type: 'EDIT'; patch: Partial<Pick<SendDraft, 'amountText' | 'inFiat' | 'recipientText' | 'validated'>> }
  | { type: 'SELECT_TOKEN'; token: Address; native: boolean }
  /** `amountText` is the amount converted to the other unit (spec §4: toggling fills from the converted value). */
  | { type: 'TOGGLE_FIAT'; amountText: string }
  | { type: 'SEND'; request: SendRequest }
  | { type: 'CONTINUE' }
  | { type: 'CANCEL' }
  | { type: 'BACK' }
  /** The review's transaction steps settled: the send landed with `hash` (or is on its way, `pending`). */
  | { type: 'SENT'; hash: Hex; pending?: boolean };

export type SendInput = { fiatAvailable: boolean; token?: Address };

const emptyDraft = (fiatAvailable: boolean, token: Address | undefined): SendDraft => ({
  token,
  amountText: '',
  inFiat: fiatAvailable,
  recipientText: '',
  validated: undefined,
});

export const sendMachine = setup({
  types: {
    context: {} as SendContext,
    events: {} as SendEvent,
    input: {} as SendInput,
  },
  actors: {
    // the app provides it: a default that pretended could let a person send to a contract unwarned
    checkRecipient: fromPromise<RecipientCheck, { request: SendRequest }>(async () => {
      throw new Error('checkRecipient is not provided');
    }),
  },
  guards: {
    needsSmartContractBump: ({ context }) =>
      context.check?.isSmartContract === true && !context.acknowledged.smartContract,
    needsNewAddressBump: ({ context }) => context.check?.isNewAddress === true && !context.acknowledged.newAddress,
    fiatAvailable: ({ context }) => context.fiatAvailable,
  },
  actions: {
    edit: assign(({ context }, patch: Partial<SendDraft>) => ({
      draft: { ...context.draft, ...patch },
      failure: undefined,
      sent: undefined,
    })),
    selectToken: assign(({ context }, params: { token: Address; native: boolean }) => ({
      sent: undefined,
      draft: {
        ...context.draft,
        token: params.token,
        // spec §4: picking the native coin switches to token input; the typed fiat figure no longer applies
        ...(params.native && context.draft.inFiat ? { inFiat: false, amountText: '' } : {}),
      },
    })),
    toggleFiat: assign(({ context }, amountText: string) => ({
      draft: { ...context.draft, inFiat: !context.draft.inFiat, amountText },
      sent: undefined,
    })),
    startCheck: assign((_, request: SendRequest) => ({
      request,
      check: undefined,
      acknowledged: { smartContract: false, newAddress: false },
      failure: undefined,
      sent: undefined,
    })),
    keepCheck: assign((_, check: RecipientCheck) => ({ check })),
    acknowledgeSmartContract: assign(({ context }) => ({
      acknowledged: { ...context.acknowledged, smartContract: true },
    })),
    acknowledgeNewAddress: assign(({ context }) => ({ acknowledged: { ...context.acknowledged, newAddress: true } })),
    dismiss: assign({
      request: undefined,
      check: undefined,
      acknowledged: { smartContract: false, newAddress: false },
    }),
    fail: assign((_, failure: SendFailure) => ({ failure })),
    // spec §4: success resets the amount (fiat input, empty), the recipient and the validated recipient
    resetAfterSuccess: assign(({ context }, sent: { hash: Hex; pending?: boolean }) => ({
      sent: { ...context.request!, ...sent },
      draft: emptyDraft(context.fiatAvailable, context.draft.token),
      request: undefined,
      check: undefined,
      acknowledged: { smartContract: false, newAddress: false },
      failure: undefined,
    })),
  },
}).createMachine({
  id: 'send',
  context: ({ input }) => ({
    fiatAvailable: input.fiatAvailable,
    draft: emptyDraft(input.fiatAvailable, input.token),
    acknowledged: { smartContract: false, newAddress: false },
  }),
  initial: 'form',
  states: {
    form: {
      on: {
        EDIT: { actions: { type: 'edit', params: ({ event }) => event.patch } },
        SELECT_TOKEN: { actions: { type: 'selectToken', params: ({ event }) => event } },
        TOGGLE_FIAT: {
          guard: 'fiatAvailable',
          actions: { type: 'toggleFiat', params: ({ event }) => event.amountText },
        },
        SEND: { target: 'checkingRecipient', actions: { type: 'startCheck', params: ({ event }) => event.request } },
      },
    },
    checkingRecipient: {
      invoke: {
        id: 'checkRecipient',
        src: 'checkRecipient',
        input: ({ context }) => ({ request: context.request! }),
        onDone: { target: 'routeAfterCheck', actions: { type: 'keepCheck', params: ({ event }) => event.output } },
        onError: { target: 'form', actions: [{ type: 'fail', params: 'checkFailed' }, 'dismiss'] },
      },
      on: { CANCEL: { target: 'form', actions: 'dismiss' } },
    },
    // smart contract first, new address second (spec §4)
    routeAfterCheck: {
      always: [
        { guard: 'needsSmartContractBump', target: 'smartContractWarning' },
        { guard: 'needsNewAddressBump', target: 'newAddressWarning' },
        { target: 'review' },
      ],
    },
    smartContractWarning: {
      on: {
        CONTINUE: { target: 'checkingRecipient', actions: 'acknowledgeSmartContract' },
        CANCEL: { target: 'form', actions: 'dismiss' },
      },
    },
    newAddressWarning: {
      on: {
        CONTINUE: { target: 'checkingRecipient', actions: 'acknowledgeNewAddress' },
        CANCEL: { target: 'form', actions: 'dismiss' },
      },
    },
    review: {
      on: {
        BACK: { target: 'form', actions: 'dismiss' },
        SENT: {
          target: 'form',
          actions: { type: 'resetAfterSuccess', params: ({ event }) => ({ hash: event.hash, pending: event.pending }) },
        },
      },
    },
  },
});
