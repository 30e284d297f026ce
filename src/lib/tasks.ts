// Work split across tasks (issue 11): the browser paints and answers input between them, and Lighthouse counts a long
// task's time over 50 ms as blocking, so a few short tasks block nothing where one long one blocks.

/** Ends the current task: resolves from a fresh one. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Imports a screen after its heaviest dependencies, one task each. A chunk's static imports evaluate together with it
 * in one task; evaluating the big ones first (a module already evaluated costs nothing when imported again) turns one
 * long task into a few shorter ones.
 *
 * @example
 * lazyRouteComponent(() => importInTasks([() => import('viem-heavy')], () => import('./Screen')), 'Screen')
 */
export async function importInTasks<T>(
  dependencies: readonly (() => Promise<unknown>)[],
  screen: () => Promise<T>,
): Promise<T> {
  for (const load of dependencies) {
    await load();
    await nextTask();
  }
  return screen();
}

/**
 * Runs `run` once the browser has nothing else to do (requestIdleCallback, at most `timeout` ms away; a short timer
 * where the browser has no idle callbacks). Returns the cancel.
 */
export function whenIdle(run: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(run, 200);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(run, { timeout });
  return () => window.cancelIdleCallback(handle);
}
