import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SIDE_PANEL_SCREENS, sidePanelAppUrl } from './sidePanelAppUrl';

describe('sidePanelAppUrl', () => {
  it('should frame the swap of the default services server when nothing is set', () => {
    expect(sidePanelAppUrl(undefined, null)).toBe('http://127.0.0.1:8787/swap?embedded=sidepanel');
  });

  it('should open each extension-only button on its screen of the set server', () => {
    expect(sidePanelAppUrl('https://sluice.example', 'pools')).toBe(
      'https://sluice.example/positions?embedded=sidepanel',
    );
    expect(sidePanelAppUrl('https://sluice.example', 'limits')).toBe('https://sluice.example/limit?embedded=sidepanel');
    expect(sidePanelAppUrl('https://sluice.example', 'activity')).toBe(
      'https://sluice.example/swap?embedded=sidepanel&drawer=activity',
    );
  });

  it('should stay on the set server, on a known screen, whatever it is asked for', () => {
    const paths: string[] = Object.values(SIDE_PANEL_SCREENS).map((screen) => screen.path);
    fc.assert(
      fc.property(fc.string(), (screen) => {
        const url = new URL(sidePanelAppUrl('https://sluice.example', screen));
        expect(url.origin).toBe('https://sluice.example');
        expect(paths).toContain(url.pathname);
        expect(url.searchParams.get('embedded')).toBe('sidepanel');
      }),
    );
  });
});
