import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';

/** spec §2: the page the extension opens when it is removed; rendered without app chrome. */
export function ExtensionUninstallPage() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="uninstall-title"
      className={css({ maxW: '480px', mx: 'auto', my: '20', px: '4', textAlign: 'center' })}
    >
      <h1 id="uninstall-title" className={css({ fontSize: '2xl', fontWeight: 'semibold', mb: '2' })}>
        {t('screens.extensionUninstall')}
      </h1>
      <p className={css({ color: 'text.muted' })}>{t('extension.uninstalled')}</p>
    </section>
  );
}
