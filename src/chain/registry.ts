// One chain registry (issue 11): the runtime config's chain rows become viem `Chain` definitions here, and nowhere
// else. The row's shape is the runtime config's (contract/runtimeConfig.ts).
import { type Chain, defineChain } from 'viem';
import type { RuntimeChain } from '../../contract/runtimeConfig.ts';

/** The least a chain row needs to be reached: what connectors and the routing worker carry. */
export type ChainEndpoint = Pick<RuntimeChain, 'chainId' | 'rpcUrl'> &
  Partial<Pick<RuntimeChain, 'name' | 'testnet' | 'contracts'>>;

/** Manifest artifact name of a canonical Multicall3 deployment, when the chain has one. */
export const MULTICALL3_CONTRACT = 'Multicall3';

/** Manifest artifact name of the chain's ENS UniversalResolver, when the chain has a name service. */
export const ENS_UNIVERSAL_RESOLVER_CONTRACT = 'ENSUniversalResolver';

export type DefineRuntimeChainReturnType = Chain;

/**
 * The viem `Chain` of a runtime chain row: id, name, the native coin, its RPC, `contracts.multicall3` when the
 * manifest lists a Multicall3 (without one, reads use viem's deployless multicall) and `contracts.ensUniversalResolver`
 * when the chain has a name service.
 *
 * @example
 * const devnet = defineRuntimeChain({ chainId: 31337, name: 'Devnet', rpcUrl: 'http://127.0.0.1:8545' });
 */
export function defineRuntimeChain(chain: ChainEndpoint): DefineRuntimeChainReturnType {
  const multicall3 = chain.contracts?.[MULTICALL3_CONTRACT];
  const ensUniversalResolver = chain.contracts?.[ENS_UNIVERSAL_RESOLVER_CONTRACT];
  const contracts = {
    ...(multicall3 ? { multicall3: { address: multicall3 } } : {}),
    ...(ensUniversalResolver ? { ensUniversalResolver: { address: ensUniversalResolver } } : {}),
  };
  return defineChain({
    id: chain.chainId,
    name: chain.name ?? `Chain ${chain.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    testnet: chain.testnet,
    ...(Object.keys(contracts).length > 0 ? { contracts } : {}),
  });
}
