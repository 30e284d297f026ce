import { describe, expect, it } from 'vitest';
import { atomicStatusOf } from './atomicStatus';
import { delegationStatusOf } from './getDelegationStatus';

const DELEGATE = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const OTHER = '0x000000000000000000000000000000000000dEaD';

describe('atomicStatusOf', () => {
  it('should say supported when delegated to the chain’s delegate, in any letter case', () => {
    expect(atomicStatusOf(DELEGATE, delegationStatusOf(DELEGATE.toLowerCase() as `0x${string}`, DELEGATE))).toBe(
      'supported',
    );
  });

  it('should say ready when the account has no delegation and the chain has a delegate', () => {
    expect(atomicStatusOf(DELEGATE, delegationStatusOf(undefined, DELEGATE))).toBe('ready');
  });

  it('should say unsupported on a chain without a delegate, or when another contract is the delegate', () => {
    expect(atomicStatusOf(undefined, delegationStatusOf(undefined, undefined))).toBe('unsupported');
    expect(atomicStatusOf(DELEGATE, delegationStatusOf(OTHER, DELEGATE))).toBe('unsupported');
  });
});
