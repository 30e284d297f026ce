import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTO_LOCK_CHOICES, DEFAULT_AUTO_LOCK_MINUTES, autoLockDelayMs, createAutoLock } from './autoLock';

describe('autoLockDelayMs', () => {
  it('should turn every offered choice into its delay, and Never into none', () => {
    expect(AUTO_LOCK_CHOICES.map(autoLockDelayMs)).toEqual([300_000, 900_000, 3_600_000, 14_400_000, undefined]);
  });

  it('should fall back to the default for any value not offered', () => {
    fc.assert(
      fc.property(
        fc.integer().filter((n) => !(AUTO_LOCK_CHOICES as readonly (number | null)[]).includes(n)),
        (minutes) => {
          expect(autoLockDelayMs(minutes)).toBe(DEFAULT_AUTO_LOCK_MINUTES! * 60_000);
        },
      ),
    );
  });
});

describe('createAutoLock', () => {
  let unlocked: boolean;
  let delay: number | undefined;
  const target = new EventTarget();
  const make = () =>
    createAutoLock({
      delayMs: () => delay,
      isUnlocked: () => unlocked,
      lock: () => {
        unlocked = false;
      },
      now: () => Date.now(),
      target,
    });

  beforeEach(() => {
    vi.useFakeTimers();
    unlocked = true;
    delay = 60_000;
  });
  afterEach(() => vi.useRealTimers());

  it('should lock once the chosen time passes without activity', () => {
    const autoLock = make();
    autoLock.wake();
    vi.advanceTimersByTime(59_999);
    expect(unlocked).toBe(true);
    vi.advanceTimersByTime(1);
    expect(unlocked).toBe(false);
    autoLock.stop();
  });

  it('should wait a full idle time again after each key or tap', () => {
    const autoLock = make();
    autoLock.wake();
    vi.advanceTimersByTime(50_000);
    target.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(50_000);
    expect(unlocked).toBe(true);
    target.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(59_999);
    expect(unlocked).toBe(true);
    vi.advanceTimersByTime(1);
    expect(unlocked).toBe(false);
    autoLock.stop();
  });

  it('should never lock when the person chose Never, nor when the wallet is already locked', () => {
    delay = undefined;
    const autoLock = make();
    autoLock.wake();
    vi.advanceTimersByTime(24 * 3_600_000);
    expect(unlocked).toBe(true);
    delay = 60_000;
    unlocked = false;
    autoLock.wake();
    expect(vi.getTimerCount()).toBe(0);
    autoLock.stop();
  });

  it('should stop listening and timing when stopped', () => {
    const autoLock = make();
    autoLock.wake();
    autoLock.stop();
    vi.advanceTimersByTime(120_000);
    expect(unlocked).toBe(true);
  });
});
