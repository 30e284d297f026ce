// The no-fixed-sleep rule in eslint.config.js bites (issue 27): a journey that sleeps a fixed time fails lint; one that
// waits for what a person sees passes.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

async function sleepReports(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: 'test/e2e/fixture.e2e.ts' });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const journey = (body: string) =>
  `import { test } from './harness/fixtures.ts';\ntest('x', async ({ page }) => {\n${body}\n});\n`;

// the first lint loads the config and its plugins: seconds on a busy two-core machine
describe('fixed sleeps in journeys', { timeout: 30_000 }, () => {
  it.each([
    ['page.waitForTimeout', 'await page.waitForTimeout(1200);'],
    ['a setTimeout promise', 'await new Promise((resolve) => setTimeout(resolve, 500));'],
  ])('should fail lint when a journey sleeps with %s', async (_, body) => {
    expect(await sleepReports(journey(body))).not.toEqual([]);
  });

  it('should pass lint when a journey waits for what a person sees', async () => {
    expect(
      await sleepReports(
        journey("await page.getByRole('heading', { name: 'Swap' }).waitFor();\ntest.setTimeout(90_000);"),
      ),
    ).toEqual([]);
  });
});
