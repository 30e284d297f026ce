// The extension's popup (issue 30): the toolbar button's page and the approval window share it; `?approval=<id>`
// opens a dapp's waiting request.
import '../../src/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../../src/lib/i18n/i18n.ts';
import { resolveLocale } from '../../src/lib/locales.ts';
import { ExtensionPopup } from './ExtensionPopup.tsx';

await initI18n(resolveLocale({ browser: navigator.languages }));
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ExtensionPopup approvalId={new URLSearchParams(location.search).get('approval') ?? undefined} />
  </StrictMode>,
);
