// A migration's amounts as a card of token lines (spec §1 "migrate v2 or v3 to v4"): what comes out, what goes in,
// what comes back. Shared by the v2 and v3 migration pages.
import { css } from '#styled-system/css';
import { positionStyles as s } from './positionStyles';

export function MigrationAmounts(props: { label: string; lines: readonly { symbol: string; amount: string }[] }) {
  return (
    <div className={s.card} role="group" aria-label={props.label}>
      <h2 className={s.cardTitle}>{props.label}</h2>
      <ul className={css({ display: 'grid', gap: '1' })}>
        {props.lines.map((line) => (
          <li key={line.symbol} className={s.line}>
            <span>{line.symbol}</span>
            <strong>{line.amount}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}
