import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readSidePanelEmbed } from './sidePanelEmbed';

describe('readSidePanelEmbed', () => {
  it('should draw the compact frame when the side panel frames the app', () => {
    expect(readSidePanelEmbed('?embedded=sidepanel', null)).toEqual({ embedded: true, opensActivity: false });
  });

  it('should open the drawer on Activity only when the side panel asks for it', () => {
    expect(readSidePanelEmbed('?embedded=sidepanel&drawer=activity', null).opensActivity).toBe(true);
    expect(readSidePanelEmbed('?drawer=activity', null).opensActivity).toBe(false);
  });

  it('should stay compact after the app navigated away from the parameter', () => {
    expect(readSidePanelEmbed('?lng=fr-FR', 'sidepanel')).toEqual({ embedded: true, opensActivity: false });
  });

  it('should never draw the compact frame for any other value', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string(), { nil: null }), (value, remembered) => {
        fc.pre(value !== 'sidepanel' && remembered !== 'sidepanel');
        const search = `?embedded=${encodeURIComponent(value)}&drawer=activity`;
        expect(readSidePanelEmbed(search, remembered)).toEqual({ embedded: false, opensActivity: false });
      }),
    );
  });
});
