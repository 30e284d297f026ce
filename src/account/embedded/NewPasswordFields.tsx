// A new password, its strength and its confirmation. Apart from PasswordField because the strength estimate's
// dictionaries are large: the unlock screens (the extension popup's first paint) must not load them.
import { useTranslation } from 'react-i18next';
import { passwordStrength } from '../../lib/wallet/passwordStrength';
import { muted } from '../../ui/walletStyles';
import { PasswordField } from './PasswordField';

/**
 * A new password and its confirmation, with the strength of what is typed between them (spec §5: weak, medium or
 * strong): the create-wallet step and the cloud backup ask for one the same way.
 */
export function NewPasswordFields(props: {
  passwordLabel: string;
  confirmLabel: string;
  password: string;
  confirmation: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={props.passwordLabel}
        autoComplete="new-password"
        value={props.password}
        onChange={props.onPassword}
      />
      <p role="status" className={muted}>
        {props.password
          ? t('wallets.strength', { strength: t(`wallets.strengths.${passwordStrength(props.password)}`) })
          : ''}
      </p>
      <PasswordField
        label={props.confirmLabel}
        autoComplete="new-password"
        value={props.confirmation}
        onChange={props.onConfirmation}
      />
    </>
  );
}
