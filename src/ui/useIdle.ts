import { useEffect, useState } from 'react';

/**
 * False until the browser first has nothing else to do (requestIdleCallback, at most `timeout` ms away): decoration and
 * anything a page can paint without waits for it, off the first render's tasks.
 */
export function useIdle(timeout = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setIdle(true), 200);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout });
    return () => window.cancelIdleCallback(handle);
  }, [timeout]);
  return idle;
}
