import { describe, expect, it } from 'vitest';
import { blockedPathRedirect, hashPathRedirect } from './routeGuards';

describe('blockedPathRedirect', () => {
  it('should send a blocked path to /swap', () => {
    expect(blockedPathRedirect('/explore', '/buy, /explore')).toBe('/swap');
    expect(blockedPathRedirect('/buy/', '/buy,/explore')).toBe('/swap');
  });
  it('should never redirect /swap itself or a path that is not listed', () => {
    expect(blockedPathRedirect('/swap', '/swap,/buy')).toBeUndefined();
    expect(blockedPathRedirect('/positions', '/buy')).toBeUndefined();
    expect(blockedPathRedirect('/buy', '')).toBeUndefined();
  });
});

describe('hashPathRedirect', () => {
  it('should redirect / with a path hash to that path', () => {
    expect(hashPathRedirect('/', '/swap?inputCurrency=ETH')).toBe('/swap?inputCurrency=ETH');
    expect(hashPathRedirect('/', '#/explore')).toBe('/explore');
  });
  it('should ignore anchors and other paths', () => {
    expect(hashPathRedirect('/', 'section')).toBeUndefined();
    expect(hashPathRedirect('/swap', '/explore')).toBeUndefined();
  });
});
