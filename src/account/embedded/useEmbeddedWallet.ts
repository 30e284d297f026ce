import { useSyncExternalStore } from 'react';
import { useConnectionRuntime } from '../ConnectionProvider';
import type { EmbeddedState, EmbeddedWallet } from './embeddedWallet';

const notLoaded: EmbeddedState = {
  loaded: false,
  hasVault: false,
  unlocked: false,
  accounts: [],
  passkeyUnlock: false,
};
const noSubscription = () => () => {};

/** The embedded wallet and its state (vault stored, locked, accounts), once the connection runtime has loaded. */
export function useEmbeddedWallet(): { wallet: EmbeddedWallet | undefined; state: EmbeddedState } {
  const wallet = useConnectionRuntime()?.embedded;
  const state = useSyncExternalStore(
    wallet ? (listener) => wallet.subscribe(listener) : noSubscription,
    () => wallet?.getState() ?? notLoaded,
    () => notLoaded,
  );
  return { wallet, state };
}
