// What the devnet gives the services' sandboxes (server/sandbox/sandboxAccess.ts), handed over by the composition roots
// (scripts/start.ts, scripts/services.ts, the test harnesses): its faucet, transactions as an impersonated address,
// the seeded NFT art, the usernames it starts with, and the websites its risk screening flags.
import type { Address, Hex } from 'viem';
import type { ChainDeployment } from '../contract/deployment.ts';
import { faucet } from './faucet.ts';
import { collectibleContent } from './nftArt.ts';
import { ChainSession, DEV_ACCOUNTS } from './session.ts';

/** Sends a call as `from` through anvil's impersonation, mined at once; throws with the revert reason. */
async function sendAs(chain: ChainDeployment, from: Address, call: { to: Address; data: Hex; value?: bigint }) {
  const session = new ChainSession(chain.chainId, chain.name, chain.rpcUrl);
  await session.test.impersonateAccount({ address: from });
  return session.send(from, call);
}

export const devnetSandbox = { fund: faucet, sendAs, nftContent: collectibleContent };

/** Usernames the devnet starts with (the ENS names are alice, bob and carol; these are other accounts). */
export const DEVNET_USERNAMES: readonly { username: string; address: Address }[] = [
  { username: 'dave', address: DEV_ACCOUNTS[4]! },
  { username: 'erin', address: DEV_ACCOUNTS[6]! },
];

/**
 * Websites the devnet's risk screening flags as scams (issue 29): an app whose site is one of them, or under one, is
 * warned about before it connects.
 */
export const DEVNET_FLAGGED_DOMAINS: readonly string[] = ['drainer.example', 'free-airdrop.example'];
