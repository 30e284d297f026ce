// The app's one connection (spec §2, issue: wallets). Its machinery loads after the first paint when there is a wallet
// to reconnect, and otherwise once someone reaches for a wallet (the wallet list opens, or the pointer or focus comes
// to a Connect button): an untouched first visit never downloads it (issue 34: what `/` downloads until idle). Until
// then the header simply offers "Connect wallet".
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { Address, EIP1193Provider } from 'viem';
import type { ConnectionFailure } from '../../machines/connection.machine';
import type { InjectedWallet } from '../chain/connectors/injected';
import { usePreferencesStore } from '../data/preferencesContext';
import { useRuntimeConfig } from '../data/useRuntimeConfig';
import type { ConnectionActor, ConnectionRuntime } from './connectionRuntime';
import { watchedAddress } from './connectorIds';
import { importInTasks, nextTask, whenIdle } from '../lib/tasks';

type ConnectionValue = {
  actor: ConnectionActor | null;
  runtime: ConnectionRuntime | null;
  wallets: InjectedWallet[];
  /** The WalletConnect pairing URI while a pairing waits for the wallet (the modal's QR code). */
  pairingUri?: string;
  /** Loads and starts the connection now if it has not started (someone reaches for a wallet). */
  start: () => void;
  /** Sends to the machine; what is sent before its code has loaded waits for it (and starts it). */
  send: (event: ConnectionEvent) => void;
};

type ConnectionEvent = Parameters<ConnectionActor['send']>[0];

const ConnectionContext = createContext<ConnectionValue>({
  actor: null,
  runtime: null,
  wallets: [],
  start: () => {},
  send: () => {},
});

export type ConnectionProviderProps = {
  /** spec §2: eagerlyConnect=false turns off the reconnect on load. */
  eagerlyConnect: boolean;
  /** spec §2: the account to reconnect to, already validated (lib/queryParams.ts). */
  eagerlyConnectAddress?: Address;
  children: ReactNode;
};

export function ConnectionProvider({ eagerlyConnect, eagerlyConnectAddress, children }: ConnectionProviderProps) {
  const preferences = usePreferencesStore();
  const { data: config } = useRuntimeConfig();
  const configRef = useRef(config);
  configRef.current = config;
  const [address] = useState(eagerlyConnectAddress);
  // a wallet to reconnect (remembered, or named by the URL) starts the connection at the first idle moment
  const [started, setStarted] = useState(() => address !== undefined || preferences.get().recentConnectorId != null);
  /** Set while the start waits for an idle moment: begins it at once instead. */
  const hurry = useRef<(() => void) | null>(null);
  const askedNow = useRef(false);
  const start = useCallback(() => {
    if (hurry.current) return hurry.current();
    askedNow.current = true;
    setStarted(true);
  }, []);
  const actorRef = useRef<ConnectionActor | null>(null);
  const waiting = useRef<ConnectionEvent[]>([]);
  const send = useCallback(
    (event: ConnectionEvent) => {
      if (actorRef.current) return actorRef.current.send(event);
      waiting.current.push(event);
      start();
    },
    [start],
  );
  const [value, setValue] = useState<ConnectionValue>({ actor: null, runtime: null, wallets: [], start, send });
  // the stored preferences replace their localStorage mirror once the database is open: a remembered wallet found there
  useEffect(
    () =>
      preferences.subscribe(() => {
        if (preferences.get().recentConnectorId != null) setStarted(true);
      }),
    [preferences],
  );

  useEffect(() => {
    if (!started) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    let begun = false;
    // after the page has painted and settled: the connection never competes with the first render (at once when asked)
    const begin = () => {
      if (begun) return;
      begun = true;
      hurry.current = null;
      void importInTasks(
        // the machine (xstate and its definition) evaluates in a task of its own, then the runtime's connectors
        [() => import('../../machines/connection.machine')],
        () => import('./connectionRuntime'),
      ).then(async ({ createConnectionRuntime }) => {
        // the module's evaluation and the runtime's start are two tasks, not one long one
        await nextTask();
        if (cancelled) return;
        const runtime = createConnectionRuntime({
          eagerlyConnect,
          eagerlyConnectAddress: address,
          preferences,
          config: () => configRef.current,
          onWallets: (wallets) => setValue((current) => ({ ...current, wallets })),
          onPairingUri: (pairingUri) => setValue((current) => ({ ...current, pairingUri })),
        });
        stop = runtime.stop;
        actorRef.current = runtime.actor;
        for (const event of waiting.current.splice(0)) runtime.actor.send(event);
        setValue((current) => ({ ...current, actor: runtime.actor, runtime }));
      });
    };
    const cancelIdle = askedNow.current ? (begin(), () => {}) : whenIdle(begin, 1500);
    if (!begun) hurry.current = begin;
    return () => {
      cancelIdle();
      hurry.current = null;
      cancelled = true;
      actorRef.current = null;
      stop?.();
    };
  }, [started, eagerlyConnect, preferences, address]);

  return <ConnectionContext.Provider value={value}>{children}</ConnectionContext.Provider>;
}

export type ConnectionView = {
  /** The machine's state ('starting' while its code loads). */
  status: string;
  address?: Address;
  chainId?: number;
  connectorId?: string;
  failure?: ConnectionFailure;
  /** "Failed to switch networks" (spec §8): the last chain switch failed and the old chain stayed. */
  switchFailed: boolean;
  wallets: InjectedWallet[];
  pairingUri?: string;
  /**
   * The connected wallet's EIP-1193 provider, whatever the connector (injected, embedded, WalletConnect): screens sign
   * and send through it. Undefined when disconnected or for a view-only wallet.
   */
  provider?: EIP1193Provider;
  /** A watched address: it cannot swap, send, buy, receive or sign (spec §6). */
  viewOnly: boolean;
  /**
   * The embedded wallet's keys are sealed (reopened or auto-locked, issue 32): screens read as usual and the signing
   * review asks for the password in place before it signs.
   */
  locked: boolean;
  connect: (connectorId: string) => void;
  retry: () => void;
  close: () => void;
  disconnect: () => void;
  switchChain: (chainId: number) => void;
};

const noop = () => {};
const unsubscribed = () => noop;

/** The connection as screens need it. */
export function useConnection(): ConnectionView {
  const { actor, runtime, wallets, pairingUri, send } = useContext(ConnectionContext);
  const snapshot = useSyncExternalStore(
    actor
      ? (listener) => {
          const subscription = actor.subscribe(listener);
          return () => subscription.unsubscribe();
        }
      : unsubscribed,
    () => actor?.getSnapshot(),
    () => undefined, // prerendered: no connection yet, as in the browser's first render
  );
  const connectorId = snapshot?.context.connectorId;
  const connected = snapshot?.matches('connected') || snapshot?.matches('switchingChain');
  return {
    status: snapshot ? String(snapshot.value) : 'starting',
    address: snapshot?.context.address,
    chainId: snapshot?.context.chainId,
    connectorId,
    failure: snapshot?.context.failure,
    switchFailed: snapshot?.context.switchFailed ?? false,
    wallets,
    pairingUri,
    // a watched address has no provider: nothing can ask it to sign (spec §6)
    provider: connected ? runtime?.providerFor(connectorId) : undefined,
    viewOnly: connected === true && watchedAddress(connectorId) !== undefined,
    locked: connected === true && snapshot?.context.locked === true,
    // a connect asked for before the machine's code has loaded waits for it
    connect: (connectorId) => send({ type: 'CONNECT', connectorId }),
    retry: () => actor?.send({ type: 'RETRY' }),
    close: () => actor?.send({ type: 'CLOSE' }),
    disconnect: () => actor?.send({ type: 'DISCONNECT' }),
    switchChain: (chainId) => actor?.send({ type: 'SWITCH_CHAIN', chainId }),
  };
}

/** Starts the connection if it has not started: for what opens a wallet list or is about to (hover, focus). */
export function useStartConnection(): () => void {
  return useContext(ConnectionContext).start;
}

/** The connection's runtime (the embedded wallet among it) once loaded. */
export function useConnectionRuntime(): ConnectionRuntime | null {
  return useContext(ConnectionContext).runtime;
}
