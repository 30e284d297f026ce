// The steps of the onboarding flows: choose a password (with its strength), confirm the phrase by picking its words,
// and one text field (a phrase or an address) whose value the parent keeps across checks.
import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { button } from '#styled-system/recipes';
import { field, input, muted, row, wordGrid } from '../../../ui/walletStyles';
import { NewPasswordFields } from '../../../account/embedded/NewPasswordFields';

export function PasswordStep(props: {
  problem: ReactNode;
  back: ReactNode;
  actor: { send: (event: { type: 'SUBMIT_PASSWORD'; password: string; confirmation: string }) => void };
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.actor.send({ type: 'SUBMIT_PASSWORD', password, confirmation });
    // the machine holds it until the vault is sealed; the form does not keep a copy (a refused one is typed again)
    setPassword('');
    setConfirmation('');
  };
  return (
    <form onSubmit={submit}>
      <NewPasswordFields
        passwordLabel={t('wallets.password')}
        confirmLabel={t('wallets.confirmPassword')}
        password={password}
        confirmation={confirmation}
        onPassword={setPassword}
        onConfirmation={setConfirmation}
      />
      {props.problem}
      <div className={row}>
        {props.back}
        <button type="submit" className={button({ tone: 'accent', size: 'sm' })}>
          {t('wallets.continue')}
        </button>
      </div>
    </form>
  );
}

export function ConfirmStep(props: {
  words: string[];
  positions: number[];
  problem: ReactNode;
  back: ReactNode;
  onConfirm: (words: string[]) => void;
}) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<string[]>([]);
  // the phrase's words, shuffled once, as buttons to pick from
  const choices = useMemo(
    () => props.words.map((word) => ({ word, key: Math.random() })).sort((a, b) => a.key - b.key),
    [props.words],
  );
  const position = props.positions[picked.length];
  const pick = (word: string) => {
    const next = [...picked, word];
    if (next.length < props.positions.length) setPicked(next);
    else {
      setPicked([]);
      props.onConfirm(next);
    }
  };
  return (
    <div>
      <p className={muted} id="confirm-word-prompt">
        {t('wallets.pickWord', { position: (position ?? 0) + 1 })}
      </p>
      <div role="group" aria-labelledby="confirm-word-prompt" className={wordGrid}>
        {choices.map((choice, i) => (
          <button
            key={i}
            type="button"
            className={button({ tone: 'soft', size: 'sm' })}
            onClick={() => pick(choice.word)}
          >
            {choice.word}
          </button>
        ))}
      </div>
      {props.problem}
      {props.back}
    </div>
  );
}

export function TextStep(props: {
  label: string;
  submitLabel: string;
  multiline?: boolean;
  value: string;
  onChange: (value: string) => void;
  busy?: boolean;
  problem: ReactNode;
  back: ReactNode;
  onSubmit: (value: string) => void;
}) {
  const { value, onChange: setValue } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit(value);
  };
  return (
    <form onSubmit={submit}>
      <label className={field}>
        {props.label}
        {props.multiline ? (
          <textarea
            className={input}
            rows={3}
            autoComplete="off"
            spellCheck={false}
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
        ) : (
          <input
            className={input}
            autoComplete="off"
            spellCheck={false}
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
        )}
      </label>
      {props.problem}
      <div className={row}>
        {props.back}
        <button
          type="submit"
          aria-busy={props.busy}
          disabled={props.busy}
          className={button({ tone: 'accent', size: 'sm' })}
        >
          {props.submitLabel}
        </button>
      </div>
    </form>
  );
}
