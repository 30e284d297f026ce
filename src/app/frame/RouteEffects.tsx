// spec §2: per-route title and description, a canonical link, and scroll to top when the base path changes.
import { useParams, useRouterState } from '@tanstack/react-router';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { documentTitle, pageMeta } from '../../lib/routes/pageMeta';
import type { RouteParams } from '../../lib/routes/routeTable';
import { FALLBACK_DEFAULT_CHAIN } from '../routes/routeGuards';
import { useCurrentRow } from '../../lib/routes/useCurrentRow';
import { useRuntimeConfig } from '../../data/useRuntimeConfig';
import { basePath } from './basePath';

function setHeadElement(selector: string, create: () => HTMLElement, attribute: string, value: string) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.appendChild(element);
  }
  element.setAttribute(attribute, value);
}

export function RouteEffects() {
  const { t, i18n } = useTranslation();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { row } = useCurrentRow();
  const freshParams = useParams({ strict: false });
  const { data: config } = useRuntimeConfig();
  // The matched params are a new object on every router update; key them by value so the head is written once per page.
  const paramsKey = JSON.stringify(freshParams);
  const params = useMemo(() => JSON.parse(paramsKey) as RouteParams, [paramsKey]);

  useEffect(() => {
    if (row?.kind !== 'screen') return;
    const meta = pageMeta(row.screen, {
      t: (key, values) => t(key, values),
      params,
      chainName: (slug) => config?.chains.find((c) => c.slug === slug)?.name,
      defaultChain: config?.defaultChainSlug ?? FALLBACK_DEFAULT_CHAIN,
      tab: row.tab,
    });
    document.title = documentTitle(meta);
    setHeadElement(
      'meta[name="description"]',
      () => Object.assign(document.createElement('meta'), { name: 'description' }),
      'content',
      meta.description,
    );
    setHeadElement(
      'link[rel="canonical"]',
      () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
      'href',
      `${window.location.origin}${pathname}`,
    );
  }, [row, params, pathname, config, t, i18n.language]);

  const previousBase = useRef<string | null>(null);
  useEffect(() => {
    const base = basePath(pathname);
    if (previousBase.current !== null && previousBase.current !== base) window.scrollTo(0, 0);
    previousBase.current = base;
  }, [pathname]);

  return null;
}
