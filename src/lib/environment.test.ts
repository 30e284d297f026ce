import { describe, expect, it } from 'vitest';
import { environmentForHost, isAnalyticsAllowed, isProductionHost } from './environment';

describe('environment', () => {
  it('should allow analytics on production and staging hosts, elsewhere only with the flag', () => {
    expect(isAnalyticsAllowed('app.sluice.exchange', false)).toBe(true);
    expect(isAnalyticsAllowed('beta.sluice.exchange', false)).toBe(true);
    expect(isAnalyticsAllowed('127.0.0.1', false)).toBe(false);
    expect(isAnalyticsAllowed('127.0.0.1', true)).toBe(true);
  });
  it('should treat only the production host as production', () => {
    expect(isProductionHost('app.sluice.exchange')).toBe(true);
    expect(environmentForHost('localhost')).toBe('dev');
  });
});
