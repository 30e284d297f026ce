// Pairing an app with Sluice over WalletConnect (issue 29; spec "app connection requests: connect", §8 "Connections"):
// a scanned or pasted link is checked (a v1 link or anything else says so at once), paired over the relay, and the
// app's proposal reviewed: approved with the account and the chains Sluice has, or rejected. An app that requires a
// chain Sluice does not have is refused as unsupported; an unreachable relay says "Network error" and can be retried.
// Before the person decides, the app's website is screened (spec §6 "flagged as a risk"): a flagged site, or a proposal
// that came from another site than the app claims (the verify context), is warned about, and approving it takes a
// second, explicit confirmation.
// The actors (pair, approve, reject) are the wallet kit's (src/account/walletKit/walletKit.ts), screen the risk
// screening's (src/data/appDomainScreening.ts), injected.
import { assign, fromPromise, not, setup } from 'xstate';
import type { AppProposal } from '../src/lib/walletConnect/apps';
import { type AppRisk, appRiskOf, isRisky } from '../src/lib/walletConnect/appRisk';
import type { ErrorMessageId } from '../src/lib/errorMessages';
import { approvableChains } from '../src/lib/walletConnect/namespaces';
import { type PairingUriCheck, checkPairingUri } from '../src/lib/walletConnect/pairingUri';

export type AppPairingInput = { supportedChains: number[] };

export type AppPairingContext = {
  supportedChains: number[];
  /** The checked link being paired. */
  link?: Extract<PairingUriCheck, { ok: true }>;
  proposal?: AppProposal;
  /** The chains the approval shares (those Sluice has among the ones the app asks for); none when one it requires is missing. */
  chains?: number[];
  /** What the sheet warns about (set once the screening answered, or could not). */
  risk?: AppRisk;
  failure?: ErrorMessageId;
};

export type AppPairingEvent =
  | { type: 'PAIR'; text: string }
  | { type: 'APPROVE' }
  /** The second confirmation a flagged app needs ("Connect anyway"), and the way back from it. */
  | { type: 'APPROVE_ANYWAY' }
  | { type: 'BACK' }
  | { type: 'REJECT' }
  | { type: 'RETRY' }
  | { type: 'RESET' };

const reasonOf = (error: unknown): ErrorMessageId =>
  typeof error === 'object' && error !== null && 'reason' in error
    ? (error as { reason: ErrorMessageId }).reason ?? 'connectionGeneralError'
    : 'connectionGeneralError';

export const appPairingMachine = setup({
  types: {
    context: {} as AppPairingContext,
    events: {} as AppPairingEvent,
    input: {} as AppPairingInput,
  },
  actors: {
    pair: fromPromise<AppProposal, { uri: string; topic: string }>(async () => {
      throw new Error('pair is provided by the wallet kit');
    }),
    approve: fromPromise<void, { proposal: AppProposal; chains: number[] }>(async () => {
      throw new Error('approve is provided by the wallet kit');
    }),
    reject: fromPromise<void, { proposal: AppProposal; why: 'userRejected' | 'unsupportedChains' }>(async () => {
      throw new Error('reject is provided by the wallet kit');
    }),
    /** The risk screening's answer for each of the app's websites (src/data/appDomainScreening.ts). */
    screen: fromPromise<Readonly<Record<string, boolean>>, { proposal: AppProposal }>(async () => {
      throw new Error('screen is provided by the risk screening');
    }),
  },
  guards: {
    linkIsPairing: ({ event }) => event.type === 'PAIR' && checkPairingUri(event.text).ok,
    requiredChainsSupported: ({ context }) => context.chains !== undefined,
    appIsRisky: ({ context }) => isRisky(context.risk),
  },
  actions: {
    keepLink: assign(({ event }) => {
      const check = event.type === 'PAIR' ? checkPairingUri(event.text) : undefined;
      return check?.ok ? { link: check, failure: undefined } : {};
    }),
    refuseLink: assign(({ event }) => {
      const check = event.type === 'PAIR' ? checkPairingUri(event.text) : undefined;
      return { link: undefined, failure: check && !check.ok ? check.reason : 'invalidQrCode' };
    }),
    keepProposal: assign(({ context }, proposal: AppProposal) => ({
      proposal,
      chains: approvableChains(proposal, context.supportedChains),
    })),
    keepRisk: assign(({ context }, screened: Readonly<Record<string, boolean>> | undefined) => ({
      risk: appRiskOf(context.proposal!.app, context.proposal!.verified, screened),
    })),
    fail: assign((_, reason: ErrorMessageId) => ({ failure: reason })),
    clear: assign({ link: undefined, proposal: undefined, chains: undefined, risk: undefined, failure: undefined }),
  },
}).createMachine({
  id: 'appPairing',
  context: ({ input }) => ({ supportedChains: input.supportedChains }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        PAIR: [
          { guard: 'linkIsPairing', target: 'pairing', actions: 'keepLink' },
          { target: 'idle', actions: 'refuseLink' },
        ],
      },
    },
    pairing: {
      invoke: {
        src: 'pair',
        input: ({ context }) => ({ uri: context.link!.uri, topic: context.link!.topic }),
        onDone: { target: 'checkingChains', actions: { type: 'keepProposal', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => reasonOf(event.error) } },
      },
    },
    checkingChains: {
      always: [{ guard: not('requiredChainsSupported'), target: 'refusingUnsupported' }, { target: 'screening' }],
    },
    screening: {
      invoke: {
        src: 'screen',
        input: ({ context }) => ({ proposal: context.proposal! }),
        onDone: { target: 'proposed', actions: { type: 'keepRisk', params: ({ event }) => event.output } },
        // no answer is no all-clear: the sheet says the site could not be checked
        onError: { target: 'proposed', actions: { type: 'keepRisk', params: undefined } },
      },
    },
    proposed: {
      on: {
        APPROVE: [{ guard: 'appIsRisky', target: 'confirmingRisk' }, { target: 'approving' }],
        REJECT: 'rejecting',
      },
    },
    // a flagged app, or one that is not who it claims to be: the person confirms once more, knowing why
    confirmingRisk: {
      on: { APPROVE_ANYWAY: 'approving', BACK: 'proposed', REJECT: 'rejecting' },
    },
    refusingUnsupported: {
      // the app hears 5100 "Unsupported chains"; the person reads why
      entry: { type: 'fail', params: 'unsupportedChains' },
      invoke: {
        src: 'reject',
        input: ({ context }) => ({ proposal: context.proposal!, why: 'unsupportedChains' as const }),
        onDone: 'unsupported',
        onError: 'unsupported',
      },
    },
    unsupported: { on: { RESET: { target: 'idle', actions: 'clear' } } },
    approving: {
      invoke: {
        src: 'approve',
        input: ({ context }) => ({ proposal: context.proposal!, chains: context.chains! }),
        onDone: 'connected',
        onError: { target: 'proposed', actions: { type: 'fail', params: ({ event }) => reasonOf(event.error) } },
      },
    },
    rejecting: {
      invoke: {
        src: 'reject',
        input: ({ context }) => ({ proposal: context.proposal!, why: 'userRejected' as const }),
        onDone: 'rejected',
        onError: 'rejected',
      },
    },
    failed: {
      on: {
        RETRY: { target: 'pairing', actions: assign({ failure: undefined }) },
        RESET: { target: 'idle', actions: 'clear' },
        PAIR: [
          { guard: 'linkIsPairing', target: 'pairing', actions: 'keepLink' },
          { target: 'idle', actions: 'refuseLink' },
        ],
      },
    },
    connected: { on: { RESET: { target: 'idle', actions: 'clear' } } },
    rejected: { on: { RESET: { target: 'idle', actions: 'clear' } } },
  },
});
