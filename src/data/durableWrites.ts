// Writes that a full disk must not lose (issue 16): activity rows, settings and the cached limit orders. A write the
// browser refuses for quota is kept in memory, in order, and tried again until there is room; while any waits, later
// writes queue behind it (an older write replayed after a newer one would undo it), and the app says storage is full.
// Other failures are the caller's to handle, as before.

/** Whether an error (or one it wraps: Dexie's `inner`, a `cause`) is the browser's QuotaExceededError. */
export function isQuotaExceeded(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { name, inner, cause } = e as { name?: unknown; inner?: unknown; cause?: unknown };
    if (name === 'QuotaExceededError') return true;
    e = inner ?? cause;
  }
  return false;
}

export type StorageStatus = { full: boolean; waiting: number };

type Write = () => Promise<unknown>;

export type DurableWriter = {
  /**
   * Runs `write`, or queues it behind writes waiting for room. Resolves once it ran, or once it was queued (the caller
   * goes on: the write lands when there is space); rejects only with a failure other than a full disk.
   */
  write: (write: Write) => Promise<void>;
  status: () => StorageStatus;
  subscribe: (listener: () => void) => () => void;
  /** Tries the waiting writes now (also done every `retryMs` while any wait). */
  flush: () => Promise<void>;
};

export function createDurableWriter({ retryMs = 3_000 }: { retryMs?: number } = {}): DurableWriter {
  const waiting: Write[] = [];
  const listeners = new Set<() => void>();
  let status: StorageStatus = { full: false, waiting: 0 };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let flushing: Promise<void> | undefined;

  const publish = () => {
    const next = { full: waiting.length > 0, waiting: waiting.length };
    if (next.full === status.full && next.waiting === status.waiting) return;
    status = next;
    for (const listener of listeners) listener();
  };
  const schedule = () => {
    if (timer === undefined && waiting.length > 0)
      timer = setTimeout(() => {
        timer = undefined;
        void flush();
      }, retryMs);
  };
  const drain = async () => {
    while (waiting.length > 0) {
      try {
        await waiting[0]!();
      } catch (error) {
        if (isQuotaExceeded(error)) break; // still full: keep it first in line
        console.warn('A stored write failed after waiting for space; it is dropped', error);
      }
      waiting.shift();
    }
    publish();
    schedule();
  };
  // a drain under way may have tried its write before the disk freed: wait for it, then drain afresh
  const flush = async () => {
    if (flushing) await flushing;
    flushing ??= drain().finally(() => (flushing = undefined));
    return flushing;
  };

  return {
    async write(write) {
      if (waiting.length > 0) {
        waiting.push(write);
        publish();
        void flush();
        return;
      }
      try {
        await write();
      } catch (error) {
        if (!isQuotaExceeded(error)) throw error;
        waiting.push(write);
        publish();
        schedule();
      }
    },
    status: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    flush,
  };
}

/** The app's one writer for IndexedDB. */
export const durableWrites = createDurableWriter();
