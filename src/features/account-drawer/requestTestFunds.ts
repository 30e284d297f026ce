// "Get test funds" in testnet mode (issue 4): asks the services server's faucet for ETH and tokens on a devnet chain.
import type { Address } from 'viem';
import type { RuntimeConfig } from '../../data/runtimeConfig';

export const DEFAULT_FAUCET_URL = '/api/faucet';

export async function requestTestFunds(config: RuntimeConfig, chainId: number, address: Address): Promise<void> {
  const response = await fetch(config.faucetUrl ?? DEFAULT_FAUCET_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ chainId, address }),
  });
  if (!response.ok) throw new Error(`faucet: HTTP ${response.status}`);
}
