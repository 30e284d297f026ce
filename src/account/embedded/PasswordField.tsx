// One labelled password input, as every embedded-wallet form asks for it (create, unlock, reveal).
import { useTranslation } from 'react-i18next';
import { passwordStrength } from '../../lib/wallet/passwordStrength';
import { field, input, muted } from '../../ui/walletStyles';

export function PasswordField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** 'new-password' when choosing one, 'current-password' when asking for it again. */
  autoComplete: 'new-password' | 'current-password';
}) {
  return (
    <label className={field}>
      {props.label}
      <input
        className={input}
        type="password"
        autoComplete={props.autoComplete}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </label>
  );
}

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
