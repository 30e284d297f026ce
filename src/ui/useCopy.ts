// Copy to the clipboard with the spec's feedback (§9: 400 ms), or the catalogue's "Failed to copy to clipboard".
import { useCallback, useEffect, useState } from 'react';

/** spec §9: copy feedback shows for 400 ms. */
export const COPY_FEEDBACK_MS = 400;

export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The copy state and a function that copies `text`; `onCopied` runs when the feedback ends after a success.
 *
 * @example
 * const [copied, copy] = useCopy();
 * <button onClick={() => copy(address)}>{copied === 'copied' ? 'Copied' : 'Copy'}</button>
 */
export function useCopy(onCopied?: () => void): [CopyState, (text: string) => Promise<void>] {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => {
      setState('idle');
      if (state === 'copied') onCopied?.();
    }, COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [state, onCopied]);
  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  }, []);
  return [state, copy];
}
