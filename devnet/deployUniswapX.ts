import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Abi, Address, Hex } from 'viem';
import type { UniswapXContractName } from '../contract/deployment.ts';
import { PERMIT2_ADDRESS } from '../contract/permit2.ts';
import { DEPLOYER } from './market.ts';
import type { ChainSession } from './session.ts';

const require = createRequire(import.meta.url);

/** The UniswapX contracts a filler and the order service need, by the name the manifest lists them under. */

/**
 * The SDK's compiled contracts sit in its typechain factories, outside the package's `exports`: they are read by path
 * (the package's main entry resolves, its folder leads to them). Nothing here is compiled by us.
 */
function sdkSourceDir(): string {
  return dirname(require.resolve('@uniswap/uniswapx-sdk'));
}

export function loadUniswapXArtifact(name: UniswapXContractName): { abi: Abi; bytecode: Hex } {
  const file = join(sdkSourceDir(), 'contracts', 'factories', `${name}__factory.js`);
  const exported = (require(file) as Record<string, { abi: Abi; bytecode: Hex }>)[`${name}__factory`];
  if (!exported?.bytecode?.startsWith('0x')) throw new Error(`No bytecode in ${file}`);
  return { abi: exported.abi, bytecode: exported.bytecode };
}

/**
 * Deploys the UniswapX ExclusiveDutchOrderReactor on our canonical Permit2 (no protocol fee: its fee owner never sets
 * a fee controller) and the OrderQuoter that validates a signed order by resolving it through the reactor.
 * Limit orders are Dutch orders that do not decay; fillers fill them directly (reactor.execute from an account that
 * holds the output and approved the reactor), as the devnet has no SwapRouter02 for the SDK's executor.
 */
export async function deployUniswapX(chain: ChainSession): Promise<Record<UniswapXContractName, Address>> {
  const reactor = loadUniswapXArtifact('ExclusiveDutchOrderReactor');
  const quoter = loadUniswapXArtifact('OrderQuoter');
  const ExclusiveDutchOrderReactor = await chain.deploy(DEPLOYER, reactor.abi, reactor.bytecode, [
    PERMIT2_ADDRESS,
    chain.account(DEPLOYER),
  ]);
  const OrderQuoter = await chain.deploy(DEPLOYER, quoter.abi, quoter.bytecode);
  return { ExclusiveDutchOrderReactor, OrderQuoter };
}
