// The app's one connection (spec §2, issue: wallets). Its machinery loads after the first paint, so the first load
// stays light; until then the header simply offers "Connect wallet".
import { createContext, type ReactNode, useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Address, EIP1193Provider } from 'viem';
import type { ConnectionFailure } from '../../../machines/connection.machine';
import type { InjectedWallet } from '../../chain/connectors/injected';
import { usePreferencesStore } from '../../app/providers/preferencesContext';
import { useRuntimeConfig } from '../../app/providers/useRuntimeConfig';
import type { ConnectionActor } from './connectionRuntime';

type ConnectionValue = { actor: ConnectionActor | null; wallets: InjectedWallet[] };

const ConnectionContext = createContext<ConnectionValue>({ actor: null, wallets: [] });

export function ConnectionProvider({ eagerlyConnect, children }: { eagerlyConnect: boolean; children: ReactNode }) {
  const preferences = usePreferencesStore();
  const { data: config } = useRuntimeConfig();
  const configRef = useRef(config);
  configRef.current = config;
  const [value, setValue] = useState<ConnectionValue>({ actor: null, wallets: [] });

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    // after the page has painted and settled: the connection never competes with the first render
    const whenIdle = (run: () => void) =>
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(run, { timeout: 1500 })
        : window.setTimeout(run, 200);
    whenIdle(
      () =>
        void import('./connectionRuntime').then(({ createConnectionRuntime }) => {
          if (cancelled) return;
          const runtime = createConnectionRuntime({
            eagerlyConnect,
            preferences,
            config: () => configRef.current,
            onWallets: (wallets) => setValue((current) => ({ ...current, wallets })),
          });
          stop = runtime.stop;
          setValue((current) => ({ ...current, actor: runtime.actor }));
        }),
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [eagerlyConnect, preferences]);

  return <ConnectionContext.Provider value={value}>{children}</ConnectionContext.Provider>;
}

export type ConnectionView = {
  /** The machine's state ('starting' while its code loads). */
  status: string;
  address?: Address;
  chainId?: number;
  connectorId?: string;
  failure?: ConnectionFailure;
  wallets: InjectedWallet[];
  /**
   * The connected wallet's EIP-1193 provider, whatever the connector (injected, embedded, WalletConnect): screens sign
   * and send through it. Undefined when disconnected or for a view-only wallet.
   */
  provider?: EIP1193Provider;
  /** A watched address: it cannot swap, send, buy, receive or sign (spec §6). */
  viewOnly: boolean;
  connect: (connectorId: string) => void;
  retry: () => void;
  close: () => void;
  disconnect: () => void;
};

const noop = () => {};
const unsubscribed = () => noop;

/** The connection as screens need it. */
export function useConnection(): ConnectionView {
  const { actor, wallets } = useContext(ConnectionContext);
  const snapshot = useSyncExternalStore(
    actor
      ? (listener) => {
          const subscription = actor.subscribe(listener);
          return () => subscription.unsubscribe();
        }
      : unsubscribed,
    () => actor?.getSnapshot(),
  );
  return {
    status: snapshot ? String(snapshot.value) : 'starting',
    address: snapshot?.context.address,
    chainId: snapshot?.context.chainId,
    connectorId: snapshot?.context.connectorId,
    failure: snapshot?.context.failure,
    wallets,
    provider: wallets.find((w) => w.connectorId === snapshot?.context.connectorId)?.provider,
    viewOnly: false,
    connect: (connectorId) => actor?.send({ type: 'CONNECT', connectorId }),
    retry: () => actor?.send({ type: 'RETRY' }),
    close: () => actor?.send({ type: 'CLOSE' }),
    disconnect: () => actor?.send({ type: 'DISCONNECT' }),
  };
}
