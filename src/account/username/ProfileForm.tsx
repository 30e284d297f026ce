// spec §3 "Username: avatar, bio, links": the profile's form, saved through the signing pipeline's review. An avatar
// over the service's size or of another type is said to fail at once (spec §8 "avatar failure"), before any signature.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { css, cx } from '#styled-system/css';
import { button, mutedText } from '#styled-system/recipes';
import { type UsernameProfile, type UsernameProfileEdit, AVATAR_TYPES } from '../../data/usernames';
import { ERROR_MESSAGES } from '../../lib/errorMessages';
import { input } from '../../ui/walletStyles';
import { MAX_BIO_CHARS, avatarProblem, linksAreValid, linksOf, profileEditOf } from './profileEdit';
import { UsernameWriteReview } from './UsernameWriteReview';
import { useUsernameSigning } from './useUsernameSigning';

const s = {
  form: css({ display: 'grid', gap: '3', minW: '0' }),
  field: css({ display: 'grid', gap: '1', minW: '0' }),
  heading: css({ fontSize: 'md', fontWeight: 'semibold' }),
  problem: css({ color: 'critical', fontSize: 'sm' }),
  button: css({ minH: '11' }),
};

type Avatar = NonNullable<UsernameProfileEdit['avatar']>;

async function readAvatar(file: File): Promise<Avatar> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return { type: file.type as Avatar['type'], data: btoa(binary) };
}

export function ProfileForm(props: { address: Address; profile: UsernameProfile; onSaved: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const signing = useUsernameSigning(props.address);
  const [bio, setBio] = useState(props.profile.bio ?? '');
  const [links, setLinks] = useState((props.profile.links ?? []).join('\n'));
  const [avatar, setAvatar] = useState<Avatar>();
  const [avatarFailed, setAvatarFailed] = useState(false);
  const [review, setReview] = useState<UsernameProfileEdit>();
  const linksValid = linksAreValid(linksOf(links));
  return (
    <section aria-labelledby={headingId} className={s.form}>
      <h3 id={headingId} className={s.heading}>
        {t('username.profile')}
      </h3>
      <form
        className={s.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (linksValid) setReview(profileEditOf({ bio, links, ...(avatar && { avatar }) }));
        }}
      >
        <label className={s.field}>
          <span>{t('username.avatar')}</span>
          <input
            type="file"
            accept={AVATAR_TYPES.join(',')}
            className={cx(input, css({ fontSize: 'sm' }))}
            onChange={(event) => {
              const file = event.target.files?.[0];
              setAvatar(undefined);
              setAvatarFailed(false);
              if (!file) return;
              if (avatarProblem(file)) return setAvatarFailed(true);
              void readAvatar(file).then(setAvatar, () => setAvatarFailed(true));
            }}
          />
          {avatarFailed ? (
            <span role="alert" className={s.problem}>
              {t(ERROR_MESSAGES.avatarFailed)}
            </span>
          ) : (
            <span className={mutedText()}>{t('username.avatarHint')}</span>
          )}
        </label>
        <label className={s.field}>
          <span>{t('username.bio')}</span>
          <textarea
            className={input}
            rows={3}
            maxLength={MAX_BIO_CHARS}
            value={bio}
            onChange={(event) => setBio(event.target.value)}
          />
        </label>
        <label className={s.field}>
          <span>{t('username.links')}</span>
          <textarea
            className={input}
            rows={2}
            value={links}
            aria-invalid={!linksValid}
            onChange={(event) => setLinks(event.target.value)}
          />
          <span className={linksValid ? mutedText() : s.problem}>{t('username.linksRule')}</span>
        </label>
        <button type="submit" className={cx(button(), s.button)} disabled={!signing || !linksValid || avatarFailed}>
          {t('username.saveProfile')}
        </button>
      </form>
      {review && signing && (
        <UsernameWriteReview
          {...signing}
          write="profile"
          body={review}
          title={t('username.saveProfile')}
          confirmLabel={t('username.saveProfile')}
          onClose={() => setReview(undefined)}
          onDone={() => {
            setReview(undefined);
            setAvatar(undefined);
            props.onSaved();
          }}
        />
      )}
    </section>
  );
}
