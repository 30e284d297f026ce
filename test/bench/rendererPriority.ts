// Gives the page's renderer processes the CPU first while Lighthouse measures them.
//
// Lighthouse's simulated mobile throttling slows each main-thread task it observed fourfold; it assumes the task's
// observed time is the page's own work, which holds on the dedicated machine its docs ask for (docs/variability.md).
// This host has two cores, and while the page loads they are shared with the processes that record it (the browser,
// the GPU process taking a screenshot of every frame, the tracing service, Lighthouse itself) and with the devnet and the
// indexer behind the page. Measured here, a long task's wall time was 3 to 10 times the time its thread ran, and
// Lighthouse multiplied that waiting by four. With the renderer at real-time priority (SCHED_FIFO, the lowest level;
// Linux still leaves 5% of every second to everything else) a task's wall time is its thread time again, so the figure
// is the page's work. Threads a renderer starts after the switch inherit the policy; the watch also applies it to
// renderers that start later (site isolation starts one per site on navigation).
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const POLL_MS = 10;

export type RendererPriority = {
  /** Whether at least one renderer was switched (false without root or without util-linux's chrt). */
  readonly applied: () => boolean;
  readonly stop: () => void;
};

/** true or false once known; undefined while it may still become one (a zygote's fork shows the zygote's line first). */
function isRenderer(pid: string): boolean | undefined {
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return cmdline.includes('--type=renderer') ? true : cmdline.includes('--type=zygote') ? undefined : false;
  } catch {
    return false;
  }
}

function threadCount(pid: string): number {
  try {
    return readdirSync(`/proc/${pid}/task`).length;
  } catch {
    return 0;
  }
}

export function prioritiseRenderers(): RendererPriority {
  const known = new Map<string, boolean>();
  const threads = new Map<string, number>();
  let applied = false;
  const timer = setInterval(() => {
    const live = new Set(readdirSync('/proc').filter((entry) => /^\d+$/.test(entry)));
    // a pid is reused once its process ends (pid_max may be as low as 32,768): forget what it was
    for (const pid of known.keys()) if (!live.has(pid)) known.delete(pid);
    for (const pid of threads.keys()) if (!live.has(pid)) threads.delete(pid);
    for (const pid of live) {
      if (known.get(pid) === undefined) {
        const renderer = isRenderer(pid);
        if (renderer !== undefined) known.set(pid, renderer);
      }
      if (!known.get(pid)) continue;
      const count = threadCount(pid);
      if (count === 0 || count === threads.get(pid)) continue;
      threads.set(pid, count);
      execFile('chrt', ['--all-tasks', '--fifo', '--pid', '1', pid], (error) => {
        if (!error) applied = true;
      });
    }
  }, POLL_MS);
  return { applied: () => applied, stop: () => clearInterval(timer) };
}
