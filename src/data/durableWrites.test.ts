import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createDurableWriter, isQuotaExceeded } from './durableWrites';

const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

/** A key-value store on a disk that can fill up, as IndexedDB behaves: a put on a full disk throws. */
function disk() {
  const rows = new Map<string, number>();
  let full = false;
  return {
    rows,
    setFull: (value: boolean) => (full = value),
    put: (key: string, value: number) => async () => {
      if (full) throw Object.assign(new Error('QuotaExceededError'), { name: 'QuotaExceededError', inner: quota() });
      rows.set(key, value);
    },
  };
}

describe('durable writes', () => {
  it('should recognise a quota error however it is wrapped', () => {
    expect(isQuotaExceeded(quota())).toBe(true);
    expect(isQuotaExceeded({ name: 'AbortError', inner: quota() })).toBe(true);
    expect(isQuotaExceeded(new Error('x', { cause: quota() }))).toBe(true);
    expect(isQuotaExceeded(new Error('ConstraintError'))).toBe(false);
    expect(isQuotaExceeded(null)).toBe(false);
  });

  it('should rethrow a failure that is not a full disk', async () => {
    const writer = createDurableWriter();
    await expect(writer.write(async () => Promise.reject(new Error('ConstraintError')))).rejects.toThrow(
      'ConstraintError',
    );
    expect(writer.status()).toEqual({ full: false, waiting: 0 });
  });

  it('should say the disk is full, keep the writes, and land them in order when there is room', async () => {
    vi.useFakeTimers();
    try {
      const store = disk();
      const writer = createDurableWriter({ retryMs: 1_000 });
      const seen: boolean[] = [];
      writer.subscribe(() => seen.push(writer.status().full));
      store.setFull(true);
      await writer.write(store.put('theme', 1));
      await writer.write(store.put('theme', 2));
      expect(writer.status()).toEqual({ full: true, waiting: 2 });
      await vi.advanceTimersByTimeAsync(1_000); // still full: nothing lands
      expect(store.rows.size).toBe(0);
      store.setFull(false);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(store.rows.get('theme')).toBe(2);
      expect(writer.status()).toEqual({ full: false, waiting: 0 });
      expect(seen.at(-1)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('should end with every key at its last written value for any run of writes and disk fill-ups', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.record({ key: fc.constantFrom('a', 'b', 'c'), value: fc.integer() }),
            fc.record({ full: fc.boolean() }),
          ),
          { maxLength: 40 },
        ),
        async (steps) => {
          const store = disk();
          const writer = createDurableWriter({ retryMs: 60_000 });
          const expected = new Map<string, number>();
          for (const step of steps) {
            if ('full' in step) {
              store.setFull(step.full);
              await writer.flush();
            } else {
              expected.set(step.key, step.value);
              await writer.write(store.put(step.key, step.value));
            }
          }
          store.setFull(false);
          await writer.flush();
          expect(writer.status().waiting).toBe(0);
          expect(new Map(store.rows)).toEqual(expected);
        },
      ),
      { numRuns: 200 },
    );
  });
});
