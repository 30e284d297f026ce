// The layer rules in eslint.config.js bite: each case is an import a reviewer would refuse, linted as if it sat in the
// file named, and `npm run lint` must report it.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

async function messagesOf(rule: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}
const restrictedImports = (filePath: string, code: string) =>
  messagesOf('import-x/no-restricted-paths', filePath, code);

// the first lint loads the TypeScript parser: seconds on a busy machine
describe('layer boundaries', { timeout: 30_000 }, () => {
  it.each([
    [
      'a feature imports another feature',
      'src/features/landing/Fixture.tsx',
      "import { SwapWidget } from '../swap/SwapWidget';",
    ],
    ['a feature imports the app', 'src/features/swap/Fixture.tsx', "import { App } from '../../app/App';"],
    ['ui imports the app', 'src/ui/Fixture.tsx', "import { Header } from '../app/frame/Header';"],
    [
      'chain imports a machine',
      'src/chain/Fixture.ts',
      "import { connectionMachine } from '../../machines/connection.machine.ts';",
    ],
    [
      'data imports a worker',
      'src/data/Fixture.ts',
      "import { createRouterApi } from '../../workers/router/routerApi.ts';",
    ],
    ['lib imports data', 'src/lib/Fixture.ts', "import { getDatabase } from '../data/database';"],
    [
      'the connected account imports a feature',
      'src/account/Fixture.ts',
      "import { WalletModal } from '../features/wallet/WalletModal';",
    ],
    // server, devnet and the contract between them and the app (issue 27)
    ['the server imports the devnet', 'server/Fixture.ts', "import { faucet } from '../devnet/faucet.ts';"],
    [
      'a sandbox service imports the devnet',
      'server/sandbox/Fixture.ts',
      "import { ChainSession } from '../../devnet/session.ts';",
    ],
    ['the server imports the app', 'server/Fixture.ts', "import { CURRENCIES } from '../src/lib/currencies.ts';"],
    [
      'the server imports a composition root',
      'server/Fixture.ts',
      "import { precompress } from '../scripts/precompress.ts';",
    ],
    ['the devnet imports the server', 'devnet/Fixture.ts', "import { UsernameStore } from '../server/usernames.ts';"],
    ['the devnet imports the app', 'devnet/Fixture.ts', "import { encodeTrade } from '../src/chain/encodeTrade.ts';"],
    [
      'data imports the server',
      'src/data/Fixture.ts',
      "import { createOrderService } from '../../server/orders/orderService.ts';",
    ],
    [
      'the contract imports the server',
      'contract/Fixture.ts',
      "import { RELAY_PATH } from '../server/runtimeConfig.ts';",
    ],
    ['the contract imports the devnet', 'contract/Fixture.ts', "import { MANIFEST_PATH } from '../devnet/paths.ts';"],
    ['the contract imports the app', 'contract/Fixture.ts', "import { CURRENCIES } from '../src/lib/currencies.ts';"],
  ])('should fail lint when %s', async (_, filePath, code) => {
    expect(await restrictedImports(filePath, `${code}\nexport {};\n`)).not.toEqual([]);
  });

  it.each([
    [
      'a feature imports the connected account',
      'src/features/swap/Fixture.tsx',
      "import { useConnection } from '../../account/ConnectionProvider';",
    ],
    ['a feature imports its own files', 'src/features/swap/Fixture.tsx', "import { SwapWidget } from './SwapWidget';"],
    [
      'a worker imports the database',
      'workers/router/Fixture.ts',
      "import { getDatabase } from '../../src/data/database.ts';",
    ],
    [
      'the server imports the contract',
      'server/Fixture.ts',
      "import type { DeploymentManifest } from '../contract/deployment.ts';",
    ],
    [
      'data imports the data API’s wire types',
      'src/data/Fixture.ts',
      "import { TOKEN_ORDER_BY } from '../../contract/dataApiWire.ts';",
    ],
    [
      'the devnet imports the pool math',
      'devnet/Fixture.ts',
      "import { getSqrtRatioAtTick } from '../workers/math/tickMath.ts';",
    ],
    [
      'a composition root imports the devnet and the server',
      'scripts/Fixture.ts',
      "import { startDevnet } from '../devnet/index.ts';\nimport { startServicesServer } from '../server/serve.ts';",
    ],
  ])('should pass lint when %s', async (_, filePath, code) => {
    expect(await restrictedImports(filePath, `${code}\nexport {};\n`)).toEqual([]);
  });

  it('should fail lint on an import cycle in the devnet', async () => {
    // devnet/index.ts imports devnet/paths.ts: paths importing index back closes a circle
    const code = "import { startDevnet } from './index.ts';\nexport { startDevnet };\n";
    expect(await messagesOf('import-x/no-cycle', 'devnet/paths.ts', code)).not.toEqual([]);
  });

  it('should fail lint on a loop between data and the contract it shares with the server', async () => {
    // src/data/chainTokens.ts imports contract/abis/erc20.ts: the ABI importing the app's tokens back would loop
    const code = "import { useChainTokens } from '../../src/data/chainTokens.ts';\nexport { useChainTokens };\n";
    expect(await messagesOf('import-x/no-cycle', 'contract/abis/erc20.ts', code)).not.toEqual([]);
  });
});
