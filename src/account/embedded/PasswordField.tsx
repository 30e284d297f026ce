// One labelled password input, as every embedded-wallet form asks for it (create, unlock, reveal).
import { field, input } from '../../ui/walletStyles';

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
