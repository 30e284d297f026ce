// spec §1 "username claim and profile" (issue 32), the wallet settings' Username view: claim one, or for the name the
// address holds, change it (at most twice, with the changes left said), delete it (a changed or deleted name is
// retired: nobody claims it again) and edit the profile. Every write goes through the signing pipeline's review.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { css, cx } from '#styled-system/css';
import { button, mutedText } from '#styled-system/recipes';
import { usernameOfQueryOptions, usernameProfileQueryOptions } from '../../data/usernames';
import { ERROR_MESSAGES } from '../../lib/errorMessages';
import { ClaimUsername } from './ClaimUsername';
import { ProfileAvatar } from './ProfileAvatar';
import { ProfileForm } from './ProfileForm';
import { UsernameField, useUsernameAvailability } from './UsernameField';
import { UsernameWriteReview } from './UsernameWriteReview';
import { useUsernameSigning } from './useUsernameSigning';

const s = {
  stack: css({ display: 'grid', gap: '4', minW: '0' }),
  section: css({ display: 'grid', gap: '2', minW: '0' }),
  heading: css({ fontSize: 'md', fontWeight: 'semibold' }),
  identity: css({ display: 'flex', alignItems: 'center', gap: '3', minW: '0', overflowWrap: 'anywhere' }),
  button: css({ minH: '11' }),
};

export function UsernameView({ address }: { address: Address }) {
  const { t } = useTranslation();
  const mine = useQuery(usernameOfQueryOptions({ address }));
  const [notice, setNotice] = useState<string>();
  // a failed background refetch keeps the form and what was typed in it: only a first read that failed says so
  if (mine.data === undefined)
    return mine.isError ? (
      <p role="alert">{t(ERROR_MESSAGES.errorLoadingData)}</p>
    ) : (
      <p role="status">{t('accountDrawer.loading')}</p>
    );
  return (
    <div className={s.stack}>
      {notice && <p role="status">{notice}</p>}
      {mine.data === null ? (
        <>
          <p className={mutedText()}>{t('username.intro')}</p>
          <ClaimUsername address={address} onClaimed={(username) => setNotice(t('username.claimed', { username }))} />
        </>
      ) : (
        <ManageUsername address={address} username={mine.data} onNotice={setNotice} />
      )}
    </div>
  );
}

type Review = { write: 'change'; username: string } | { write: 'delete' };

function ManageUsername(props: { address: Address; username: string; onNotice: (notice: string) => void }) {
  const { t } = useTranslation();
  const { address, username } = props;
  const profile = useQuery(usernameProfileQueryOptions({ username }));
  const signing = useUsernameSigning(address);
  const [next, setNext] = useState('');
  const [review, setReview] = useState<Review>();
  const state = useUsernameAvailability(next);
  const changesLeft = profile.data?.changesLeft;
  return (
    <>
      <div className={s.identity}>
        <ProfileAvatar address={address} profile={profile.data ?? undefined} size={48} />
        <div>
          <p className={s.heading}>{username}</p>
          {changesLeft !== undefined && (
            <p className={mutedText()}>{t('username.changesLeft', { left: changesLeft })}</p>
          )}
        </div>
      </div>

      <section aria-label={t('username.change')} className={s.section}>
        {changesLeft === 0 ? (
          <p role="alert">{t(ERROR_MESSAGES.usernameChangeLimit)}</p>
        ) : (
          <form
            className={s.section}
            onSubmit={(event) => {
              event.preventDefault();
              if (state === 'available') setReview({ write: 'change', username: next });
            }}
          >
            <UsernameField label={t('username.newUsername')} value={next} onChange={setNext} state={state} />
            <p className={mutedText()}>{t('username.changeWarning')}</p>
            <button
              type="submit"
              className={cx(button(), s.button)}
              disabled={state !== 'available' || !signing || changesLeft === undefined}
            >
              {t('username.change')}
            </button>
          </form>
        )}
      </section>

      {profile.data && (
        <ProfileForm
          address={address}
          profile={profile.data}
          onSaved={() => props.onNotice(t('username.profileSaved'))}
        />
      )}

      <section aria-label={t('username.delete')} className={s.section}>
        <p className={mutedText()}>{t('username.deleteWarning')}</p>
        <button
          type="button"
          className={cx(button({ tone: 'ghost' }), s.button)}
          disabled={!signing}
          onClick={() => setReview({ write: 'delete' })}
        >
          {t('username.delete')}
        </button>
      </section>

      {review && signing && (
        <UsernameWriteReview
          {...signing}
          write={review.write}
          {...(review.write === 'change' && { body: { username: review.username } })}
          title={
            review.write === 'change'
              ? t('username.changeTitle', { username: review.username })
              : t('username.deleteTitle', { username })
          }
          confirmLabel={review.write === 'change' ? t('username.change') : t('username.delete')}
          onClose={() => setReview(undefined)}
          onDone={() => {
            if (review.write === 'change') {
              props.onNotice(t('username.changed', { username: review.username }));
              setNext('');
            } else props.onNotice(t('username.deleted', { username }));
            setReview(undefined);
          }}
        />
      )}
    </>
  );
}
