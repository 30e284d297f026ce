// Management of the embedded wallet (spec §2 "wallet settings", "export and backup flows through warning, view and
// confirm steps"): accounts with nicknames, add and switch, lock, reveal the phrase or a key, remove.
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { useConnection } from '../ConnectionProvider';
import { useEmbeddedWallet } from './useEmbeddedWallet';
import { PasswordGate, UnlockForm } from './UnlockForm';
import { shortenAddress } from '../../lib/shortenAddress';
import { input, muted, problemText, row } from '../../ui/walletStyles';
import { EMBEDDED_CONNECTOR_ID } from '../connectorIds';

// the backup form brings the password-strength estimator: loaded with the panel's open wallet, not with the app
const CloudBackupSection = lazy(() =>
  import('../backup/CloudBackupSection').then((m) => ({ default: m.CloudBackupSection })),
);
const SendWithCodeSection = lazy(() =>
  import('../importCode/SendWithCodeSection').then((m) => ({ default: m.SendWithCodeSection })),
);

type Reveal = { kind: 'phrase' | 'key'; step: 'warning' | 'view' | 'confirm'; secret?: string };

export function EmbeddedWalletPanel(props: { onClose: () => void }) {
  const { t } = useTranslation();
  const { wallet, state } = useEmbeddedWallet();
  const connection = useConnection();
  const [reveal, setReveal] = useState<Reveal>();
  const [removing, setRemoving] = useState(false);
  const [renaming, setRenaming] = useState<Address>();
  // the gate stays until it says the password was accepted: leaving it when the wallet opens would stop its machine
  // before the reset attempt count is written, and the old wrong passwords would still count toward the lockout
  const [gateOpen, setGateOpen] = useState(!state.unlocked);
  if (!state.unlocked && !gateOpen) setGateOpen(true);

  if (!wallet || !state.hasVault) return <p className={muted}>{t('wallets.noEmbedded')}</p>;
  if (gateOpen)
    return (
      <UnlockForm
        wallet={wallet}
        onUnlocked={() => {
          setGateOpen(false);
          connection.connect(EMBEDDED_CONNECTOR_ID);
        }}
        onCancel={props.onClose}
      />
    );
  const active = state.activeAddress;
  if (reveal && active)
    return <RevealSecret reveal={reveal} setReveal={setReveal} address={active} onDone={() => setReveal(undefined)} />;
  if (removing)
    return (
      <div role="alertdialog" aria-label={t('wallets.removeTitle')}>
        <p className={problemText}>{t('wallets.removeWarning')}</p>
        <div className={row}>
          <button type="button" className={button({ tone: 'ghost', size: 'sm' })} onClick={() => setRemoving(false)}>
            {t('wallets.back')}
          </button>
          <button
            type="button"
            className={button({ tone: 'accent', size: 'sm' })}
            onClick={() =>
              void wallet.remove().then(() => {
                connection.disconnect();
                props.onClose();
              })
            }
          >
            {t('wallets.removeConfirm')}
          </button>
        </div>
      </div>
    );

  return (
    <section aria-label={t('wallets.embeddedName')}>
      <ul
        aria-label={t('wallets.accounts')}
        className={css({ display: 'grid', gap: '2', mb: '3', listStyle: 'none', p: '0' })}
      >
        {state.accounts.map((account) => {
          const label = account.nickname || t('wallets.accountN', { n: account.accountIndex + 1 });
          const isActive = account.address === active;
          return (
            <li key={account.address} className={css({ display: 'grid', gap: '1' })}>
              <div className={row}>
                <span className={css({ flex: '1', fontWeight: isActive ? 'semibold' : 'normal' })}>
                  {label}{' '}
                  <span className={css({ color: 'text.muted', fontSize: 'sm' })}>
                    {shortenAddress(account.address)}
                  </span>
                </span>
                {isActive ? (
                  <span className={css({ fontSize: 'xs', color: 'text.muted' })}>{t('wallets.inUse')}</span>
                ) : (
                  <button
                    type="button"
                    className={button({ tone: 'soft', size: 'sm' })}
                    aria-label={t('wallets.useAccount', { name: label })}
                    onClick={() => void wallet.setActive(account.address)}
                  >
                    {t('wallets.use')}
                  </button>
                )}
                <button
                  type="button"
                  className={button({ tone: 'ghost', size: 'sm' })}
                  aria-label={t('wallets.renameAccount', { name: label })}
                  onClick={() => setRenaming(account.address)}
                >
                  {t('wallets.rename')}
                </button>
              </div>
              {renaming === account.address && (
                <RenameForm
                  initial={account.nickname ?? ''}
                  onSave={(nickname) =>
                    void wallet.rename(account.address, nickname).then(() => setRenaming(undefined))
                  }
                />
              )}
            </li>
          );
        })}
      </ul>
      <div className={row}>
        <button type="button" className={button({ tone: 'soft', size: 'sm' })} onClick={() => void wallet.addAccount()}>
          {t('wallets.addAccount')}
        </button>
        <button
          type="button"
          className={button({ tone: 'soft', size: 'sm' })}
          onClick={() => setReveal({ kind: 'phrase', step: 'warning' })}
        >
          {t('wallets.revealPhrase')}
        </button>
        <button
          type="button"
          className={button({ tone: 'soft', size: 'sm' })}
          onClick={() => setReveal({ kind: 'key', step: 'warning' })}
        >
          {t('wallets.revealKey')}
        </button>
        <button
          type="button"
          className={button({ tone: 'soft', size: 'sm' })}
          onClick={() => void wallet.lock().then(props.onClose)}
        >
          {t('wallets.lock')}
        </button>
        <button type="button" className={button({ tone: 'ghost', size: 'sm' })} onClick={() => setRemoving(true)}>
          {t('wallets.remove')}
        </button>
      </div>
      {active && (
        <Suspense fallback={null}>
          <CloudBackupSection wallet={wallet} address={active} />
          <SendWithCodeSection wallet={wallet} />
        </Suspense>
      )}
    </section>
  );
}

function RenameForm(props: { initial: string; onSave: (nickname: string) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(props.initial);
  return (
    <form
      className={row}
      onSubmit={(e) => {
        e.preventDefault();
        props.onSave(value);
      }}
    >
      <label className={css({ flex: '1' })}>
        <span className={css({ srOnly: true })}>{t('wallets.nickname')}</span>
        <input className={input} value={value} maxLength={40} onChange={(e) => setValue(e.target.value)} />
      </label>
      <button type="submit" className={button({ tone: 'accent', size: 'sm' })}>
        {t('wallets.save')}
      </button>
    </form>
  );
}

/** Warning (with the password), then the secret, then a confirmation that it was saved. */
function RevealSecret(props: {
  reveal: Reveal;
  setReveal: (reveal: Reveal | undefined) => void;
  address: Address;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { wallet } = useEmbeddedWallet();
  // the secret goes from the attempt to the view step without a render in between
  const revealed = useRef<string>(undefined);
  const { reveal } = props;
  const noun = reveal.kind === 'phrase' ? t('wallets.nouns.phrase') : t('wallets.nouns.key');
  const label = reveal.kind === 'phrase' ? t('wallets.recoveryPhrase') : t('wallets.privateKey');

  if (reveal.step === 'warning')
    return wallet ? (
      <PasswordGate
        wallet={wallet}
        label={t('wallets.revealTitle', { secret: noun })}
        submitLabel={t('wallets.show')}
        attempt={async (password) => {
          revealed.current =
            reveal.kind === 'phrase'
              ? await wallet.revealPhrase(password)
              : await wallet.revealPrivateKey(password, props.address);
        }}
        onAccepted={() => {
          props.setReveal({ ...reveal, step: 'view', secret: revealed.current });
          revealed.current = undefined;
        }}
        onCancel={props.onDone}
      >
        <p role="note" className={problemText}>
          {t('wallets.revealWarning', { secret: noun })}
        </p>
      </PasswordGate>
    ) : null;
  if (reveal.step === 'view')
    return (
      <div>
        <p className={muted}>{t('wallets.revealNeverShare')}</p>
        <p
          aria-label={label}
          className={css({
            fontFamily: 'mono',
            wordBreak: 'break-all',
            p: '3',
            bg: 'surface',
            borderRadius: 'lg',
            mb: '3',
          })}
        >
          {reveal.secret}
        </p>
        <button
          type="button"
          className={button({ tone: 'accent', size: 'sm' })}
          onClick={() => props.setReveal({ kind: reveal.kind, step: 'confirm' })}
        >
          {t('wallets.savedIt')}
        </button>
      </div>
    );
  return (
    <div>
      <p className={muted}>{t('wallets.revealConfirm', { secret: noun })}</p>
      <button type="button" className={button({ tone: 'accent', size: 'sm' })} onClick={props.onDone}>
        {t('wallets.done')}
      </button>
    </div>
  );
}
