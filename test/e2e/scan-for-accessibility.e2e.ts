// STYLE.md "Accessible by construction": no serious or critical axe violations on the landing and swap pages.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './harness/fixtures.ts';

for (const path of ['/', '/swap']) {
  for (const theme of ['light', 'dark']) {
    test(`should have no serious accessibility violations on ${path} in the ${theme} theme`, async ({ page }) => {
      await page.goto(`${path}?theme=${theme}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForTimeout(1500); // let the entrance animations finish so contrast is measured at rest
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}
