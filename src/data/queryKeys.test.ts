// The keys the query factories build are a contract: the persisted cache restores entries by them, the e2e helpers
// poll for them (`waitForPersistedQuery`), and invalidations match them by their root. Each case is one factory's key.
import { partialMatchKey } from '@tanstack/react-query';
import type { Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { dataQueries, tokenPagesQueryKey, transferCountRootKey } from './dataApi';
import { ensNameQueryKey } from './ensName';
import { importTokenQueryKey } from './importToken';
import { drawerLimitOrdersQueryKey, limitOrdersQueryKey, limitOrdersRootKey } from './limitOrders';
import { sendNetworkCostQueryKey, swapNetworkCostQueryKey } from './networkCost';
import { nftCollectionNameQueryKey, nftOwnerQuery, nftOwnerRootKey } from './nftMetadata';
import { ownedNftsQueryKey, ownedNftsRootKey } from './ownedNfts';
import { permit2ApprovalsQueryKey } from './permit2Approvals';
import { cachedPoolSnapshotsQueryKey, poolSnapshotsQueryKey } from './poolSnapshots';
import { portfolioBalanceQueryKey, portfolioQueryKey, portfolioRootKey } from './portfolio';
import { receivedActivityQueryKey, receivedActivityRootKey } from './receivedActivity';
import type { RuntimeChain, RuntimeConfig } from './runtimeConfig';
import { recentRecipientsQueryKey, sendsToQueryKey, sendsToRootKey } from './sendHistory';
import { swapQuoteQueryKey } from './swapQuote';
import { lookupUsernameQueryKey } from './usernames';
import { viewOnlyWalletsQueryKey } from './viewOnlyWallets';
import { cloudBackupStatusQueryKey, cloudBackupStatusRootKey } from './cloudBackup';
import { passkeyAuthenticatorsQueryKey, passkeyAuthenticatorsRootKey } from './passkeys';
import { usernameProfileQueryKey, usernameProfileRootKey } from './usernames';

const checksummed: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const lower = checksummed.toLowerCase();
const token: Address = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const chain = { chainId: 31337 } as RuntimeChain;
const config = { chains: [{ chainId: 31337 }, { chainId: 31338 }] } as RuntimeConfig;

describe('account drawer keys', () => {
  it('should key the holdings by the lower-case owner and the chains when the address is checksummed', () => {
    expect(portfolioQueryKey({ owner: checksummed, config })).toEqual(['portfolio', lower, '31337,31338']);
  });

  it('should match the holdings under the portfolio root key when invalidating', () => {
    expect(partialMatchKey(portfolioQueryKey({ owner: checksummed, config }), portfolioRootKey)).toBe(true);
  });

  it('should key the balance change by the owner, chains and data API when no data API is configured', () => {
    expect(portfolioBalanceQueryKey({ owner: checksummed, config })).toEqual([
      'portfolioBalance',
      lower,
      '31337,31338',
      '/api/data',
    ]);
  });

  it('should key the owned NFTs by the lower-case owner under their root key', () => {
    const key = ownedNftsQueryKey({ owner: checksummed, config });
    expect([key, partialMatchKey(key, ownedNftsRootKey)]).toEqual([['ownedNfts', lower, '31337,31338'], true]);
  });

  it('should key received activity by the lower-case account under its root key', () => {
    const key = receivedActivityQueryKey({ account: checksummed, config });
    expect([key, partialMatchKey(key, receivedActivityRootKey)]).toEqual([
      ['receivedActivity', lower, '31337,31338'],
      true,
    ]);
  });

  it('should key the drawer’s limit orders by account and chain', () => {
    expect(drawerLimitOrdersQueryKey({ account: checksummed, chainId: 31337 })).toEqual([
      'drawerLimitOrders',
      checksummed,
      31337,
    ]);
  });
});

describe('swap keys', () => {
  it('should key the /limit orders under the root placing and cancelling invalidate', () => {
    const key = limitOrdersQueryKey({ account: checksummed, chainId: 31337, tokens: [] });
    expect([key, partialMatchKey(key, limitOrdersRootKey)]).toEqual([['limitOrders', checksummed, 31337, 0], true]);
  });

  it('should key the live pools by chain under the root the persister excludes', () => {
    expect(poolSnapshotsQueryKey({ chainId: 31337 })).toEqual(['poolSnapshots', 31337]);
  });

  it('should key the stored pools by chain', () => {
    expect(cachedPoolSnapshotsQueryKey({ chainId: 31337 })).toEqual(['poolSnapshotsCached', 31337]);
  });

  it('should key a quote by its block as a string when it quotes against pools', () => {
    const parameters = { chainId: 31337, tokenIn: token, tokenOut: checksummed, tradeType: 'exactIn' as const };
    expect(swapQuoteQueryKey({ ...parameters, amount: 10n ** 18n, versions: ['v3', 'v4'], quotedAt: 123n })).toEqual([
      'quote',
      31337,
      token,
      checksummed,
      'exactIn',
      '1000000000000000000',
      'v3,v4',
      '123',
    ]);
  });

  it('should key a wrap’s quote as direct when it needs no pools', () => {
    const parameters = { chainId: 31337, tokenIn: token, tokenOut: checksummed, tradeType: 'exactOut' as const };
    expect(swapQuoteQueryKey({ ...parameters, amount: 5n, versions: [], quotedAt: 'direct' }).at(-1)).toBe('direct');
  });

  it('should key the swap’s network cost by the trade’s amounts as strings', () => {
    const trade = { currencyIn: token, currencyOut: checksummed, amountIn: 1n, amountOut: 2n, routes: [{}] };
    expect(swapNetworkCostQueryKey({ chainId: 31337, account: checksummed, kind: 'swap', trade, limit: 3n })).toEqual([
      'networkCost',
      31337,
      checksummed,
      'swap',
      token,
      checksummed,
      '1',
      '2',
      1,
      '3',
    ]);
  });

  it('should key the Permit2 approvals by chain, account and how many tokens are checked', () => {
    expect(permit2ApprovalsQueryKey({ chain, account: checksummed, tokens: [] })).toEqual([
      'permit2Approvals',
      31337,
      checksummed,
      0,
    ]);
  });

  it('should key an unlisted token’s import by chain and address', () => {
    expect(importTokenQueryKey({ chain, address: token })).toEqual(['importToken', 31337, token]);
  });
});

describe('send keys', () => {
  it('should key the send’s network cost by the transfer, the NFT id as a string', () => {
    expect(
      sendNetworkCostQueryKey({
        chain,
        account: checksummed,
        token,
        recipient: checksummed,
        amount: 7n,
        nftTokenId: 9n,
      }),
    ).toEqual(['sendNetworkCost', 31337, checksummed, token, checksummed, '7', '9']);
  });

  it('should key the sends seen here under the root a settled send invalidates', () => {
    const key = sendsToQueryKey({ chainId: 31337, account: checksummed, recipient: token });
    expect([key, partialMatchKey(key, sendsToRootKey)]).toEqual([['sendsTo', 31337, checksummed, token], true]);
  });

  it('should key the recent recipients by account', () => {
    expect(recentRecipientsQueryKey({ account: checksummed })).toEqual(['recentRecipients', checksummed]);
  });

  it('should key a name’s resolution by chain and name', () => {
    expect(ensNameQueryKey({ chain, name: 'alice.eth' })).toEqual(['resolveEnsName', 31337, 'alice.eth']);
  });

  it('should key a username lookup by the username', () => {
    expect(lookupUsernameQueryKey({ username: 'dave' })).toEqual(['lookupUsername', 'dave']);
  });

  it('should key the view-only wallets with one item', () => {
    expect(viewOnlyWalletsQueryKey()).toEqual(['viewOnlyWallets']);
  });

  it('should key an NFT collection’s name by chain and collection', () => {
    expect(nftCollectionNameQueryKey({ chain, collection: token })).toEqual(['nftCollectionName', 31337, token]);
  });

  it('should match an NFT’s owner under the root a settled send invalidates', () => {
    expect(partialMatchKey(nftOwnerQuery(chain, token, 1n).queryKey, nftOwnerRootKey)).toBe(true);
  });

  it('should match a prior-transfer count under the root a settled send invalidates', () => {
    const { queryKey } = dataQueries.transferCount('/api/data', 31337, checksummed, token);
    expect(partialMatchKey(queryKey, transferCountRootKey)).toBe(true);
  });
});

describe('explore keys', () => {
  it('should match every page of a tokens list under its list key when the explore table reads the total', () => {
    const order = { orderBy: 'volume1Day', direction: 'desc' } as const;
    const { queryKey } = dataQueries.tokenPage('/api/data', [31337, 31338], order, 3, 100);
    expect(partialMatchKey(queryKey, tokenPagesQueryKey([31337, 31338]))).toBe(true);
  });
});

describe('wallet services keys', () => {
  it('should key an address’s passkeys and backup status by the lower-case address under their roots', () => {
    const passkeys = passkeyAuthenticatorsQueryKey({ address: checksummed });
    const backup = cloudBackupStatusQueryKey({ address: checksummed });
    expect([passkeys, partialMatchKey(passkeys, passkeyAuthenticatorsRootKey)]).toEqual([
      ['passkeyAuthenticators', lower],
      true,
    ]);
    expect([backup, partialMatchKey(backup, cloudBackupStatusRootKey)]).toEqual([['cloudBackupStatus', lower], true]);
  });

  it('should match a username’s profile under the root a claim or an edit invalidates', () => {
    expect(partialMatchKey(usernameProfileQueryKey({ username: 'dave' }), usernameProfileRootKey)).toBe(true);
  });
});
