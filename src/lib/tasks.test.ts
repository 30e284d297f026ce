import fc from 'fast-check';
import { expect, it } from 'vitest';
import { importInTasks } from './tasks';

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
