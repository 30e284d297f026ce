import { partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { RuntimeConfig } from './runtimeConfig';
import { delegationDetailsFor, walletDelegationQueryKey, walletDelegationRootKey } from './walletDelegation';

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const DELEGATE = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const config = { chains: [{ chainId: 31337 }, { chainId: 31338 }] } as RuntimeConfig;

describe('walletDelegationQueryKey', () => {
  it('should key the check by the lower-case wallets, the chains and the trading API, under the trading API root', () => {
    const key = walletDelegationQueryKey({ config, walletAddresses: [ACCOUNT] });
    expect(key).toEqual(['tradingApi', 'walletDelegation', ACCOUNT.toLowerCase(), '31337,31338', '/api/trading']);
    expect(partialMatchKey(key, walletDelegationRootKey)).toBe(true);
  });
});

describe('delegationDetailsFor', () => {
  it('should find a wallet’s details whatever the case of the address it is asked with', () => {
    const details = {
      [ACCOUNT]: {
        '31337': {
          currentDelegationAddress: DELEGATE,
          isWalletDelegatedToUniswap: true,
          latestDelegationAddress: DELEGATE,
        },
        '31338': null,
      },
    } as const;
    expect(delegationDetailsFor(details, ACCOUNT.toLowerCase() as `0x${string}`, 31337)).toMatchObject({
      isWalletDelegatedToUniswap: true,
    });
    expect(delegationDetailsFor(details, ACCOUNT, 31338)).toBeUndefined();
    expect(delegationDetailsFor(undefined, ACCOUNT, 31337)).toBeUndefined();
  });
});
