// The app's one connection (spec §2, issue: wallets): the connection machine, fed by the injected wallets that
// announce themselves (EIP-6963), remembering the recent wallet for the Recent badge and the eager reconnect.
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Address } from 'viem';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { type Connection, connectionMachine } from '../../../machines/connection.machine';
import {
  connectInjected,
  type InjectedWallet,
  switchInjectedChain,
  watchInjectedWallets,
} from '../../chain/connectors/injected';
import { usePreferencesStore } from '../../app/providers/preferencesContext';
import { useRuntimeConfig } from '../../app/providers/useRuntimeConfig';

type ConnectionActor = ActorRefFrom<typeof connectionMachine>;
type ConnectionValue = { actor: ConnectionActor; wallets: InjectedWallet[] };

const ConnectionContext = createContext<ConnectionValue | null>(null);

/** Finds an announced wallet, waiting briefly for late announcements (extensions inject after the page starts). */
async function waitForWallet(
  wallets: () => InjectedWallet[],
  connectorId: string,
): Promise<InjectedWallet | undefined> {
  for (let i = 0; i < 20; i++) {
    const wallet = wallets().find((w) => w.connectorId === connectorId);
    if (wallet) return wallet;
    await new Promise((r) => setTimeout(r, 50));
  }
  return undefined;
}

export function ConnectionProvider({ eagerlyConnect, children }: { eagerlyConnect: boolean; children: ReactNode }) {
  const preferences = usePreferencesStore();
  const { data: config } = useRuntimeConfig();
  const [wallets, setWallets] = useState<InjectedWallet[]>([]);
  const walletsRef = useMemo(() => ({ current: [] as InjectedWallet[] }), []);
  useEffect(
    () =>
      watchInjectedWallets((list) => {
        walletsRef.current = list;
        setWallets(list);
      }),
    [walletsRef],
  );

  const actor = useActorRef(
    connectionMachine.provide({
      actors: {
        connect: fromPromise<Connection, { connectorId: string }>(async ({ input }) => {
          const wallet = await waitForWallet(() => walletsRef.current, input.connectorId);
          if (!wallet) throw { kind: 'unavailable', message: 'Connection failed to provider' };
          return connectInjected(wallet);
        }),
        reconnect: fromPromise<Connection | null, { connectorId: string }>(async ({ input }) => {
          const wallet = await waitForWallet(() => walletsRef.current, input.connectorId);
          if (!wallet) return null;
          // eth_accounts answers without a prompt: only a wallet that already trusts the app reconnects
          const accounts = (await wallet.provider.request({ method: 'eth_accounts' })) as Address[];
          if (!accounts[0]) return null;
          return connectInjected(wallet);
        }),
        switchChain: fromPromise<number, { connectorId: string; chainId: number }>(async ({ input }) => {
          const wallet = walletsRef.current.find((w) => w.connectorId === input.connectorId);
          const chain = config?.chains.find((c) => c.chainId === input.chainId);
          if (!wallet || !chain) throw new Error('Failed to switch networks');
          return switchInjectedChain(wallet, { id: chain.chainId, name: chain.name, rpcUrl: chain.rpcUrl });
        }),
      },
    }),
    {
      input: {
        eagerlyConnect: eagerlyConnect && preferences.get().autoReconnect,
        recentConnectorId: preferences.get().recentConnectorId ?? undefined,
      },
    },
  );

  // remember the wallet of every connection; a disconnect by the user stops the reconnect on the next load
  useEffect(() => {
    let wasConnected = false;
    const subscription = actor.subscribe((snapshot) => {
      const connected = snapshot.matches('connected');
      const recent = snapshot.context.recentConnectorId ?? null;
      if (connected && recent !== preferences.get().recentConnectorId)
        void preferences.set('recentConnectorId', recent);
      if (connected && !preferences.get().autoReconnect) void preferences.set('autoReconnect', true);
      if (wasConnected && snapshot.matches('disconnected')) void preferences.set('autoReconnect', false);
      wasConnected = connected || snapshot.matches('switchingChain') || snapshot.matches('disconnecting');
    });
    return () => subscription.unsubscribe();
  }, [actor, preferences]);

  const value = useMemo(() => ({ actor, wallets }), [actor, wallets]);
  return <ConnectionContext.Provider value={value}>{children}</ConnectionContext.Provider>;
}

export function useConnectionActor(): ConnectionValue {
  const value = useContext(ConnectionContext);
  if (!value) throw new Error('useConnectionActor needs a ConnectionProvider');
  return value;
}

/** The connection as screens need it. */
export function useConnection() {
  const { actor, wallets } = useConnectionActor();
  const snapshot = useSelector(actor, (s) => s);
  return {
    status: snapshot.value as string,
    context: snapshot.context,
    wallets,
    connect: (connectorId: string) => actor.send({ type: 'CONNECT', connectorId }),
    retry: () => actor.send({ type: 'RETRY' }),
    close: () => actor.send({ type: 'CLOSE' }),
    disconnect: () => actor.send({ type: 'DISCONNECT' }),
  };
}
