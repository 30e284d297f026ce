import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_BATCH_CALLS, parseSendCallsRequest } from './parseSendCallsRequest';

const TO = '0x000000000000000000000000000000000000bEEF';
const request = (overrides: Record<string, unknown> = {}) => [
  {
    version: '2.0.0',
    chainId: '0x7a69',
    atomicRequired: true,
    calls: [{ to: TO, value: '0x10', data: '0x' }],
    ...overrides,
  },
];

describe('parseSendCallsRequest', () => {
  it('should read a version 2.0.0 request with quantities as bigint and the chain id as a number', () => {
    expect(parseSendCallsRequest(request({ id: 'app-batch-1' }))).toEqual({
      version: '2.0.0',
      id: 'app-batch-1',
      from: undefined,
      chainId: 31337,
      atomicRequired: true,
      calls: [{ to: TO, value: 16n, data: '0x' }],
    });
  });

  it.each([
    ['another version', { version: '1.0' }, -32602],
    ['no atomicRequired', { atomicRequired: undefined }, -32602],
    ['a decimal chain id', { chainId: 31337 }, -32602],
    ['no calls', { calls: [] }, -32602],
    ['a call that creates a contract', { calls: [{ data: '0x60' }] }, -32602],
    ['a value that is not hex', { calls: [{ to: TO, value: 5 }] }, -32602],
    ['too many calls', { calls: Array(MAX_BATCH_CALLS + 1).fill({ to: TO }) }, 5740],
    ['a capability it does not offer', { capabilities: { paymasterService: { url: 'x' } } }, 5700],
    ['a call capability it does not offer', { calls: [{ to: TO, capabilities: { auxiliaryFunds: {} } }] }, 5700],
  ])('should refuse %s', (_, overrides, code) => {
    expect(() => parseSendCallsRequest(request(overrides))).toThrow(expect.objectContaining({ code }));
  });

  it('should let an optional capability it does not offer pass', () => {
    expect(
      parseSendCallsRequest(request({ capabilities: { paymasterService: { optional: true } } })).calls,
    ).toHaveLength(1);
  });

  it('should refuse any malformed request with an EIP-1193 error, never a TypeError', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.array(fc.jsonValue())), (params) => {
        try {
          parseSendCallsRequest(params);
        } catch (error) {
          expect(error).toHaveProperty('code');
        }
      }),
    );
  });
});
