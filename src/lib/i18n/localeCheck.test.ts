import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkLocale, expectedKeys, flattenMessages } from './localeCheck';

const english = {
  send: {
    title: 'Send',
    to: 'Send {{amount}} to {{recipient}}',
    priorTransfers_zero: 'You have not sent tokens to this address before',
    priorTransfers_one: 'You have sent tokens to this address once before',
    priorTransfers_other: 'You have sent tokens to this address {{count}} times before',
  },
  explore: { tvl: 'TVL', pools: 'Pools' },
};

const german = {
  send: {
    title: 'Senden',
    to: '{{amount}} an {{recipient}} senden',
    priorTransfers_zero: 'Du hast noch keine Token an diese Adresse gesendet',
    priorTransfers_one: 'Du hast schon einmal Token an diese Adresse gesendet',
    priorTransfers_other: 'Du hast schon {{count}}-mal Token an diese Adresse gesendet',
  },
  explore: { tvl: 'TVL', pools: 'Pools' },
};

describe('checkLocale', () => {
  it('should pass a whole translation whose kept words are names and symbols', () => {
    expect(checkLocale({ code: 'de-DE', english, locale: german })).toEqual([]);
  });

  it('should fail on a missing key, a lost variable and an English leftover', () => {
    const broken = {
      send: { ...german.send, title: undefined, to: '{{amount}} an den Empfänger senden' },
      explore: { tvl: 'TVL', pools: 'Pools', extra: 'Zusatz' },
    };
    broken.send.priorTransfers_one = english.send.priorTransfers_one;
    expect(checkLocale({ code: 'de-DE', english, locale: broken })).toEqual([
      { key: 'send.title', kind: 'missing' },
      { key: 'send.to', kind: 'placeholders', detail: '{{amount}} instead of {{amount}} {{recipient}}' },
      { key: 'send.priorTransfers_one', kind: 'english', detail: english.send.priorTransfers_one },
      { key: 'explore.extra', kind: 'extra' },
    ]);
  });

  it('should want every plural category of the language: one, few, many and other in Russian; only other in Japanese', () => {
    const keys = (code: string) =>
      [...expectedKeys(code, flattenMessages(english) as Record<string, string>).keys()].sort();
    expect(keys('ru-RU').filter((k) => k.startsWith('send.prior'))).toEqual([
      'send.priorTransfers_few',
      'send.priorTransfers_many',
      'send.priorTransfers_one',
      'send.priorTransfers_other',
      'send.priorTransfers_zero',
    ]);
    expect(keys('ja-JP').filter((k) => k.startsWith('send.prior'))).toEqual([
      'send.priorTransfers_other',
      'send.priorTransfers_zero',
    ]);
    const russian = {
      ...german,
      send: { ...german.send, priorTransfers_one: 'Вы уже отправляли токены на этот адрес {{count}} раз' },
    };
    expect(checkLocale({ code: 'ru-RU', english, locale: russian }).map((p) => `${p.kind} ${p.key}`)).toEqual([
      'missing send.priorTransfers_few',
      'missing send.priorTransfers_many',
    ]);
  });

  it('should report a translation that drops or adds any placeholder', () => {
    fc.assert(
      fc.property(fc.constantFrom('{{amount}}', '{{recipient}}'), fc.boolean(), (variable, drop) => {
        const to = drop ? german.send.to.replace(variable, 'etwas') : `${german.send.to} {{extra}}`;
        const problems = checkLocale({ code: 'de-DE', english, locale: { ...german, send: { ...german.send, to } } });
        expect(problems.map((p) => p.kind)).toEqual(['placeholders']);
      }),
    );
  });
});

describe('checkLocale on plural forms', () => {
  const english = {
    priorTransfers_one: 'You have sent tokens to this address once before',
    priorTransfers_other: 'You have sent tokens to this address {{count}} times before',
  };
  it('should want {{count}} in a Russian one form, which also answers 21 and 31', () => {
    const russian = {
      priorTransfers_one: 'Вы уже отправляли токены на этот адрес {{count}} раз',
      priorTransfers_few: 'Вы уже отправляли токены на этот адрес {{count}} раза',
      priorTransfers_many: 'Вы уже отправляли токены на этот адрес {{count}} раз',
      priorTransfers_other: 'Вы уже отправляли токены на этот адрес {{count}} раза',
    };
    expect(checkLocale({ code: 'ru-RU', english, locale: russian })).toEqual([]);
    const once = { ...russian, priorTransfers_one: 'Вы уже отправляли токены на этот адрес один раз' };
    expect(checkLocale({ code: 'ru-RU', english, locale: once }).map((p) => `${p.kind} ${p.key}`)).toEqual([
      'placeholders priorTransfers_one',
    ]);
  });
  it('should let a German one form, which answers 1 only, say it in words or show the count', () => {
    const german = (one: string) => ({ priorTransfers_one: one, priorTransfers_other: 'Schon {{count}}-mal gesendet' });
    expect(checkLocale({ code: 'de-DE', english, locale: german('Schon einmal gesendet') })).toEqual([]);
    expect(checkLocale({ code: 'de-DE', english, locale: german('Schon {{count}}-mal gesendet') })).toEqual([]);
  });
});
