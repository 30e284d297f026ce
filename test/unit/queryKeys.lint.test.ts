// The query-key rule in eslint.config.js bites: outside src/data a query key comes from its factory, so each case below
// is linted as if it sat in the file named, and `npm run lint` must report the hand-written keys and pass the factory
// calls.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

async function inlineKeyReports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const feature = (body: string) => `import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Address } from 'viem';
import { loadHoldings, portfolioQueryOptions, portfolioRootKey } from '../../data/portfolio';
import type { RuntimeConfig } from '../../data/runtimeConfig';

export function useFixture(owner: Address, config: RuntimeConfig) {
  const queryClient = useQueryClient();
  ${body}
  return { queryClient, portfolioQueryOptions, portfolioRootKey, loadHoldings };
}
`;

describe('query keys from factories', () => {
  // the first lint loads the parser and the plugins: seconds on a busy host
  beforeAll(() => inlineKeyReports('src/data/Fixture.ts', feature('')), 60_000);

  it.each([
    [
      'a feature writes a query key',
      'src/features/account-drawer/Fixture.tsx',
      "useQuery({ queryKey: ['portfolio', owner], queryFn: () => loadHoldings(owner, config, []) });",
    ],
    [
      'a feature writes a query key as const',
      'src/features/swap/Fixture.tsx',
      "useQuery({ queryKey: ['portfolio', owner] as const, queryFn: () => loadHoldings(owner, config, []) });",
    ],
    [
      'a feature invalidates a hand-written prefix',
      'src/features/account-drawer/Fixture.tsx',
      "void queryClient.invalidateQueries({ queryKey: ['portfolio'] });",
    ],
    [
      'a feature reads the cache under a hand-written key',
      'src/features/explore/Fixture.tsx',
      "queryClient.getQueryData(['portfolio', owner.toLowerCase()]);",
    ],
    ['ui writes a query key', 'src/ui/Fixture.tsx', "useQuery({ queryKey: ['importToken'], queryFn: () => null });"],
  ])('should fail lint when %s', async (_, filePath, body) => {
    expect(await inlineKeyReports(filePath, feature(body))).toEqual([expect.stringContaining('src/data')]);
  });

  it.each([
    [
      'a feature uses the factory',
      'src/features/account-drawer/Fixture.tsx',
      'useQuery(portfolioQueryOptions({ owner, config, tokens: [] }));',
    ],
    [
      'a feature overrides a factory option',
      'src/features/account-drawer/Fixture.tsx',
      'useQuery({ ...portfolioQueryOptions({ owner, config, tokens: [] }), enabled: false });',
    ],
    [
      'a feature invalidates a root key',
      'src/features/account-drawer/Fixture.tsx',
      'void queryClient.invalidateQueries({ queryKey: portfolioRootKey });',
    ],
    [
      'a factory in src/data writes its key',
      'src/data/Fixture.ts',
      "useQuery({ queryKey: ['portfolio', owner], queryFn: () => loadHoldings(owner, config, []) });",
    ],
  ])('should pass lint when %s', async (_, filePath, body) => {
    expect(await inlineKeyReports(filePath, feature(body))).toEqual([]);
  });
});
