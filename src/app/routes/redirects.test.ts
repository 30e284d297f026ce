// @vitest-environment jsdom
// spec §2 "Routes": every redirect of the route table, as the app's own router follows it (a pure mapping from the
// opened URL to the one it lands on; test/e2e/follow-old-links.e2e.ts follows a handful of them in Chromium).
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { runtimeConfigQuery, type RuntimeConfig } from '../../data/runtimeConfig';
import { createAppRouter } from './router';

const DAI = '0x6b175474e89094c44da98b954eedeac495271d0f';

const REDIRECTS: { from: string; to: string }[] = [
  { from: '/tokens', to: '/explore/tokens' },
  { from: '/tokens/devnet', to: '/explore/tokens/devnet' },
  { from: '/tokens/devnet/0xabc', to: '/explore/tokens/devnet/0xabc' },
  { from: '/limits', to: '/limit' },
  { from: '/pool', to: '/positions' },
  { from: '/pool/v2', to: '/positions' },
  { from: '/pool/v2/find', to: '/positions/create/v2' },
  { from: '/pool/12', to: '/positions/v3/devnet/12' },
  { from: '/pools', to: '/positions' },
  { from: '/pools/12', to: '/positions/v3/devnet/12' },
  { from: '/pools/v2/find', to: '/positions/create/v2' },
  { from: '/add/v2', to: '/positions/create/v2' },
  { from: '/add/v2/ETH', to: '/positions/create/v2?currencyA=ETH' },
  { from: `/add/v2/ETH/${DAI}`, to: `/positions/create/v2?currencyA=ETH&currencyB=${DAI}` },
  { from: '/add', to: '/positions/create/v3' },
  { from: '/add/ETH', to: '/positions/create/v3?currencyA=ETH' },
  { from: `/add/ETH/${DAI}`, to: `/positions/create/v3?currencyA=ETH&currencyB=${DAI}` },
  { from: `/add/ETH/${DAI}/500`, to: `/positions/create/v3?currencyA=ETH&currencyB=${DAI}&feeTier=500` },
  { from: `/add/ETH/${DAI}/500/9`, to: '/positions/v3/devnet/9' },
  { from: `/remove/v2/ETH/${DAI}`, to: '/positions' },
  { from: '/remove/9', to: '/positions/v3/devnet/9' },
  { from: '/this/does/not/exist', to: '/not-found' },
  { from: '/manage/passkey/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', to: '/not-found' },
  { from: '/#/swap', to: '/swap' },
];

/** The router as the app builds it, over a memory history, with the runtime config the services server answers. */
async function landingOf(url: string): Promise<string> {
  const queryClient = new QueryClient();
  queryClient.setQueryData<Partial<RuntimeConfig>>(runtimeConfigQuery.queryKey, {
    defaultChainSlug: 'devnet',
    externalLinks: { governance: 'https://vote.example', addressExplorer: 'https://explorer.example' },
  });
  const router = createAppRouter(
    { queryClient, flags: { on: [], off: [] } },
    createMemoryHistory({ initialEntries: [url] }),
  );
  await router.load();
  const { pathname, searchStr } = router.state.location;
  return `${pathname}${searchStr}`;
}

describe('every redirect of the route table', () => {
  it.each(REDIRECTS)('should land on $to when opening $from', async ({ from, to }) => {
    expect(await landingOf(from)).toBe(to);
  });

  it('should stay on a screen of the table when opening it', async () => {
    expect(await landingOf('/positions/create/v2')).toBe('/positions/create/v2');
  });
});
