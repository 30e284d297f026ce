// spec §4 "Recipient input": while focused, the field and a flyout with the validated recipient or, when empty, up to
// 3 recent recipients; unfocused with a validated recipient, a chip with a clear button. Whitespace is stripped by
// the reading of the text (src/lib/send/sendForm.ts), not by rewriting what the person typed.
import { type FocusEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { css, cx } from '#styled-system/css';
import { CloseIcon } from '../../ui/icons';
import { button, listRow, mutedText, panel } from '#styled-system/recipes';
import type { ValidatedRecipient } from '../../lib/send/sendForm';
import { shortenAddress } from '../../lib/shortenAddress';
import { UsernameAvatar } from '../../account/username/ProfileAvatar';

export type RecipientFieldProps = {
  text: string;
  validated: ValidatedRecipient | undefined;
  /** The typed text is not empty, not being looked up, and found nobody. */
  notFound: boolean;
  recent: readonly Address[];
  onType: (text: string) => void;
  onPick: (address: Address) => void;
  onClear: () => void;
};

const recipientName = (recipient: ValidatedRecipient) =>
  recipient.unitag ?? recipient.ensName ?? shortenAddress(recipient.address);

function RecipientRow({ recipient }: { recipient: ValidatedRecipient }) {
  return (
    <span className={css({ display: 'flex', gap: '2', alignItems: 'center', minW: '0' })}>
      <UsernameAvatar address={recipient.address} username={recipient.unitag} size={24} />
      <span className={css({ display: 'grid', minW: '0', textAlign: 'start' })}>
        <span className={css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>
          {recipientName(recipient)}
        </span>
        {(recipient.ensName || recipient.unitag) && (
          <span className={cx(mutedText(), css({ fontSize: 'xs' }))}>{shortenAddress(recipient.address)}</span>
        )}
      </span>
    </span>
  );
}

export function RecipientField(props: RecipientFieldProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const { validated } = props;

  const leave = (event: FocusEvent) => {
    if (!container.current?.contains(event.relatedTarget as Node | null)) setEditing(false);
  };

  if (validated && !editing) {
    // the same two rows as the field (label, then the recipient), so nothing below moves when it turns into the chip
    return (
      <div className={cx(panel(), css({ display: 'grid', gap: '1' }))}>
        <span className={mutedText()}>{t('send.recipient')}</span>
        <div className={css({ display: 'flex', gap: '2', alignItems: 'center', minW: '0' })}>
          <button
            type="button"
            aria-label={`${t('send.recipient')}: ${validated.address}`}
            className={cx(
              button({ tone: 'ghost', size: 'sm' }),
              css({ minW: '0', flex: '1', justifyContent: 'flex-start' }),
            )}
            onClick={() => {
              setEditing(true);
              requestAnimationFrame(() => input.current?.focus());
            }}
          >
            <RecipientRow recipient={validated} />
          </button>
          <button
            type="button"
            aria-label={t('send.clearRecipient', { recipient: recipientName(validated) })}
            className={button({ tone: 'ghost', size: 'sm' })}
            onClick={props.onClear}
          >
            <CloseIcon size="sm" />
          </button>
        </div>
      </div>
    );
  }

  const suggestions: ValidatedRecipient[] = validated
    ? [validated]
    : props.text.trim() === ''
      ? props.recent.map((address) => ({ address }))
      : [];
  return (
    <div
      ref={container}
      className={cx(panel(), css({ display: 'grid', gap: '1', position: 'relative' }))}
      onBlur={leave}
    >
      <label className={css({ display: 'grid', gap: '1' })}>
        <span className={mutedText()}>{t('send.recipient')}</span>
        <input
          ref={input}
          value={props.text}
          placeholder={t('send.recipientPlaceholder')}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          aria-invalid={props.notFound}
          onFocus={() => setEditing(true)}
          onChange={(e) => props.onType(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && validated) setEditing(false);
          }}
          className={css({
            w: 'full',
            minW: '0',
            p: '2',
            borderRadius: 'md',
            bg: 'surface',
            color: 'text',
            border: '1px solid',
            borderColor: props.notFound ? 'critical' : 'border',
            fontFamily: 'mono',
            fontSize: 'sm',
          })}
        />
      </label>
      {props.notFound && (
        <p role="alert" className={css({ color: 'critical', fontSize: 'sm' })}>
          {t('send.recipientNotFound')}
        </p>
      )}
      {editing && suggestions.length > 0 && (
        // a flyout over what follows, not a block that pushes it: leaving the field must not move the Send button
        <div
          role="group"
          aria-label={validated ? t('send.recipient') : t('send.recentRecipients')}
          className={css({
            position: 'absolute',
            top: '100%',
            insetInline: '0',
            mt: '1',
            zIndex: 10,
            p: '2',
            bg: 'surface.raised',
            border: '1px solid',
            borderColor: 'border',
            borderRadius: 'lg',
            boxShadow: 'lg',
          })}
        >
          {!validated && <p className={cx(mutedText(), css({ fontSize: 'xs' }))}>{t('send.recentRecipients')}</p>}
          {suggestions.map((recipient) => (
            <button
              key={recipient.address}
              type="button"
              aria-label={
                recipient.unitag ?? recipient.ensName
                  ? `${recipient.unitag ?? recipient.ensName} ${recipient.address}`
                  : recipient.address
              }
              className={cx(listRow({ interactive: true }), css({ w: 'full' }))}
              onClick={() => {
                // the validated recipient stays as typed (a name stays a name); a recent one is filled in
                if (!validated) props.onPick(recipient.address);
                setEditing(false);
              }}
            >
              <RecipientRow recipient={recipient} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
