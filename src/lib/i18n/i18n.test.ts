import i18next from 'i18next';
import { afterAll, describe, expect, it } from 'vitest';
import { changeLocale, initI18n } from './i18n';

describe('interpolated values in right-to-left languages', () => {
  afterAll(() => changeLocale('en-US'));

  it('should isolate each value in Arabic so an amount or an address keeps its own order, and leave English as it is', async () => {
    await initI18n('en-US');
    expect(i18next.t('signing.amount', { amount: '-0.1', token: 'ETH' })).toBe('-0.1 ETH');
    await changeLocale('ar-SA');
    expect(i18next.dir()).toBe('rtl');
    expect(i18next.t('signing.amount', { amount: '-0.1', token: 'ETH' })).toBe('\u2068-0.1\u2069 \u2068ETH\u2069');
    await changeLocale('he-IL');
    expect(i18next.t('signing.named', { name: 'alice.eth', address: '0x70997970…dc79C8' })).toContain(
      '\u20680x70997970…dc79C8\u2069',
    );
  });
});
