// The connection's working parts, loaded after the first paint: the one connection machine with the actors of every
// connector (embedded wallet, injected EIP-6963 wallets, WalletConnect, watched addresses), started.
import { type Address, type EIP1193Provider, getAddress } from 'viem';
import { createActor, fromPromise } from 'xstate';
import { type Connection, connectionMachine } from '../../machines/connection.machine';
import type { EmbeddedProvider } from '../chain/connectors/embedded';
import {
  connectInjected,
  type InjectedWallet,
  switchInjectedChain,
  watchInjectedWallets,
} from '../chain/connectors/injected';
import { watchedAddress } from '../chain/connectors/viewOnly';
import type { WalletConnectConnector } from '../chain/connectors/walletConnect';
import { createDexieCallBatchStore } from '../data/callBatches';
import type { PreferencesStore } from '../data/preferences';
import type { RuntimeConfig } from '../data/runtimeConfig';
import { createTracker } from '../data/analytics';
import { autoLockDelayMs, createAutoLock } from '../lib/wallet/autoLock';
import { getEmbeddedWallet } from './embedded/embeddedWallet';
import { EMBEDDED_CONNECTOR_ID, WALLET_CONNECT_CONNECTOR_ID } from './connectorIds';
import { walletConnectRelayUrl } from './walletConnectRelayUrl';

export type ConnectionRuntime = ReturnType<typeof createConnectionRuntime>;
export type ConnectionActor = ConnectionRuntime['actor'];

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

const unavailable = (message = 'Connection failed to provider') => ({ kind: 'unavailable' as const, message });

export function createConnectionRuntime(options: {
  eagerlyConnect: boolean;
  eagerlyConnectAddress?: Address;
  preferences: PreferencesStore;
  config: () => RuntimeConfig | undefined;
  onWallets: (wallets: InjectedWallet[]) => void;
  onPairingUri: (uri: string | undefined) => void;
}) {
  const { preferences } = options;
  const chains = () => options.config()?.chains ?? [];
  const defaultChainId = () => {
    const config = options.config();
    return (config?.chains.find((c) => c.slug === config.defaultChainSlug) ?? config?.chains[0])?.chainId ?? 31337;
  };
  let wallets: InjectedWallet[] = [];
  const stopWatching = watchInjectedWallets((list) => {
    wallets = list;
    options.onWallets(list);
  });

  const embedded = getEmbeddedWallet();
  // the embedded provider (viem's clients) and sign-client load when a person first uses them, not with the page
  let embeddedProvider: EmbeddedProvider | undefined;
  const loadEmbeddedProvider = async () =>
    (embeddedProvider ??= (await import('../chain/connectors/embedded')).createEmbeddedProvider({
      signer: embedded.signer,
      chains,
      account: undefined,
      chainId: defaultChainId(),
      batches: createDexieCallBatchStore(),
    }));
  let walletConnect: WalletConnectConnector | undefined;
  const loadWalletConnect = async () =>
    (walletConnect ??= (await import('../chain/connectors/walletConnect')).createWalletConnectConnector({
      relayUrl: () => walletConnectRelayUrl(options.config()),
      chains,
      metadata: {
        name: 'Sluice',
        description: 'Swap on v2, v3 and v4 pools',
        url: window.location.origin,
        icons: [`${window.location.origin}/favicon.svg`],
      },
    }));

  /** The EIP-1193 provider behind a connector; undefined for a watched address, which never signs. */
  const providerFor = (connectorId: string | undefined): EIP1193Provider | undefined => {
    if (!connectorId || watchedAddress(connectorId)) return undefined;
    if (connectorId === EMBEDDED_CONNECTOR_ID) return embeddedProvider;
    if (connectorId === WALLET_CONNECT_CONNECTOR_ID) return walletConnect?.provider;
    return wallets.find((w) => w.connectorId === connectorId)?.provider;
  };

  const connectEmbedded = async (): Promise<Connection> => {
    const state = embedded.getState();
    if (!state.unlocked || !state.activeAddress) throw unavailable('The wallet is locked');
    const provider = await loadEmbeddedProvider();
    provider.setAccount(state.activeAddress);
    return { connectorId: EMBEDDED_CONNECTOR_ID, address: state.activeAddress, chainId: provider.chainId() };
  };
  /**
   * A reload or reopen (issue 32 "It remembers you"): the stored vault's account, locked, so the header, portfolio and
   * activity show at once from the local store; the keys stay sealed until something needs a signature.
   */
  const reopenEmbedded = async (): Promise<Connection | null> => {
    const state = embedded.getState().loaded ? embedded.getState() : await loaded;
    if (!state.hasVault || !state.activeAddress) return null;
    if (state.unlocked) return connectEmbedded();
    const provider = await loadEmbeddedProvider();
    provider.setAccount(state.activeAddress);
    return {
      connectorId: EMBEDDED_CONNECTOR_ID,
      address: state.activeAddress,
      chainId: provider.chainId(),
      locked: true,
    };
  };

  const connectorType = (connectorId: string) =>
    watchedAddress(connectorId)
      ? 'view-only'
      : connectorId === EMBEDDED_CONNECTOR_ID
        ? 'embedded'
        : connectorId === WALLET_CONNECT_CONNECTOR_ID
          ? 'walletconnect'
          : 'injected';
  // spec §8: the connection failure modal logs result failed, wallet name, type, page and error message
  const track = createTracker({ config: options.config, preferences });
  const reportFailure = (connectorId: string | undefined, message: string | undefined) => {
    const id = connectorId ?? '';
    const name =
      wallets.find((w) => w.connectorId === id)?.name ??
      (id === WALLET_CONNECT_CONNECTOR_ID
        ? 'WalletConnect'
        : id === EMBEDDED_CONNECTOR_ID
          ? 'Sluice wallet'
          : 'Watched address');
    track('wallet_connected', {
      result: 'failed',
      wallet_name: name,
      wallet_type: connectorType(id),
      page: window.location.pathname,
      error: message ?? null,
    });
  };

  const actor = createActor(
    connectionMachine.provide({
      actions: {
        reportConnectionFailure: ({ context }) => reportFailure(context.connectorId, context.failure?.message),
      },
      actors: {
        connect: fromPromise<Connection, { connectorId: string }>(async ({ input }) => {
          const watched = watchedAddress(input.connectorId);
          if (watched)
            return { connectorId: input.connectorId, address: getAddress(watched), chainId: defaultChainId() };
          if (input.connectorId === EMBEDDED_CONNECTOR_ID) return connectEmbedded();
          if (input.connectorId === WALLET_CONNECT_CONNECTOR_ID) {
            try {
              return await (await loadWalletConnect()).connect((uri) => options.onPairingUri(uri));
            } finally {
              options.onPairingUri(undefined);
            }
          }
          const wallet = await waitForWallet(() => wallets, input.connectorId);
          if (!wallet) throw unavailable();
          return connectInjected(wallet);
        }),
        reconnect: fromPromise<Connection | null, { connectorId: string; address?: Address }>(async ({ input }) => {
          const watched = watchedAddress(input.connectorId);
          if (watched)
            return { connectorId: input.connectorId, address: getAddress(watched), chainId: defaultChainId() };
          // a page load starts locked: the embedded wallet reconnects with its account shown read-only
          if (input.connectorId === EMBEDDED_CONNECTOR_ID) return reopenEmbedded();
          if (input.connectorId === WALLET_CONNECT_CONNECTOR_ID) return (await loadWalletConnect()).reconnect();
          const wallet = await waitForWallet(() => wallets, input.connectorId);
          if (!wallet) return null;
          // eth_accounts answers without a prompt: only a wallet that already trusts the app reconnects
          const accounts = (await wallet.provider.request({ method: 'eth_accounts' })) as Address[];
          if (!accounts[0]) return null;
          const connection = await connectInjected(wallet);
          // spec §2 eagerlyConnectAddress: that account, when the wallet holds it
          const wanted = accounts.find((a) => a.toLowerCase() === input.address?.toLowerCase());
          return wanted ? { ...connection, address: getAddress(wanted) } : connection;
        }),
        switchChain: fromPromise<number, { connectorId: string; chainId: number }>(async ({ input }) => {
          const chain = chains().find((c) => c.chainId === input.chainId);
          if (!chain) throw new Error('Failed to switch networks');
          if (watchedAddress(input.connectorId)) return chain.chainId;
          const wallet = wallets.find((w) => w.connectorId === input.connectorId);
          if (wallet) return switchInjectedChain(wallet, { id: chain.chainId, name: chain.name, rpcUrl: chain.rpcUrl });
          const provider = providerFor(input.connectorId);
          if (!provider) throw new Error('Failed to switch networks');
          await provider.request({
            method: 'wallet_switchEthereumChain',
            params: [{ chainId: `0x${chain.chainId.toString(16)}` }],
          });
          return Number(await provider.request({ method: 'eth_chainId' }));
        }),
        disconnect: fromPromise<void, { connectorId: string }>(async ({ input }) => {
          if (input.connectorId === WALLET_CONNECT_CONNECTOR_ID) await walletConnect?.disconnect();
          if (input.connectorId === EMBEDDED_CONNECTOR_ID) embeddedProvider?.setAccount(undefined);
        }),
      },
    }),
    {
      input: {
        eagerlyConnect: options.eagerlyConnect && preferences.get().autoReconnect,
        recentConnectorId: preferences.get().recentConnectorId ?? undefined,
        eagerlyConnectAddress: options.eagerlyConnectAddress,
      },
    },
  );

  // the wallet's own events: a locked embedded wallet or a wallet that drops the app disconnects it
  let listening: { provider: EIP1193Provider; stop: () => void } | undefined;
  const follow = (provider: EIP1193Provider | undefined) => {
    if (listening?.provider === provider) return;
    listening?.stop();
    listening = undefined;
    if (!provider) return;
    const onAccounts = (accounts: unknown) => {
      const first = (accounts as Address[])[0];
      actor.send({ type: 'ACCOUNTS_CHANGED', address: first ? getAddress(first) : undefined });
    };
    const onChain = (chainId: unknown) => actor.send({ type: 'CHAIN_CHANGED', chainId: Number(chainId) });
    provider.on('accountsChanged', onAccounts as never);
    provider.on('chainChanged', onChain as never);
    listening = {
      provider,
      stop: () => {
        provider.removeListener('accountsChanged', onAccounts as never);
        provider.removeListener('chainChanged', onChain as never);
      },
    };
  };

  // a locked embedded wallet stays connected, read-only (issue 32); a removed one (no account left) disconnects
  const stopEmbedded = embedded.subscribe(() => {
    const state = embedded.getState();
    const snapshot = actor.getSnapshot();
    if (snapshot.context.connectorId !== EMBEDDED_CONNECTOR_ID) return;
    if (!snapshot.matches('connected') && !snapshot.matches('switchingChain')) return;
    if (state.unlocked === snapshot.context.locked)
      actor.send({ type: state.unlocked ? 'WALLET_UNLOCKED' : 'WALLET_LOCKED' });
    const next = state.hasVault ? state.activeAddress : undefined;
    if (next?.toLowerCase() !== snapshot.context.address?.toLowerCase()) embeddedProvider?.setAccount(next);
  });
  const autoLock = createAutoLock({
    delayMs: () => autoLockDelayMs(preferences.get().autoLockMinutes),
    isUnlocked: () => embedded.getState().unlocked,
    lock: () => void embedded.lock(),
  });
  let autoLockMinutes = preferences.get().autoLockMinutes;
  const stopAutoLockWatch = [
    embedded.subscribe(() => autoLock.wake()),
    preferences.subscribe(() => {
      if (preferences.get().autoLockMinutes === autoLockMinutes) return;
      autoLockMinutes = preferences.get().autoLockMinutes;
      autoLock.wake();
    }),
  ];

  // remember the wallet of every connection; a disconnect by the user stops the reconnect on the next load
  let wasConnected = false;
  const subscription = actor.subscribe((snapshot) => {
    const connected = snapshot.matches('connected');
    follow(connected || snapshot.matches('switchingChain') ? providerFor(snapshot.context.connectorId) : undefined);
    const recent = snapshot.context.recentConnectorId ?? null;
    if (connected && recent !== preferences.get().recentConnectorId) void preferences.set('recentConnectorId', recent);
    if (connected && !preferences.get().autoReconnect) void preferences.set('autoReconnect', true);
    if (wasConnected && snapshot.matches('disconnected')) void preferences.set('autoReconnect', false);
    wasConnected = connected || snapshot.matches('switchingChain') || snapshot.matches('disconnecting');
  });
  const loaded = embedded.load();
  actor.start();

  return {
    actor,
    embedded,
    providerFor,
    stop: () => {
      subscription.unsubscribe();
      stopEmbedded();
      for (const stopWatch of stopAutoLockWatch) stopWatch();
      autoLock.stop();
      listening?.stop();
      actor.stop();
      stopWatching();
    },
  };
}
