// The services URL in the extension's settings (issue 30): the Sluice services server whose runtime config names the
// chains and whose app the side panel frames. Saved only once it is an http(s) origin whose config answers.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { button } from '#styled-system/recipes';
import { ERROR_MESSAGES } from '../../src/lib/errorMessages.ts';
import { field, input, muted, problemText, row } from '../../src/ui/walletStyles.ts';
import type { ServicesUrlRefusal } from '../messages.ts';
import { extensionWallet } from './extensionClient.ts';
import { popupSubheading } from './popupStyles.ts';

const REFUSALS: Record<ServicesUrlRefusal, string> = {
  invalid: 'extension.servicesUrl.invalid',
  // spec §8 "Connection failed to provider"
  unreachable: ERROR_MESSAGES.connectionFailed,
};

export function ServicesUrlSetting(props: { servicesUrl: string; onChange: () => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(props.servicesUrl);
  const [state, setState] = useState<'idle' | 'checking' | 'saved' | ServicesUrlRefusal>('idle');
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setState('checking');
    const refusal = await extensionWallet.setServicesUrl(value);
    setState(refusal ?? 'saved');
    if (!refusal) props.onChange();
  };
  const refused = state === 'invalid' || state === 'unreachable';
  return (
    <form aria-labelledby="services-url" onSubmit={(event) => void save(event)}>
      <h2 id="services-url" className={popupSubheading}>
        {t('extension.servicesUrl.title')}
      </h2>
      <label className={field}>
        {t('extension.servicesUrl.label')}
        <input
          className={input}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          value={value}
          aria-invalid={refused}
          aria-describedby="services-url-hint"
          onChange={(event) => {
            setValue(event.target.value);
            setState('idle');
          }}
        />
      </label>
      <p id="services-url-hint" className={muted}>
        {t('extension.servicesUrl.hint')}
      </p>
      {refused && (
        <p role="alert" className={problemText}>
          {t(REFUSALS[state])}
        </p>
      )}
      {state === 'saved' && (
        <p role="status" className={muted}>
          {t('extension.servicesUrl.saved')}
        </p>
      )}
      <div className={row}>
        <button type="submit" className={button({ tone: 'soft', size: 'sm' })} disabled={state === 'checking'}>
          {t('wallets.save')}
        </button>
      </div>
    </form>
  );
}
