// The chains the extension wallet knows (issue 30): the embedded devnet's two by default, each row replaceable in the
// extension's storage (a mainnet RPC is a config change, as for the app; DESIGN.md "What runs").
import type { ChainEndpoint } from '../../src/chain/registry.ts';

export const DEFAULT_EXTENSION_CHAINS: readonly ChainEndpoint[] = [
  { chainId: 31337, name: 'Devnet', rpcUrl: 'http://127.0.0.1:8545', testnet: true },
  { chainId: 31338, name: 'Devnet L2', rpcUrl: 'http://127.0.0.1:8546', testnet: true },
];

export const DEFAULT_CHAIN_ID = 31337;
