// One connection machine behind every connector (embedded wallet, injected EIP-6963 wallets, WalletConnect): connect,
// eager reconnect, chain switching, disconnect, and the failure modal's try again / close (spec §2, §8). The embedded
// wallet stays connected while locked (issue 32): its account reads from the local store until a signature unlocks it.
import type { Address } from 'viem';
import { assign, fromPromise, setup } from 'xstate';
import type { Connection, ConnectionFailure } from '../src/chain/connectors/connection.ts';

export type { Connection, ConnectionFailure };

export type ConnectionContext = {
  connectorId?: string;
  address?: Address;
  chainId?: number;
  /** The connector the user chose last: shown with a Recent badge and reconnected eagerly on load. */
  recentConnectorId?: string;
  failure?: ConnectionFailure;
  /** "Failed to switch networks": the connection stays, on its old chain. */
  switchFailed?: boolean;
  /** The wallet's keys are sealed (the embedded wallet reopened or auto-locked): read-only until it unlocks. */
  locked: boolean;
  /** Reconnect to the recent connector on load (spec §2: eagerlyConnect=false turns it off). */
  eagerlyConnect: boolean;
  /** spec §2 eagerlyConnectAddress: the account to reconnect with, when the wallet holds it. */
  eagerlyConnectAddress?: Address;
};

export type ConnectionInput = { eagerlyConnect: boolean; recentConnectorId?: string; eagerlyConnectAddress?: Address };

export type ConnectionEvent =
  | { type: 'CONNECT'; connectorId: string }
  | { type: 'RETRY' }
  | { type: 'CLOSE' }
  | { type: 'SWITCH_CHAIN'; chainId: number }
  | { type: 'DISCONNECT' }
  | { type: 'ACCOUNTS_CHANGED'; address?: Address }
  | { type: 'CHAIN_CHANGED'; chainId: number }
  /** The connected wallet sealed its keys (the user's Lock, the idle auto-lock) or opened them again. */
  | { type: 'WALLET_LOCKED' }
  | { type: 'WALLET_UNLOCKED' };

const toFailure = (error: unknown): ConnectionFailure =>
  error && typeof error === 'object' && 'kind' in error && 'message' in error
    ? (error as ConnectionFailure)
    : { kind: 'unknown', message: error instanceof Error ? error.message : String(error) };

export const connectionMachine = setup({
  types: {
    context: {} as ConnectionContext,
    events: {} as ConnectionEvent,
    input: {} as ConnectionInput,
  },
  actors: {
    // The app provides real implementations; tests provide their own.
    connect: fromPromise<Connection, { connectorId: string }>(async () => {
      throw new Error('connect is not provided');
    }),
    reconnect: fromPromise<Connection | null, { connectorId: string; address?: Address }>(async () => {
      throw new Error('reconnect is not provided');
    }),
    switchChain: fromPromise<number, { connectorId: string; chainId: number }>(async () => {
      throw new Error('switchChain is not provided');
    }),
    disconnect: fromPromise<void, { connectorId: string }>(async () => {
      throw new Error('disconnect is not provided');
    }),
  },
  guards: {
    shouldReconnectEagerly: ({ context }) => context.eagerlyConnect && !!context.recentConnectorId,
    reconnectedSomewhere: (_, params: { output: Connection | null }) => params.output !== null,
    walletStillHasAccount: (_, params: { address?: Address }) => params.address !== undefined,
  },
  actions: {
    chooseConnector: assign(({ event }) =>
      event.type === 'CONNECT' ? { connectorId: event.connectorId, failure: undefined } : {},
    ),
    rememberConnection: assign((_, connection: Connection) => ({
      ...connection,
      locked: connection.locked ?? false,
      recentConnectorId: connection.connectorId,
      failure: undefined,
      switchFailed: false,
    })),
    recordFailure: assign((_, failure: ConnectionFailure) => ({ failure })),
    forgetConnection: assign({
      connectorId: undefined,
      address: undefined,
      chainId: undefined,
      failure: undefined,
      switchFailed: false,
      locked: false,
    }),
    setChain: assign((_, chainId: number) => ({ chainId, switchFailed: false })),
    setAccount: assign(({ event }) =>
      event.type === 'ACCOUNTS_CHANGED' && event.address ? { address: event.address } : {},
    ),
    markSwitchFailed: assign({ switchFailed: true }),
    markLocked: assign({ locked: true }),
    markUnlocked: assign({ locked: false }),
    // The connection failure modal logs an analytics event (spec §8); the app provides it.
    reportConnectionFailure: () => {},
  },
}).createMachine({
  id: 'connection',
  context: ({ input }) => ({
    recentConnectorId: input.recentConnectorId,
    eagerlyConnect: input.eagerlyConnect,
    eagerlyConnectAddress: input.eagerlyConnectAddress,
    switchFailed: false,
    locked: false,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'shouldReconnectEagerly', target: 'reconnecting' }, { target: 'disconnected' }],
    },
    reconnecting: {
      invoke: {
        id: 'reconnect',
        src: 'reconnect',
        input: ({ context }) => ({ connectorId: context.recentConnectorId!, address: context.eagerlyConnectAddress }),
        onDone: [
          {
            guard: { type: 'reconnectedSomewhere', params: ({ event }) => ({ output: event.output }) },
            target: 'connected',
            actions: { type: 'rememberConnection', params: ({ event }) => event.output! },
          },
          { target: 'disconnected' },
        ],
        onError: { target: 'disconnected' },
      },
    },
    disconnected: {
      on: { CONNECT: { target: 'connecting', actions: 'chooseConnector' } },
    },
    connecting: {
      invoke: {
        id: 'connect',
        src: 'connect',
        input: ({ context }) => ({ connectorId: context.connectorId! }),
        onDone: { target: 'connected', actions: { type: 'rememberConnection', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'recordFailure', params: ({ event }) => toFailure(event.error) },
        },
      },
      on: {
        // choosing another wallet while one is pending starts over with it
        CONNECT: { target: 'connecting', reenter: true, actions: 'chooseConnector' },
        CLOSE: { target: 'disconnected', actions: 'forgetConnection' },
      },
    },
    failed: {
      entry: 'reportConnectionFailure',
      on: {
        RETRY: { target: 'connecting' },
        CLOSE: { target: 'disconnected', actions: 'forgetConnection' },
        CONNECT: { target: 'connecting', actions: 'chooseConnector' },
      },
    },
    connected: {
      on: {
        SWITCH_CHAIN: { target: 'switchingChain' },
        DISCONNECT: { target: 'disconnecting' },
        CHAIN_CHANGED: { actions: { type: 'setChain', params: ({ event }) => event.chainId } },
        WALLET_LOCKED: { actions: 'markLocked' },
        WALLET_UNLOCKED: { actions: 'markUnlocked' },
        ACCOUNTS_CHANGED: [
          {
            guard: { type: 'walletStillHasAccount', params: ({ event }) => ({ address: event.address }) },
            actions: 'setAccount',
          },
          { target: 'disconnected', actions: 'forgetConnection' },
        ],
      },
    },
    switchingChain: {
      invoke: {
        id: 'switchChain',
        src: 'switchChain',
        input: ({ context, event }) => ({
          connectorId: context.connectorId!,
          chainId: event.type === 'SWITCH_CHAIN' ? event.chainId : context.chainId!,
        }),
        onDone: { target: 'connected', actions: { type: 'setChain', params: ({ event }) => event.output } },
        onError: { target: 'connected', actions: 'markSwitchFailed' },
      },
      // the idle auto-lock may seal the keys while the wallet switches chains
      on: { WALLET_LOCKED: { actions: 'markLocked' }, WALLET_UNLOCKED: { actions: 'markUnlocked' } },
    },
    disconnecting: {
      invoke: {
        id: 'disconnect',
        src: 'disconnect',
        input: ({ context }) => ({ connectorId: context.connectorId! }),
        onDone: { target: 'disconnected', actions: 'forgetConnection' },
        onError: { target: 'disconnected', actions: 'forgetConnection' },
      },
    },
  },
});
