// index.html's first script runs before any module: what it decides must match the modules that decide it later.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOBILE_USER_AGENT } from '../../src/lib/mobileAppLinks';
import { PREFERENCES_MIRROR_KEY } from '../../src/data/preferences';

const html = readFileSync(resolve(import.meta.dirname, '../../index.html'), 'utf8');

describe('index.html first script', () => {
  it('should test a mobile user agent with the pattern the app uses', () => {
    expect(html).toContain(`/${MOBILE_USER_AGENT.source}/i.test(navigator.userAgent)`);
  });

  it('should read the theme from the preferences mirror the app writes', () => {
    expect(html).toContain(`localStorage.getItem('${PREFERENCES_MIRROR_KEY}')`);
  });
});
