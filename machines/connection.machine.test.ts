import { type SnapshotFrom, createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { type Connection, connectionMachine } from './connection.machine.ts';
import { walkEveryPath } from './testing/walkEveryPath.ts';

const connection: Connection = {
  connectorId: 'embedded',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  chainId: 31337,
};
/** The embedded wallet reopened: its account is known, its keys still sealed (issue 32). */
const reopenedLocked: Connection = { ...connection, locked: true };

// every kind of connector: the embedded wallet, an EIP-6963 wallet, WalletConnect and a watched address
const events = [
  { type: 'CONNECT', connectorId: 'embedded' },
  { type: 'CONNECT', connectorId: 'injected:dev.sluice.devnet' },
  { type: 'CONNECT', connectorId: 'walletConnect' },
  { type: 'CONNECT', connectorId: 'watch:0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
  { type: 'RETRY' },
  { type: 'CLOSE' },
  { type: 'SWITCH_CHAIN', chainId: 31338 },
  { type: 'DISCONNECT' },
  { type: 'ACCOUNTS_CHANGED', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
  { type: 'ACCOUNTS_CHANGED' },
  { type: 'CHAIN_CHANGED', chainId: 31338 },
  { type: 'xstate.done.actor.connect', output: connection },
  { type: 'xstate.error.actor.connect', error: { kind: 'timeout', message: 'Connection failed to provider' } },
  { type: 'xstate.error.actor.connect', error: { kind: 'rejected', message: 'User rejected the request.' } },
  { type: 'xstate.done.actor.reconnect', output: connection },
  { type: 'xstate.done.actor.reconnect', output: reopenedLocked },
  { type: 'xstate.done.actor.reconnect', output: null },
  { type: 'WALLET_LOCKED' },
  { type: 'WALLET_UNLOCKED' },
  { type: 'xstate.error.actor.reconnect', error: new Error('gone') },
  { type: 'xstate.done.actor.switchChain', output: 31338 },
  { type: 'xstate.error.actor.switchChain', error: new Error('Unrecognized chain') },
  { type: 'xstate.done.actor.disconnect' },
  { type: 'xstate.error.actor.disconnect', error: new Error('already gone') },
];

/** Issue 32: the embedded wallet reopened locked, and its lock and unlock while connected. */
const isLockEvent = (e: (typeof events)[number]) =>
  e.type === 'WALLET_LOCKED' || e.type === 'WALLET_UNLOCKED' || ('output' in e && e.output === reopenedLocked);

const oneConnector = events.filter(
  (e) =>
    (e.type !== 'CONNECT' || e.connectorId === 'embedded') &&
    !JSON.stringify(e).includes('"timeout"') &&
    !isLockEvent(e),
);

function connectionInvariant(snapshot: SnapshotFrom<typeof connectionMachine>) {
  const { context } = snapshot;
  if (snapshot.matches('connected') || snapshot.matches('switchingChain')) {
    expect(context.address).toBeDefined();
    expect(context.chainId).toBeDefined();
  }
  if (snapshot.matches('failed')) expect(context.failure?.message).toBeTruthy();
  if (snapshot.matches('disconnected')) expect(context.address).toBeUndefined();
  // only a connected wallet is locked (until its disconnect ends): a fresh connection always starts unlocked
  if (context.locked) expect(['connected', 'switchingChain', 'disconnecting']).toContain(snapshot.value);
  if (snapshot.matches('connecting')) expect(context.connectorId).toBeDefined();
}

describe('connection machine', () => {
  for (const input of [
    { eagerlyConnect: true, recentConnectorId: 'embedded' },
    { eagerlyConnect: false, recentConnectorId: 'embedded' },
    { eagerlyConnect: true },
    { eagerlyConnect: true, recentConnectorId: 'walletConnect' },
    {
      eagerlyConnect: true,
      recentConnectorId: 'embedded',
      eagerlyConnectAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const,
    },
  ]) {
    it(`should keep its invariants on every path when started with ${JSON.stringify(input)}`, () => {
      const paths = walkEveryPath(connectionMachine, {
        input,
        // every simple path with one connector; with all four, one shortest path to every distinct snapshot (the
        // simple paths multiply past what a test can walk, and connectors differ only in the actors behind them)
        events: oneConnector,
        unreachable: input.eagerlyConnect && input.recentConnectorId ? [] : ['reconnecting'],
        invariant: connectionInvariant,
      });
      expect(paths.length).toBeGreaterThan(5);
      // the lock events on top: one shortest path to every distinct snapshot (the simple paths would multiply again)
      const lockPaths = walkEveryPath(connectionMachine, {
        input,
        events: [...oneConnector, ...events.filter(isLockEvent)],
        paths: 'shortest',
        unreachable: input.eagerlyConnect && input.recentConnectorId ? [] : ['reconnecting'],
        invariant: connectionInvariant,
      });
      expect(lockPaths.some((p) => p.state.matches('connected') && p.state.context.locked)).toBe(true);
      const everyConnector = walkEveryPath(connectionMachine, {
        input,
        events,
        paths: 'shortest',
        unreachable: input.eagerlyConnect && input.recentConnectorId ? [] : ['reconnecting'],
        invariant: (snapshot) => {
          if (snapshot.matches('connecting') || snapshot.matches('failed'))
            expect(snapshot.context.connectorId).toBeDefined();
        },
      });
      const connectors = new Set(everyConnector.map((p) => p.state.context.connectorId));
      for (const connector of events.filter((e) => e.type === 'CONNECT'))
        expect(connectors).toContain(connector.connectorId);
    }, 60_000);
  }

  it('should connect, fail, retry the same connector and succeed', async () => {
    let attempts = 0;
    const actor = createActor(
      connectionMachine.provide({
        actors: {
          connect: fromPromise(async ({ input }) => {
            attempts++;
            if (attempts === 1) throw { kind: 'rejected', message: 'User rejected the request.' };
            return { ...connection, connectorId: input.connectorId };
          }),
        },
      }),
      { input: { eagerlyConnect: false } },
    ).start();
    actor.send({ type: 'CONNECT', connectorId: 'injected:dev.sluice.devnet' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'rejected', message: 'User rejected the request.' });
    actor.send({ type: 'RETRY' });
    const connected = await waitFor(actor, (s) => s.matches('connected'));
    expect(connected.context).toMatchObject({
      connectorId: 'injected:dev.sluice.devnet',
      recentConnectorId: 'injected:dev.sluice.devnet',
      failure: undefined,
    });
  });

  it('should reopen the embedded wallet locked, unlock it in place and lock it again without disconnecting', async () => {
    const actor = createActor(
      connectionMachine.provide({
        actors: { reconnect: fromPromise<Connection | null, { connectorId: string }>(async () => reopenedLocked) },
      }),
      { input: { eagerlyConnect: true, recentConnectorId: 'embedded' } },
    ).start();
    const reopened = await waitFor(actor, (s) => s.matches('connected'));
    expect(reopened.context).toMatchObject({ address: connection.address, locked: true });
    actor.send({ type: 'WALLET_UNLOCKED' });
    expect(actor.getSnapshot().context.locked).toBe(false);
    actor.send({ type: 'WALLET_LOCKED' });
    expect(actor.getSnapshot().matches('connected')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ address: connection.address, locked: true });
    actor.send({ type: 'DISCONNECT' });
    const gone = await waitFor(actor, (s) => s.matches('disconnected'));
    expect(gone.context.locked).toBe(false);
  });

  it('should stay connected on the old chain and say so when switching networks fails', async () => {
    const actor = createActor(
      connectionMachine.provide({
        actors: {
          reconnect: fromPromise<Connection | null, { connectorId: string }>(async () => connection),
          switchChain: fromPromise<number, { connectorId: string; chainId: number }>(async () => {
            throw new Error('Unrecognized chain');
          }),
        },
      }),
      { input: { eagerlyConnect: true, recentConnectorId: 'embedded' } },
    ).start();
    await waitFor(actor, (s) => s.matches('connected'));
    actor.send({ type: 'SWITCH_CHAIN', chainId: 31338 });
    await waitFor(actor, (s) => s.matches('connected') && s.context.switchFailed === true);
    expect(actor.getSnapshot().context.chainId).toBe(31337);
  });
});
