import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readSwapParams, selectChain, validateSwapSearch, writeSwapParams } from './swapParams';

describe('swap query parameters', () => {
  it('should read the swap parameters when a link carries them', () => {
    const params = readSwapParams(
      '?inputCurrency=ETH&outputCurrency=0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48&value=1.5&field=output&chain=ethereum',
    );
    expect(params).toEqual({
      inputCurrency: 'ETH',
      outputCurrency: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
      value: '1.5',
      field: 'OUTPUT',
      chain: 'ethereum',
    });
  });

  it('should drop values that are not amounts or addresses when the link is malformed', () => {
    expect(readSwapParams('?inputCurrency=nope&value=1e9&field=sideways')).toEqual({
      inputCurrency: undefined,
      outputCurrency: undefined,
      value: '',
      field: 'INPUT',
      chain: undefined,
    });
  });

  it('should keep other parameters when writing the swap parameters', () => {
    const search = writeSwapParams('?lng=es-ES&value=3', { inputCurrency: 'ETH', value: '2', field: 'OUTPUT' });
    expect(new URLSearchParams(search).get('lng')).toBe('es-ES');
    expect(readSwapParams(search)).toMatchObject({ inputCurrency: 'ETH', value: '2', field: 'OUTPUT' });
  });

  it('should clear tokens, amount and field when the chain changes', () => {
    const next = selectChain({ inputCurrency: 'ETH', outputCurrency: '0x1', value: '1', field: 'OUTPUT' }, 'unichain');
    expect(next).toEqual({ value: '', field: 'INPUT', chain: 'unichain' });
  });

  it('should read back what it wrote when given any amount and field', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{1,6}(\.\d{1,6})?$/),
        fc.constantFrom('INPUT' as const, 'OUTPUT' as const),
        (value, field) => {
          expect(readSwapParams(writeSwapParams('', { inputCurrency: 'ETH', value, field }))).toMatchObject({
            value,
            field,
          });
        },
      ),
    );
  });
});

describe('validateSwapSearch', () => {
  it('should accept values a link built in code carries when they are not strings', () => {
    expect(validateSwapSearch({ value: 2, field: 'output', inputCurrency: 'native' })).toMatchObject({
      value: '2',
      field: 'OUTPUT',
      inputCurrency: 'ETH',
    });
  });
});
