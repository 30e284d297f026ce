import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSearchString, searchText, stringifySearch } from './searchString';

describe('parseSearchString', () => {
  it('should keep every value a string when it looks like a number or a boolean', () => {
    expect(parseSearchString('?value=0.10&intro=true&chain=1')).toEqual({ value: '0.10', intro: 'true', chain: '1' });
  });
});

describe('stringifySearch', () => {
  it('should write values plainly and leave out empty ones', () => {
    expect(stringifySearch({ value: '1.5', intro: true, field: undefined, chain: '' })).toBe('?value=1.5&intro=true');
  });

  it('should write nothing when every value is empty', () => {
    expect(stringifySearch({ value: undefined })).toBe('');
  });

  it('should read back what it wrote when given any string values', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), fc.string({ minLength: 1 })), (search) => {
        expect(parseSearchString(stringifySearch(search))).toEqual(search);
      }),
    );
  });
});

describe('searchText', () => {
  it('should spell out numbers and booleans and refuse objects', () => {
    expect([searchText('a'), searchText(2), searchText(false), searchText({}), searchText(undefined)]).toEqual([
      'a',
      '2',
      'false',
      null,
      null,
    ]);
  });
});
