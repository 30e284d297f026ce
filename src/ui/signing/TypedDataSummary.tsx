// Issue 28: before the wallet is asked, what an EIP-712 signature allows, in words ("Allow UniversalRouter (0x3fC9…7FAD)
// to spend unlimited USDC until 27 Dec 2026, 14:02. This signature is valid until 14:32."), then the same facts as
// labelled terms a person (or a journey, by role and name) can check one by one. What cannot be read is said plainly.
import { Fragment, type ReactNode, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import type { Formatters } from '../../lib/numberFormat';
import { shortenAddress } from '../../lib/shortenAddress';
import type {
  AllowanceExpiry,
  PermittedToken,
  TypedDataDescription,
  TypedDataField,
  UnknownTypedDataDescription,
} from '../../lib/signing/describeTypedData';
import { MAXIMUM_SHOWN } from '../../lib/tokenAmounts';
import * as styles from './typedDataSummaryStyles';

export type SigningTokenInfo = { symbol: string; decimals: number };

export type TypedDataSummaryProps = {
  description: TypedDataDescription;
  /** The token list's (or the chain's) symbol and decimals; undefined shows the short address and the raw amount. */
  resolveToken: (token: Address) => SigningTokenInfo | undefined;
  /** A contract's known name ("UniversalRouter"), shown before its short address. */
  resolveSpenderName?: (spender: Address) => string | undefined;
  /** `useFormatters()`: token amounts and the language dates are written in. */
  format: Pick<Formatters, 'locale' | 'tokenAmount'>;
  /** The heading's level in the page around it (3: inside a dialog titled with an h2). */
  headingLevel?: 2 | 3 | 4;
};

/** A region named "What this signature allows". */
export function TypedDataSummary(props: TypedDataSummaryProps) {
  const { description, headingLevel = 3 } = props;
  const { t } = useTranslation();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={titleId} className={styles.summary}>
      <Heading id={titleId} className={styles.heading}>
        {t('signing.title')}
      </Heading>
      {description.kind === 'unknown' ? (
        <UnknownSummary description={description} />
      ) : (
        <PermitSummary {...props} description={description} />
      )}
    </section>
  );
}

type KnownDescription = Exclude<TypedDataDescription, UnknownTypedDataDescription>;

/**
 * When what a token's line allows lapses: a Permit2 allowance at its own expiry, an ERC-20 allowance never; a one-time
 * transfer and a revoked allowance have no expiry to show.
 */
function expiryOf(description: KnownDescription, index: number): AllowanceExpiry | undefined {
  if (description.kind === 'permit2-transfer' || description.tokens[index]!.amount === 0n) return undefined;
  return description.kind === 'permit2-allowance' ? description.tokens[index]!.expiresAt : 'never';
}

function PermitSummary(props: TypedDataSummaryProps & { description: KnownDescription }) {
  const { description, resolveToken, resolveSpenderName, format } = props;
  const { t } = useTranslation();
  const dateTime = useMemo(
    () => new Intl.DateTimeFormat(format.locale, { dateStyle: 'medium', timeStyle: 'short' }),
    [format.locale],
  );
  const date = (seconds: number) => dateTime.format(new Date(seconds * 1000));
  const spenderName = resolveSpenderName?.(description.spender);
  const spender = spenderName
    ? t('signing.named', { name: spenderName, address: shortenAddress(description.spender) })
    : shortenAddress(description.spender);
  const tokens: PermittedToken[] = description.tokens;

  const tokenName = (token: Address) => resolveToken(token)?.symbol ?? shortenAddress(token);
  /** "100 USDC", or "1,000,000 units of token 0x12…34" when the token is unknown. */
  const amountOf = ({ token, amount }: PermittedToken) => {
    const info = resolveToken(token);
    return info
      ? t('signing.amount', { amount: format.tokenAmount(amount, info.decimals, MAXIMUM_SHOWN), token: info.symbol })
      : t('signing.rawAmount', { amount: format.tokenAmount(amount, 0), token: shortenAddress(token) });
  };
  const sentence = (permitted: PermittedToken, index: number) => {
    const token = tokenName(permitted.token);
    if (description.kind === 'permit2-transfer')
      return permitted.unlimited
        ? t('signing.transferUnlimited', { spender, token })
        : t('signing.transfer', { spender, amount: amountOf(permitted) });
    if (permitted.amount === 0n) return t('signing.revoke', { spender, token });
    const amount = permitted.unlimited ? t('signing.amountUnlimited', { token }) : amountOf(permitted);
    const expiry = expiryOf(description, index) ?? 'never';
    if (expiry === 'never') return t('signing.allowanceNoEnd', { spender, amount });
    if (expiry === 'atUse') return t('signing.allowanceAtUse', { spender, amount });
    return t('signing.allowanceUntil', { spender, amount, date: date(expiry) });
  };
  const expiryText = (expiry: AllowanceExpiry) =>
    expiry === 'never' ? t('signing.never') : expiry === 'atUse' ? t('signing.atUse') : date(expiry);
  const deadline = description.signatureDeadline;

  return (
    <>
      {tokens.length === 1 ? (
        <p>{sentence(tokens[0]!, 0)}</p>
      ) : (
        <ul className={styles.sentences}>
          {tokens.map((permitted, i) => (
            <li key={i}>{sentence(permitted, i)}</li>
          ))}
        </ul>
      )}
      <p>{deadline === 'never' ? t('signing.validForever') : t('signing.validUntil', { date: date(deadline) })}</p>
      <dl className={styles.facts}>
        {tokens.map((permitted, i) => {
          const expiry = expiryOf(description, i);
          return (
            <Fragment key={i}>
              <Fact label={t('signing.labels.token')} stacked>
                {resolveToken(permitted.token)?.symbol}
                <span className={styles.address}>{permitted.token}</span>
              </Fact>
              <Fact label={t('signing.labels.amount')}>
                {permitted.unlimited ? t('signing.unlimited') : amountOf(permitted)}
              </Fact>
              {expiry !== undefined && <Fact label={t('signing.labels.expires')}>{expiryText(expiry)}</Fact>}
            </Fragment>
          );
        })}
        <Fact label={t('signing.labels.spender')} stacked>
          {spenderName}
          <span className={styles.address}>{description.spender}</span>
        </Fact>
        {'owner' in description && (
          <Fact label={t('signing.labels.owner')} stacked>
            <span className={styles.address}>{description.owner}</span>
          </Fact>
        )}
        {description.kind === 'permit2-transfer' && description.witness !== undefined && (
          <Fact label={t('signing.labels.witness')}>{description.witness}</Fact>
        )}
        <Fact label={t('signing.labels.signatureValidUntil')}>
          {deadline === 'never' ? t('signing.never') : date(deadline)}
        </Fact>
      </dl>
      {description.fields.length > 0 && (
        <details className={styles.disclosure}>
          <summary>{t('signing.allFields')}</summary>
          <RawFields fields={description.fields} />
        </details>
      )}
    </>
  );
}

function UnknownSummary({ description }: { description: UnknownTypedDataDescription }) {
  const { t } = useTranslation();
  const fieldsTitleId = useId();
  return (
    <>
      {description.claimedKind ? (
        <p className={styles.danger}>{t('signing.claimed')}</p>
      ) : (
        <p className={styles.caution}>{t('signing.unknown')}</p>
      )}
      <dl className={styles.facts}>
        {description.primaryType !== undefined && (
          <Fact label={t('signing.labels.messageType')}>{description.primaryType}</Fact>
        )}
        {description.domainName !== undefined && (
          <Fact label={t('signing.labels.domain')}>{description.domainName}</Fact>
        )}
        {description.verifyingContract !== undefined && (
          <Fact label={t('signing.labels.contract')} stacked>
            <span className={styles.address}>{description.verifyingContract}</span>
          </Fact>
        )}
        {description.chainId !== undefined && (
          <Fact label={t('signing.labels.chainId')}>{String(description.chainId)}</Fact>
        )}
      </dl>
      {description.fields.length > 0 && (
        <div className={styles.summary} role="group" aria-labelledby={fieldsTitleId}>
          <p id={fieldsTitleId} className={styles.heading}>
            {t('signing.labels.fields')}
          </p>
          <RawFields fields={description.fields} />
        </div>
      )}
    </>
  );
}

/** Past this many characters (path and value) a raw field's value goes under its path. */
const LONG_RAW_FIELD = 40;

function RawFields({ fields }: { fields: TypedDataField[] }) {
  return (
    <dl className={styles.facts}>
      {fields.map((field, i) => (
        <Fact key={i} label={field.path} stacked={field.path.length + field.value.length > LONG_RAW_FIELD}>
          <span className={styles.rawValue}>{field.value}</span>
        </Fact>
      ))}
    </dl>
  );
}

/** One term and its value; `stacked` puts the value under its label (addresses, long raw values). */
function Fact({ label, children, stacked = false }: { label: string; children: ReactNode; stacked?: boolean }) {
  return (
    <div data-stacked={stacked || undefined}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
