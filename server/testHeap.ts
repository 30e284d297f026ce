// Heap samples for the hostile suites (issue 35): a full collection before each reading, so what a test measures is
// what its input left held, not garbage waiting for the collector.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** A full collection. */
export async function collectGarbage(): Promise<void> {
  setFlagsFromString('--expose-gc');
  const collect = runInNewContext('gc') as () => void;
  // undici frees a streamed request body through a FinalizationRegistry: its callbacks run in a task after a
  // collection, so collect, let them run, and collect again before reading the heap
  for (let i = 0; i < 2; i++) {
    collect();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  collect();
}

/** The bytes of heap still held after `work`, each side sampled after a full collection. */
export async function heapGrowthOf(work: () => Promise<unknown>): Promise<number> {
  await collectGarbage();
  const before = process.memoryUsage().heapUsed;
  await work();
  await collectGarbage();
  return process.memoryUsage().heapUsed - before;
}
