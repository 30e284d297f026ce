import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { AppProposal, AppVerification } from '../src/lib/walletConnect/apps.ts';
import { isRisky } from '../src/lib/walletConnect/appRisk.ts';
import { appPairingMachine } from './appPairing.machine.ts';
import { walkEveryPath } from './testing/walkEveryPath.ts';

const TOPIC = '7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9';
const KEY = '587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303';
const LINK = `wc:${TOPIC}@2?relay-protocol=irn&symKey=${KEY}`;
const V1 = 'wc:8a5e5bdc-a0e4-4702-ba63-8f1a5655744f@1?bridge=https%3A%2F%2Fbridge.walletconnect.org&key=41';

const proposal = (
  requiredChains: number[],
  optionalChains: number[] = [],
  verified?: AppVerification,
): AppProposal => ({
  id: 1,
  app: { name: 'App', url: 'https://app.example', description: '' },
  requiredChains,
  optionalChains,
  methods: ['personal_sign'],
  events: [],
  ...(verified && { verified }),
});
/** A proposal that came from another website than the app claims (the relay attested it). */
const IMPOSTOR = proposal([31337], [], { origin: 'https://evil.example', validation: 'INVALID' });

describe('app pairing machine', () => {
  it('should keep its invariants on a shortest path to every state', () => {
    walkEveryPath(appPairingMachine, {
      input: { supportedChains: [31337, 31338] },
      paths: 'shortest',
      events: [
        { type: 'PAIR', text: LINK },
        { type: 'PAIR', text: V1 },
        { type: 'PAIR', text: 'hello' },
        { type: 'APPROVE' },
        { type: 'APPROVE_ANYWAY' },
        { type: 'BACK' },
        { type: 'REJECT' },
        { type: 'RETRY' },
        { type: 'RESET' },
        { type: 'xstate.done.actor.0.appPairing.pairing', output: proposal([31337], [1]) },
        { type: 'xstate.done.actor.0.appPairing.pairing', output: IMPOSTOR },
        { type: 'xstate.done.actor.0.appPairing.screening', output: { 'app.example': false, 'evil.example': false } },
        { type: 'xstate.done.actor.0.appPairing.screening', output: { 'app.example': true } },
        { type: 'xstate.error.actor.0.appPairing.screening', error: new Error('offline') },
        { type: 'xstate.done.actor.0.appPairing.pairing', output: proposal([1]) },
        { type: 'xstate.done.actor.0.appPairing.pairing', output: proposal([], [1]) },
        { type: 'xstate.error.actor.0.appPairing.pairing', error: { reason: 'networkError' } },
        { type: 'xstate.done.actor.0.appPairing.approving' },
        { type: 'xstate.error.actor.0.appPairing.approving', error: new Error('relay dropped') },
        { type: 'xstate.done.actor.0.appPairing.rejecting' },
        { type: 'xstate.done.actor.0.appPairing.refusingUnsupported' },
      ],
      invariant: (snapshot) => {
        const { context } = snapshot;
        // a session is only ever approved with chains Sluice has, none of them missing from what the app requires
        if (snapshot.matches('approving') || snapshot.matches('connected')) {
          expect(context.chains?.length).toBeGreaterThan(0);
          expect(context.chains!.every((chain) => context.supportedChains.includes(chain))).toBe(true);
          expect(context.proposal!.requiredChains.every((chain) => context.chains!.includes(chain))).toBe(true);
        }
        // nothing is approved before the screening answered (or could not), and a risky app only after a confirmation
        if (snapshot.matches('proposed') || snapshot.matches('approving')) expect(context.risk).toBeDefined();
        if (snapshot.matches('confirmingRisk')) expect(isRisky(context.risk)).toBe(true);
        if (snapshot.matches('unsupported')) expect(context.failure).toBe('unsupportedChains');
        if (snapshot.matches('pairing')) expect(context.link?.topic).toBe(TOPIC);
        if (snapshot.matches('failed')) expect(context.failure).toBeDefined();
      },
    });
  });

  it('should say what a link is at once: a v1 link, or not a pairing link', () => {
    const actor = createActor(appPairingMachine, { input: { supportedChains: [31337] } }).start();
    actor.send({ type: 'PAIR', text: V1 });
    expect(actor.getSnapshot().context.failure).toBe('unsupportedV1Connection');
    actor.send({ type: 'PAIR', text: 'https://app.example' });
    expect(actor.getSnapshot().context.failure).toBe('invalidQrCode');
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('should approve the chains Sluice has among those asked for, and refuse an app requiring one it lacks', async () => {
    const approved: number[][] = [];
    const rejected: string[] = [];
    const machine = (offered: AppProposal) =>
      appPairingMachine.provide({
        actors: {
          pair: fromPromise(async () => offered),
          screen: fromPromise(async () => ({})),
          approve: fromPromise<void, { proposal: AppProposal; chains: number[] }>(async ({ input }) => {
            approved.push(input.chains);
          }),
          reject: fromPromise<void, { proposal: AppProposal; why: 'userRejected' | 'unsupportedChains' }>(
            async ({ input }) => {
              rejected.push(input.why);
            },
          ),
        },
      });
    const supported = { input: { supportedChains: [31337, 31338] } };

    const welcome = createActor(machine(proposal([31337], [31338, 1])), supported).start();
    welcome.send({ type: 'PAIR', text: LINK });
    await waitFor(welcome, (s) => s.matches('proposed'));
    welcome.send({ type: 'APPROVE' });
    await waitFor(welcome, (s) => s.matches('connected'));
    expect(approved).toEqual([[31337, 31338]]);

    const mainnetOnly = createActor(machine(proposal([1])), supported).start();
    mainnetOnly.send({ type: 'PAIR', text: LINK });
    const refused = await waitFor(mainnetOnly, (s) => s.matches('unsupported'));
    expect(refused.context.failure).toBe('unsupportedChains');
    expect(rejected).toEqual(['unsupportedChains']);

    const declined = createActor(machine(proposal([31337])), supported).start();
    declined.send({ type: 'PAIR', text: LINK });
    await waitFor(declined, (s) => s.matches('proposed'));
    declined.send({ type: 'REJECT' });
    await waitFor(declined, (s) => s.matches('rejected'));
    expect(rejected).toEqual(['unsupportedChains', 'userRejected']);
  });

  it('should ask once more before approving a flagged app, or one that is not who it claims to be', async () => {
    const approved: string[] = [];
    const machine = (offered: AppProposal, screened: Record<string, boolean>) =>
      appPairingMachine.provide({
        actors: {
          pair: fromPromise(async () => offered),
          screen: fromPromise(async () => screened),
          approve: fromPromise<void, { proposal: AppProposal; chains: number[] }>(async ({ input }) => {
            approved.push(input.proposal.app.url);
          }),
        },
      });
    const flagged = createActor(machine(proposal([31337]), { 'app.example': true }), {
      input: { supportedChains: [31337] },
    }).start();
    flagged.send({ type: 'PAIR', text: LINK });
    const warned = await waitFor(flagged, (s) => s.matches('proposed'));
    expect(warned.context.risk).toEqual({ flagged: ['app.example'], unchecked: false });
    flagged.send({ type: 'APPROVE' });
    expect(flagged.getSnapshot().matches('confirmingRisk')).toBe(true);
    flagged.send({ type: 'BACK' });
    flagged.send({ type: 'APPROVE' });
    flagged.send({ type: 'APPROVE_ANYWAY' });
    await waitFor(flagged, (s) => s.matches('connected'));

    const impostor = createActor(machine(IMPOSTOR, { 'app.example': false, 'evil.example': false }), {
      input: { supportedChains: [31337] },
    }).start();
    impostor.send({ type: 'PAIR', text: LINK });
    const mismatched = await waitFor(impostor, (s) => s.matches('proposed'));
    expect(mismatched.context.risk?.mismatch).toEqual({ claimed: 'app.example', origin: 'https://evil.example' });
    impostor.send({ type: 'APPROVE' });
    expect(impostor.getSnapshot().matches('confirmingRisk')).toBe(true);
    expect(approved).toEqual(['https://app.example']);

    // a screening that cannot answer warns that the site was not checked, and does not hold the approval back
    const offline = createActor(
      appPairingMachine.provide({
        actors: {
          pair: fromPromise(async () => proposal([31337])),
          screen: fromPromise<Record<string, boolean>, { proposal: AppProposal }>(async () => {
            throw new Error('offline');
          }),
          approve: fromPromise<void, { proposal: AppProposal; chains: number[] }>(async () => undefined),
        },
      }),
      { input: { supportedChains: [31337] } },
    ).start();
    offline.send({ type: 'PAIR', text: LINK });
    expect((await waitFor(offline, (s) => s.matches('proposed'))).context.risk?.unchecked).toBe(true);
    offline.send({ type: 'APPROVE' });
    await waitFor(offline, (s) => s.matches('connected'));
  });

  it('should say "Network error" when the relay cannot be reached, and pair on retry', async () => {
    let attempts = 0;
    const actor = createActor(
      appPairingMachine.provide({
        actors: {
          pair: fromPromise(async () => {
            attempts += 1;
            if (attempts === 1) throw { reason: 'networkError' };
            return proposal([31337]);
          }),
          screen: fromPromise(async () => ({})),
        },
      }),
      { input: { supportedChains: [31337] } },
    ).start();
    actor.send({ type: 'PAIR', text: LINK });
    expect((await waitFor(actor, (s) => s.matches('failed'))).context.failure).toBe('networkError');
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('proposed'));
    expect(attempts).toBe(2);
  });
});
