// spec §1/§5: a username typed with its rules said as one types (lowercase letters and numbers, too short, too long)
// and, once well formed, whether it is available (asked of the service after a pause, TanStack Query).
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { mutedText } from '#styled-system/recipes';
import { usernameAvailabilityQueryOptions } from '../../data/usernames';
import { ERROR_MESSAGES } from '../../lib/errorMessages';
import { useDebounced } from '../../ui/useDebounced';
import { input } from '../../ui/walletStyles';
import { USERNAME_MAX_LENGTH, checkUsername } from './usernameRules';

/** The pause after the last keystroke before availability is asked. */
export const AVAILABILITY_DEBOUNCE_MS = 300;

const status = css({ fontSize: 'sm', minH: '5', overflowWrap: 'anywhere' });

/** Whether the typed name can be sent: well formed and said to be available. */
export type UsernameFieldState = 'invalid' | 'checking' | 'available' | 'unavailable' | 'failed';

export function useUsernameAvailability(username: string): UsernameFieldState {
  const debounced = useDebounced(username, AVAILABILITY_DEBOUNCE_MS);
  const wellFormed = checkUsername(username) === undefined;
  const availability = useQuery(
    usernameAvailabilityQueryOptions({ username: wellFormed && debounced === username ? username : undefined }),
  );
  if (!wellFormed) return 'invalid';
  if (availability.isError) return 'failed';
  if (debounced !== username || availability.data === undefined) return 'checking';
  return availability.data ? 'available' : 'unavailable';
}

export function UsernameField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  state: UsernameFieldState;
}) {
  const { t } = useTranslation();
  const statusId = useId();
  const problem = props.value === '' ? undefined : checkUsername(props.value);
  return (
    <div className={css({ display: 'grid', gap: '1', minW: '0' })}>
      <label className={css({ display: 'grid', gap: '1', minW: '0' })}>
        <span>{props.label}</span>
        <input
          className={input}
          value={props.value}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          // room for a too-long name to be said so rather than cut off silently
          maxLength={USERNAME_MAX_LENGTH + 10}
          aria-invalid={problem !== undefined || props.state === 'unavailable'}
          aria-describedby={statusId}
          onChange={(event) => props.onChange(event.target.value)}
        />
      </label>
      <span id={statusId} role="status" className={status}>
        {problem ? (
          <span className={css({ color: 'critical' })}>{t(`username.problems.${problem}`)}</span>
        ) : props.value === '' ? (
          <span className={mutedText()}>{t('username.rules')}</span>
        ) : props.state === 'checking' ? (
          <span className={mutedText()}>{t('username.checking')}</span>
        ) : props.state === 'available' ? (
          <span className={css({ color: 'success' })}>{t('username.available', { username: props.value })}</span>
        ) : (
          <span className={css({ color: 'critical' })}>
            {t(ERROR_MESSAGES[props.state === 'failed' ? 'errorLoadingData' : 'usernameUnavailable'])}
          </span>
        )}
      </span>
    </div>
  );
}
