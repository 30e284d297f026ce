import fc from 'fast-check';
import { afterEach, expect, it, vi } from 'vitest';
import { importInTasks, whenIdle } from './tasks';

it('should load every dependency in order, each in its own task, and the screen last', async () => {
  await fc.assert(
    fc.asyncProperty(fc.integer({ min: 0, max: 5 }), async (count) => {
      const events: string[] = [];
      const dependencies = Array.from({ length: count }, (_, i) => async () => {
        events.push(`load ${i}`);
        // a timer queued now fires before the next load only if that load waits for a fresh task
        setTimeout(() => events.push(`task after ${i}`), 0);
      });
      const screen = await importInTasks(dependencies, async () => {
        events.push('screen');
        return 'Screen';
      });
      expect(screen).toBe('Screen');
      expect(events).toEqual([
        ...Array.from({ length: count }, (_, i) => [`load ${i}`, `task after ${i}`]).flat(),
        'screen',
      ]);
    }),
    { numRuns: 20 },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

it('should run once the browser is idle, and not at all once cancelled', () => {
  const idle: (() => void)[] = [];
  const cancelled: number[] = [];
  vi.stubGlobal('window', {
    requestIdleCallback: (run: () => void) => idle.push(run),
    cancelIdleCallback: (handle: number) => cancelled.push(handle),
  });
  const ran: string[] = [];
  whenIdle(() => ran.push('first'));
  const cancel = whenIdle(() => ran.push('second'));
  cancel();
  expect(ran).toEqual([]);
  idle[0]!();
  expect(ran).toEqual(['first']);
  expect(cancelled).toEqual([2]);
});

it('should fall back to a short timer where the browser has no idle callbacks', () => {
  vi.useFakeTimers();
  vi.stubGlobal('window', { setTimeout, clearTimeout });
  const ran: string[] = [];
  whenIdle(() => ran.push('ran'));
  const cancel = whenIdle(() => ran.push('cancelled'));
  cancel();
  vi.advanceTimersByTime(200);
  expect(ran).toEqual(['ran']);
});
