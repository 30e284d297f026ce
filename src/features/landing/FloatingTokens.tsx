import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { css } from '#styled-system/css';
import { tokenListQuery } from '../../data/tokenList';
import { useRuntimeConfig } from '../../data/useRuntimeConfig';
import { FloatingToken } from './FloatingToken';
import { layoutFloatingTokens } from './floatingTokenLayout';

function useElementSize(ref: React.RefObject<HTMLElement | null>) {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      // Round to 50 px so a scrollbar appearing does not reshuffle the whole picture.
      const width = Math.round(entry.contentRect.width / 50) * 50;
      const height = Math.round(entry.contentRect.height / 50) * 50;
      setSize((s) => (s.width === width && s.height === height ? s : { width, height }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/** spec §2 and §9: the landing page's background of floating tokens, all from the served token list. */
export function FloatingTokens() {
  const ref = useRef<HTMLDivElement>(null);
  const { width, height } = useElementSize(ref);
  const { data: config } = useRuntimeConfig();
  const { data: list } = useQuery({ ...tokenListQuery(config?.tokenListUrl ?? ''), enabled: !!config });
  const placed = useMemo(() => layoutFloatingTokens(list?.tokens ?? [], width, height), [list, width, height]);
  const slugById = useMemo(() => new Map(config?.chains.map((c) => [c.chainId, c.slug])), [config]);
  return (
    <div
      ref={ref}
      data-testid="floating-tokens"
      className={css({ position: 'absolute', inset: '0', overflow: 'hidden' })}
    >
      {placed.map((p, index) => (
        <FloatingToken
          key={`${p.token.chainId}-${p.token.address}-${index}`}
          placed={p}
          chainSlug={slugById.get(p.token.chainId) ?? config?.defaultChainSlug ?? 'devnet'}
        />
      ))}
    </div>
  );
}
