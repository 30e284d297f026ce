import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sidePanelAppUrl } from './sidePanelAppUrl.ts';

describe('sidePanelAppUrl', () => {
  it('should frame the swap of the default services server when nothing is set', () => {
    expect(sidePanelAppUrl(undefined, null)).toBe('http://127.0.0.1:8787/swap?embedded=sidepanel');
  });

  it('should open a known screen of the set server', () => {
    expect(sidePanelAppUrl('https://sluice.example', '/positions')).toBe(
      'https://sluice.example/positions?embedded=sidepanel',
    );
  });

  it('should stay on the set server whatever path it is asked for', () => {
    fc.assert(
      fc.property(fc.string(), (path) => {
        const url = new URL(sidePanelAppUrl('https://sluice.example', path));
        expect(url.origin).toBe('https://sluice.example');
        expect(['/swap', '/positions', '/limit']).toContain(url.pathname);
      }),
    );
  });
});
