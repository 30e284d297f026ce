// Issue 29: a message a connected app asks the wallet to sign (EIP-191 personal_sign), shown before the prompt: the
// text as the app wrote it when its bytes are UTF-8, else the bytes in hex, said to be unreadable.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Hex } from 'viem';
import { css } from '#styled-system/css';
import * as styles from './typedDataSummaryStyles';

const body = css({
  m: '0',
  p: '3',
  maxH: '48',
  overflow: 'auto',
  borderRadius: 'md',
  bg: 'surface',
  fontSize: 'sm',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

/** A region named "Message to sign". */
export function MessageSummary(props: { message: Hex; text?: string; headingLevel?: 2 | 3 | 4 }) {
  const { t } = useTranslation();
  const titleId = useId();
  const Heading = `h${props.headingLevel ?? 3}` as const;
  return (
    <section aria-labelledby={titleId} className={styles.summary}>
      <Heading id={titleId} className={styles.heading}>
        {t('signing.messageTitle')}
      </Heading>
      {props.text === undefined && <p className={styles.caution}>{t('signing.messageHex')}</p>}
      <pre className={`${body} ${props.text === undefined ? css({ fontFamily: 'mono' }) : ''}`}>
        {props.text ?? props.message}
      </pre>
    </section>
  );
}
