import { useEffect, useState } from 'react';
import { whenIdle } from '../lib/tasks';

/**
 * False until the browser first has nothing else to do (requestIdleCallback, at most `timeout` ms away): decoration and
 * anything a page can paint without waits for it, off the first render's tasks.
 */
export function useIdle(timeout = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), timeout), [timeout]);
  return idle;
}
