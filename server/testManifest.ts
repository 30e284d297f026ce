import type { DeploymentManifest } from '../contract/deployment.ts';

type ChainContracts = DeploymentManifest['chains'][string]['contracts'];

/** A small manifest with the shape the devnet writes, for server tests that need no chain. */
export const TEST_MANIFEST: DeploymentManifest = {
  cacheKey: 'test',
  generatedAt: '2026-11-01T00:00:00.000Z',
  history: { fromTimestamp: 1_700_000_000, toTimestamp: 1_702_000_000 },
  chains: {
    devnetL2: {
      chainId: 31338,
      name: 'Devnet L2',
      rpcUrl: 'http://127.0.0.1:8546',
      contracts: { WETH9: '0x0000000000000000000000000000000000000002' } as unknown as ChainContracts,
      tokens: [],
      pools: [],
      nftCollections: [],
      startBlock: 0,
    },
    devnet: {
      chainId: 31337,
      name: 'Devnet',
      rpcUrl: 'http://127.0.0.1:8545',
      contracts: { WETH9: '0x0000000000000000000000000000000000000001' } as unknown as ChainContracts,
      tokens: [
        {
          address: '0x00000000000000000000000000000000000000a1',
          symbol: 'USDC',
          name: 'USD Coin',
          decimals: 6,
          color: '#2775ca',
          flags: ['stablecoin'],
        },
        {
          address: '0x00000000000000000000000000000000000000a2',
          symbol: 'SCAM',
          name: 'Scam',
          decimals: 18,
          color: '#ff0000',
          flags: ['spam'],
        },
        {
          address: '0x00000000000000000000000000000000000000a3',
          symbol: 'FOT',
          name: 'Fee Token',
          decimals: 18,
          color: '#00aa00',
          flags: ['feeOnTransfer'],
          transferFeeBips: 100,
        },
      ],
      pools: [],
      nftCollections: [],
      startBlock: 1,
    },
  },
};
