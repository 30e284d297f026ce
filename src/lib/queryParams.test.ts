import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseBooleanLiteral,
  parseFrameQueryParams,
  parseNameValueList,
  parseThemeParam,
  validateFrameSearch,
} from './queryParams';

const dev = { isProductionHost: false };

describe('parseThemeParam', () => {
  it('should accept light and dark in any case', () => {
    expect(parseThemeParam('DaRk')).toBe('dark');
    expect(parseThemeParam('LIGHT')).toBe('light');
  });
  it('should ignore any value other than light or dark', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        fc.pre(!['light', 'dark'].includes(value.toLowerCase()));
        expect(parseThemeParam(value)).toBeUndefined();
      }),
    );
  });
});

describe('parseBooleanLiteral', () => {
  it('should accept only the literals true and false', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const parsed = parseBooleanLiteral(value);
        expect(parsed).toBe(value === 'true' ? true : value === 'false' ? false : undefined);
      }),
    );
  });
});

describe('parseNameValueList', () => {
  it('should read name:value items and drop malformed ones', () => {
    expect(parseNameValueList('a:1, b:two,:x,y:,z')).toEqual({ a: '1', b: 'two' });
  });
});

describe('parseFrameQueryParams', () => {
  it('should read lng, theme, disableNFTs and cur when valid', () => {
    const p = parseFrameQueryParams('?lng=ja-jp&theme=Dark&disableNFTs=true&cur=eur', dev);
    expect(p).toMatchObject({ lng: 'ja-JP', theme: 'dark', disableNFTs: true, cur: 'EUR' });
  });
  it('should ignore bad values', () => {
    const p = parseFrameQueryParams('?lng=xx&theme=d&disableNFTs=yes&cur=ZZZ', dev);
    expect([p.lng, p.theme, p.disableNFTs, p.cur]).toEqual([undefined, undefined, undefined, undefined]);
  });
  it('should read overrides on a development host', () => {
    const p = parseFrameQueryParams('?featureFlagOverride=PoolSearch,Solana&experimentOverride=exp:b', dev);
    expect(p.featureFlagOverride).toEqual(['PoolSearch', 'Solana']);
    expect(p.experimentOverride).toEqual({ exp: 'b' });
  });
  it('should ignore every override on the production host', () => {
    const p = parseFrameQueryParams('?featureFlagOverride=Solana&layerOverride=l:1&layerOverrideOff=x', {
      isProductionHost: true,
    });
    expect([p.featureFlagOverride, p.layerOverride, p.layerOverrideOff]).toEqual([[], {}, []]);
  });
  it('should use eagerlyConnectAddress only when it is a valid address', () => {
    expect(parseFrameQueryParams('?eagerlyConnectAddress=0x123', dev).eagerlyConnectAddress).toBeUndefined();
    const valid = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
    expect(parseFrameQueryParams(`?eagerlyConnectAddress=${valid}`, dev).eagerlyConnectAddress).toBe(valid);
  });
  it('should read intro and eagerlyConnect=false', () => {
    const p = parseFrameQueryParams('?intro=true&eagerlyConnect=false', dev);
    expect([p.intro, p.eagerlyConnect]).toEqual([true, false]);
  });
});

describe('validateFrameSearch', () => {
  it('should name every frame key, undefined when the value is bad, so a bad value never reaches a screen', () => {
    const search = validateFrameSearch({ theme: 'x', cur: 'eur', intro: true, featureFlagOverride: ' a, ,b' }, dev);
    expect(search).toMatchObject({ theme: undefined, cur: 'EUR', intro: true, featureFlagOverride: 'a,b' });
    expect(Object.keys(search)).toContain('lng');
  });
});
