// Issue 33: every language fits a phone. The main screens in German (long words), Arabic and Hebrew (right to left),
// Russian and Chinese at 360 px: the document's direction is the script's, the screen's heading is in the language
// (its script, and not the English words), nothing reaches past the right edge and no button's text is cut. One test
// per language, each screen loaded once (some 7 loads a language).
import type { Page } from '@playwright/test';
import { expect, test, waitForRows } from './harness/fixtures.ts';

type Language = { code: string; dir: 'ltr' | 'rtl'; script: RegExp };

const LANGUAGES: Language[] = [
  { code: 'de-DE', dir: 'ltr', script: /[äöüßA-Za-z]/ },
  { code: 'ar-SA', dir: 'rtl', script: /[\u0600-\u06FF]/ },
  { code: 'he-IL', dir: 'rtl', script: /[\u0590-\u05FF]/ },
  { code: 'ru-RU', dir: 'ltr', script: /[\u0400-\u04FF]/ },
  { code: 'zh-CN', dir: 'ltr', script: /[\u4E00-\u9FFF]/ },
];

/** The main screens and their English headings, which a translated screen must not show. */
const SCREENS = [
  { path: '/', english: 'Swap anytime, anywhere.' },
  { path: '/swap', english: 'Swap' },
  { path: '/explore', english: 'Explore' },
  { path: '/limit', english: 'Limit order' },
  { path: '/send', english: 'Send' },
  { path: '/buy', english: 'Buy' },
  { path: '/positions', english: 'Your positions' },
];

/** What does not fit: elements past the right edge (or the left, right to left), and buttons whose text is cut. */
function misfits(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const name = (el: Element) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    // an element that reaches past an edge while part of it shows (one wholly off the screen is hidden on purpose, as
    // the skip link is until it has focus)
    const pastAnEdge = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.right > 0 && box.left < width && (box.right > width + 0.5 || box.left < -0.5);
    };
    const outside = [...document.body.querySelectorAll('*')]
      .filter((el) => visible(el) && pastAnEdge(el))
      // an element inside a scroller (a table, a row of chips) may reach past the edge: the scroller holds it
      .filter((el) => {
        for (let parent = el.parentElement; parent; parent = parent.parentElement) {
          const overflowX = getComputedStyle(parent).overflowX;
          if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden') return false;
        }
        return true;
      })
      .slice(0, 5)
      .map(name);
    const cut = [...document.querySelectorAll('button, a[role="button"], [role="tab"]')]
      .filter((el) => visible(el) && el.scrollWidth > el.clientWidth + 1)
      .slice(0, 5)
      .map(name);
    return { overflow: document.documentElement.scrollWidth - width, outside, cut };
  });
}

test.use({ viewport: { width: 360, height: 740 }, reducedMotion: 'reduce' });

for (const language of LANGUAGES) {
  test(`should show the main screens in ${language.code} at 360 px, ${language.dir}, with nothing cut or past the edge`, async ({
    page,
  }) => {
    for (const screen of SCREENS) {
      await test.step(screen.path, async () => {
        await page.goto(`${screen.path}?lng=${language.code}`);
        await expect(page.locator('html')).toHaveAttribute('lang', language.code);
        await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toBeVisible();
        const text = (await heading.textContent()) ?? '';
        expect.soft(text, `${screen.path}: the heading in ${language.code}`).toMatch(language.script);
        expect.soft(text, `${screen.path}: the heading is not the English one`).not.toBe(screen.english);
        await waitForRows(page);
        const { overflow, outside, cut } = await misfits(page);
        expect.soft(overflow, `${screen.path} overflows by ${overflow} px: ${outside.join(', ')}`).toBeLessThanOrEqual(0);
        expect.soft(outside, `${screen.path}: elements past the edge`).toEqual([]);
        expect.soft(cut, `${screen.path}: buttons whose text is cut`).toEqual([]);
      });
    }
  });
}
