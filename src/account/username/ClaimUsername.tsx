// spec §1 "username claim": a name typed under its rules, its availability asked as one types, then claimed through
// the signing pipeline's review (the service's proof message, signed by the wallet). One per address.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { css, cx } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { UsernameField, useUsernameAvailability } from './UsernameField';
import { UsernameWriteReview } from './UsernameWriteReview';
import { type UsernameSigning, useUsernameSigning } from './useUsernameSigning';

export function ClaimUsername(props: {
  address: Address;
  onClaimed?: (username: string) => void;
  /** The wallet to sign with before it is connected (onboarding); the connected wallet otherwise. */
  signing?: UsernameSigning;
}) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [reviewing, setReviewing] = useState(false);
  const state = useUsernameAvailability(username);
  const connected = useUsernameSigning(props.address);
  const signing = props.signing ?? connected;
  return (
    <form
      className={css({ display: 'grid', gap: '3', minW: '0' })}
      onSubmit={(event) => {
        event.preventDefault();
        if (state === 'available') setReviewing(true);
      }}
    >
      <UsernameField label={t('username.label')} value={username} onChange={setUsername} state={state} />
      <button
        type="submit"
        className={cx(button({ tone: 'accent' }), css({ minH: '11' }))}
        disabled={state !== 'available' || !signing}
      >
        {t('username.claim')}
      </button>
      {reviewing && signing && (
        <UsernameWriteReview
          {...signing}
          write="claim"
          body={{ username }}
          title={t('username.claimTitle', { username })}
          confirmLabel={t('username.claim')}
          onClose={() => setReviewing(false)}
          onDone={() => {
            setReviewing(false);
            props.onClaimed?.(username);
          }}
        />
      )}
    </form>
  );
}
