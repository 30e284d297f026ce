// The layer rules in eslint.config.js bite: each case is an import a reviewer would refuse, linted as if it sat in the
// file named, and `npm run lint` must report it.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('layer boundaries', () => {
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
  ])('should pass lint when %s', async (_, filePath, code) => {
    expect(await restrictedImports(filePath, `${code}\nexport {};\n`)).toEqual([]);
  });
});
