// Issue 34, one network control: a trade form's network picker (swap, send, buy) is the page's only one while it is on
// screen. The header's wallet network hides, and picking a network asks a connected wallet to follow, as the header's
// control did; screens without a picker of their own keep the header's.
import { useEffect, useSyncExternalStore } from 'react';
import { NetworkSelect } from '../ui/NetworkSelect';
import { useConnection } from './ConnectionProvider';

let mounted = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

const screenPicker = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => mounted > 0,
};

/** True while a trade form's own network picker is on screen: the header then leaves the network to it. */
export const useScreenPicksNetwork = () => useSyncExternalStore(screenPicker.subscribe, screenPicker.get, () => false);

export function TradeNetworkSelect(props: {
  label: string;
  value: string;
  chains: readonly { chainId: number; slug: string; name: string }[];
  onChange: (slug: string) => void;
}) {
  const { status, chainId, switchChain } = useConnection();
  useEffect(() => {
    mounted += 1;
    notify();
    return () => {
      mounted -= 1;
      notify();
    };
  }, []);
  return (
    <NetworkSelect
      {...props}
      onChange={(slug) => {
        props.onChange(slug);
        const picked = props.chains.find((chain) => chain.slug === slug);
        if (status === 'connected' && picked && picked.chainId !== chainId) switchChain(picked.chainId);
      }}
    />
  );
}
