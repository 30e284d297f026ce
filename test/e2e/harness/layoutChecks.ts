// Layout checks the journeys share (issue 34's route sweep, issue 30's side panel): what a person sees as broken at a
// width, a page wider than the window or controls on each other, measured in one evaluate. A Frame works as a Page.
import type { Frame, Page } from '@playwright/test';

/** How far the page reaches past the viewport's right edge, with the elements that do. */
export async function horizontalOverflow(page: Page | Frame): Promise<{ overflow: number; culprits: string[] }> {
  return page.evaluate(() => {
    const innerWidth = window.innerWidth;
    const overflow = document.documentElement.scrollWidth - innerWidth;
    // Names the widest elements that reach past the right edge, so a failure says where to look (only then: a box
    // for every element of a screen of tables, at 27 screens and four widths, is seconds of the sweep).
    const culprits =
      overflow <= 0
        ? []
        : [...document.body.querySelectorAll('*')]
            .filter((el) => el.getBoundingClientRect().right > innerWidth + 0.5)
            .slice(0, 5)
            .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`);
    return { overflow, culprits };
  });
}

/**
 * Issue 34: the visible controls of the header and of the screen's main card that lie on each other (their boxes
 * intersect, one not inside the other) or are cut by the viewport. One evaluate collects every box.
 */
export async function collidingControls(page: Page | Frame): Promise<string[]> {
  return page.evaluate(() => {
    const CONTROLS =
      'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=combobox], [role=tab]';
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    const boxesIn = (scope: Element | null) =>
      [...(scope?.querySelectorAll(CONTROLS) ?? [])]
        // a visually hidden control (1 px, clipped) or one in a closed menu has no box a person sees
        .filter((el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
        .map((el) => ({ el, box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 1 && box.height > 1);
    const header = boxesIn(document.querySelector('header'));
    // the main card: the screen's first section or form (the swap card, a form), not the whole page's tables
    const card = boxesIn(document.querySelector('main section, main form'));
    const problems: string[] = [];
    const { innerWidth, innerHeight } = window;
    for (const { el, box } of header) {
      if (box.left < -0.5 || box.right > innerWidth + 0.5 || box.top < -0.5 || box.bottom > innerHeight + 0.5)
        problems.push(`${name(el)} is cut by the viewport`);
    }
    // a control in a row that scrolls sideways (explore's tabs on a phone) is scrolled to, not cut
    const scrolls = (el: Element) => {
      for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement)
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      return false;
    };
    for (const { el, box } of card) {
      if ((box.left < -0.5 || box.right > innerWidth + 0.5) && !scrolls(el))
        problems.push(`${name(el)} is cut by the viewport`);
    }
    for (const group of [header, card]) {
      for (let i = 0; i < group.length; i++) {
        for (let j = i + 1; j < group.length; j++) {
          const a = group[i]!;
          const b = group[j]!;
          if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
          const w = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
          const h = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
          if (w > 1 && h > 1) problems.push(`${name(a.el)} overlaps ${name(b.el)}`);
        }
      }
    }
    return problems;
  });
}
