// The large amount field of the send and checkout forms: decimal keyboard, a comma read as the decimal point, and the
// type that fills the row without pushing the token button off a phone's width.
import { css } from '#styled-system/css';

const input = css({
  flex: '1',
  w: '0',
  minW: '0',
  fontSize: { base: '2xl', sm: '3xl' },
  p: '1',
  bg: 'transparent',
  color: 'text',
  border: 'none',
  outline: 'none',
});

export function AmountInput(props: { label: string; text: string; invalid: boolean; onType: (text: string) => void }) {
  return (
    <input
      aria-label={props.label}
      aria-invalid={props.invalid}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0"
      value={props.text}
      onChange={(e) => props.onType(e.target.value.replace(',', '.'))}
      className={input}
    />
  );
}
