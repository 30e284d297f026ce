import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { AppProposal } from '../src/lib/walletConnect/apps.ts';
import { appPairingMachine } from './appPairing.machine.ts';
import { walkEveryPath } from './testing/walkEveryPath.ts';

const TOPIC = '7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9';
const KEY = '587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303';
const LINK = `wc:${TOPIC}@2?relay-protocol=irn&symKey=${KEY}`;
const V1 = 'wc:8a5e5bdc-a0e4-4702-ba63-8f1a5655744f@1?bridge=https%3A%2F%2Fbridge.walletconnect.org&key=41';

const proposal = (requiredChains: number[], optionalChains: number[] = []): AppProposal => ({
  id: 1,
  app: { name: 'App', url: 'https://app.example', description: '' },
  requiredChains,
  optionalChains,
  methods: ['personal_sign'],
  events: [],
});

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
        { type: 'REJECT' },
        { type: 'RETRY' },
        { type: 'RESET' },
        { type: 'xstate.done.actor.0.appPairing.pairing', output: proposal([31337], [1]) },
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
