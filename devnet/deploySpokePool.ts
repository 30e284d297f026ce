// Across's SpokePool on each devnet chain (issue 31): the bridge between Devnet and Devnet L2. The bytecode comes from
// `@across-protocol/contracts`' artifacts (AGPL-3.0: deployed on the devnet only, none of its source copied into ours).
// Ethereum_SpokePool is the variant whose admin is its owner (no cross-chain messenger stands between the admin and the
// pool, unlike the L2 variants), so a local dataworker holding the owner's address can relay root bundles; it runs, as
// the real ones do, behind an ERC1967 proxy (its constructor disables initializers on the implementation).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { readFileSync } from 'node:fs';
import { type Abi, type Address, encodeFunctionData, type Hex, zeroAddress } from 'viem';
import { spokePoolAbi } from '../contract/abis/spokePool.ts';
import { DEPLOYER } from './market.ts';
import type { ChainSession } from './session.ts';

const require = createRequire(import.meta.url);

/**
 * The pool's owner, which Ethereum_SpokePool takes as its admin: an address no dev account holds, acted as through
 * anvil's impersonation by the services server's dataworker (it reads `owner()`, so nothing else needs this constant).
 */
export const SPOKE_POOL_ADMIN: Address = '0x00000000000000000000000000000000da7a0000';
/** How far in the past a deposit's quote timestamp may be (Across's mainnet pools use an hour). */
export const DEPOSIT_QUOTE_TIME_BUFFER = 3600;
/** How far in the future a deposit's fill deadline may be (Across's mainnet pools use six hours). */
export const FILL_DEADLINE_BUFFER = 6 * 3600;

function loadAcrossArtifact(file: string, name: string): { abi: Abi; bytecode: Hex } {
  const root = dirname(require.resolve('@across-protocol/contracts/package.json'));
  const artifact = JSON.parse(
    readFileSync(join(root, 'dist', 'evm', 'artifacts', `${file}.sol`, `${name}.json`), 'utf8'),
  ) as { abi: Abi; bytecode: Hex };
  if (!artifact.bytecode?.startsWith('0x') || artifact.bytecode.length < 4) throw new Error(`No bytecode in ${name}`);
  return artifact;
}

/**
 * Deploys the implementation (wrapped native token WETH9, no ERC-7683 gateway) and the proxy that initializes it
 * (deposit ids from 0, withdrawals to the deployer, which Ethereum_SpokePool never uses for relays), then hands the
 * ownership to SPOKE_POOL_ADMIN. Current pools take deposits on every route (the enabled-route table is gone from 5.x).
 */
export async function deploySpokePool(chain: ChainSession, weth: Address): Promise<Address> {
  const implementation = loadAcrossArtifact('Ethereum_SpokePool', 'Ethereum_SpokePool');
  const proxy = loadAcrossArtifact('ERC1967Proxy', 'ERC1967Proxy');
  const logic = await chain.deploy(DEPLOYER, implementation.abi, implementation.bytecode, [
    weth,
    DEPOSIT_QUOTE_TIME_BUFFER,
    FILL_DEADLINE_BUFFER,
    zeroAddress,
  ]);
  const SpokePool = await chain.deploy(DEPLOYER, proxy.abi, proxy.bytecode, [
    logic,
    encodeFunctionData({ abi: spokePoolAbi, functionName: 'initialize', args: [0, chain.account(DEPLOYER)] }),
  ]);
  await chain.send(DEPLOYER, {
    to: SpokePool,
    data: encodeFunctionData({
      abi: spokePoolAbi,
      functionName: 'transferOwnership',
      args: [SPOKE_POOL_ADMIN],
    }),
  });
  return SpokePool;
}
