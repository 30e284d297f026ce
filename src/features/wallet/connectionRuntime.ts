// The connection's working parts, loaded after the first paint (xstate, viem's address helpers, EIP-6963 discovery):
// the connection machine with the injected-wallet actors, started, and the list of announced wallets.
import type { Address } from 'viem';
import { createActor, fromPromise } from 'xstate';
import { type Connection, connectionMachine } from '../../../machines/connection.machine';
import {
  connectInjected,
  type InjectedWallet,
  switchInjectedChain,
  watchInjectedWallets,
} from '../../chain/connectors/injected';
import type { PreferencesStore } from '../../data/preferences';
import type { RuntimeConfig } from '../../data/runtimeConfig';

export type ConnectionActor = ReturnType<typeof createConnectionRuntime>['actor'];

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

export function createConnectionRuntime(options: {
  eagerlyConnect: boolean;
  preferences: PreferencesStore;
  config: () => RuntimeConfig | undefined;
  onWallets: (wallets: InjectedWallet[]) => void;
}) {
  const { preferences } = options;
  let wallets: InjectedWallet[] = [];
  const stopWatching = watchInjectedWallets((list) => {
    wallets = list;
    options.onWallets(list);
  });

  const actor = createActor(
    connectionMachine.provide({
      actors: {
        connect: fromPromise<Connection, { connectorId: string }>(async ({ input }) => {
          const wallet = await waitForWallet(() => wallets, input.connectorId);
          if (!wallet) throw { kind: 'unavailable', message: 'Connection failed to provider' };
          return connectInjected(wallet);
        }),
        reconnect: fromPromise<Connection | null, { connectorId: string }>(async ({ input }) => {
          const wallet = await waitForWallet(() => wallets, input.connectorId);
          if (!wallet) return null;
          // eth_accounts answers without a prompt: only a wallet that already trusts the app reconnects
          const accounts = (await wallet.provider.request({ method: 'eth_accounts' })) as Address[];
          return accounts[0] ? connectInjected(wallet) : null;
        }),
        switchChain: fromPromise<number, { connectorId: string; chainId: number }>(async ({ input }) => {
          const wallet = wallets.find((w) => w.connectorId === input.connectorId);
          const chain = options.config()?.chains.find((c) => c.chainId === input.chainId);
          if (!wallet || !chain) throw new Error('Failed to switch networks');
          return switchInjectedChain(wallet, { id: chain.chainId, name: chain.name, rpcUrl: chain.rpcUrl });
        }),
      },
    }),
    {
      input: {
        eagerlyConnect: options.eagerlyConnect && preferences.get().autoReconnect,
        recentConnectorId: preferences.get().recentConnectorId ?? undefined,
      },
    },
  );

  // remember the wallet of every connection; a disconnect by the user stops the reconnect on the next load
  let wasConnected = false;
  const subscription = actor.subscribe((snapshot) => {
    const connected = snapshot.matches('connected');
    const recent = snapshot.context.recentConnectorId ?? null;
    if (connected && recent !== preferences.get().recentConnectorId) void preferences.set('recentConnectorId', recent);
    if (connected && !preferences.get().autoReconnect) void preferences.set('autoReconnect', true);
    if (wasConnected && snapshot.matches('disconnected')) void preferences.set('autoReconnect', false);
    wasConnected = connected || snapshot.matches('switchingChain') || snapshot.matches('disconnecting');
  });
  actor.start();

  return {
    actor,
    stop: () => {
      subscription.unsubscribe();
      actor.stop();
      stopWatching();
    },
  };
}
