import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '../../contract/runtimeConfig.ts';
import { absoluteRuntimeConfig } from './extensionConfig.ts';

const served: RuntimeConfig = {
  chains: [
    { chainId: 31337, slug: 'devnet', name: 'Devnet', rpcUrl: 'http://127.0.0.1:36545', testnet: false, contracts: {} },
  ],
  defaultChainSlug: 'devnet',
  tokenListUrl: '/api/tokens',
  analytics: { url: '/api/analytics', enabled: false },
  externalLinks: { governance: 'https://vote.example', addressExplorer: 'https://scan.example/address' },
  fiatOnRampApiUrl: '/api/v2/FOR.v1.FORService',
};

describe('absoluteRuntimeConfig', () => {
  it('should make every served path absolute against the services server and keep absolute URLs', () => {
    const config = absoluteRuntimeConfig(served, 'http://127.0.0.1:36700');
    expect(config.tokenListUrl).toBe('http://127.0.0.1:36700/api/tokens');
    expect(config.dataApiUrl).toBe('http://127.0.0.1:36700/api/data');
    expect(config.exchangeRatesUrl).toBe('http://127.0.0.1:36700/api/exchange-rates/latest.json');
    expect(config.fiatOnRampApiUrl).toBe('http://127.0.0.1:36700/api/v2/FOR.v1.FORService');
    expect(config.chains[0]!.rpcUrl).toBe('http://127.0.0.1:36545/');
    expect(config.walletConnectRelayUrl).toBeUndefined();
  });

  it('should point every endpoint at the services server whatever its port', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 65_535 }), (port) => {
        const origin = `http://127.0.0.1:${port}`;
        const config = absoluteRuntimeConfig(served, origin);
        for (const url of [config.tokenListUrl, config.dataApiUrl, config.faucetUrl, config.tradingApiUrl])
          expect(new URL(url!).origin).toBe(new URL(origin).origin);
      }),
    );
  });
});
