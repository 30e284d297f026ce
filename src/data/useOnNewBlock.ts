// The app's block subscription: one watch of each chain's block number (viem's, polling every 2 s) shared by every
// screen that needs it, calling each back on every new block. Reads bound to the latest block refresh with the chain,
// not on a timer.
import { useEffect, useRef } from 'react';
import { publicClientFor } from '../chain/clients';
import type { RuntimeChain } from './runtimeConfig';

const BLOCK_POLL_MS = 2_000;

type Watch = { listeners: Set<() => void>; stop: () => void };
/** One watch per chain endpoint, whatever the number of screens and hooks listening (the swap form has two). */
const watches = new Map<string, Watch>();

/** Listens to `chain`'s new blocks through its one shared watch; the watch stops with its last listener. */
function listenToBlocks(chain: RuntimeChain, listener: () => void): () => void {
  const key = `${chain.chainId}:${chain.rpcUrl}`;
  let watch = watches.get(key);
  if (!watch) {
    const listeners = new Set<() => void>();
    const stop = publicClientFor(chain).watchBlockNumber({
      pollingInterval: BLOCK_POLL_MS,
      emitOnBegin: false,
      onBlockNumber: () => listeners.forEach((notify) => notify()),
      onError: () => {
        // offline or the node restarted: what was read stays on screen
      },
    });
    watch = { listeners, stop };
    watches.set(key, watch);
  }
  const current = watch;
  current.listeners.add(listener);
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size > 0) return;
    current.stop();
    watches.delete(key);
  };
}

/** Calls `onBlock` with each chain's id when that chain makes a block, while `active`. */
export function useOnNewBlock(
  chains: readonly RuntimeChain[] | undefined,
  active: boolean,
  onBlock: (chainId: number) => void,
): void {
  const callback = useRef(onBlock);
  callback.current = onBlock;
  const ids = chains?.map((chain) => chain.chainId).join(',');
  useEffect(() => {
    if (!chains || !active) return;
    const stops = chains.map((chain) => listenToBlocks(chain, () => callback.current(chain.chainId)));
    return () => stops.forEach((stop) => stop());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the chains by id: a new array of the same chains is no change
  }, [ids, active]);
}
