import { css } from '#styled-system/css';

const track = css({
  position: 'relative',
  w: '10',
  h: '6',
  flexShrink: 0,
  borderRadius: 'full',
  bg: 'border',
  cursor: 'pointer',
  transition: 'background 125ms',
  _checked: { bg: 'accent' },
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent', outlineOffset: '2px' },
  '&[aria-checked=true]': { bg: 'accent' },
});

const thumb = css({
  position: 'absolute',
  top: '1',
  insetInlineStart: '1',
  w: '4',
  h: '4',
  borderRadius: 'full',
  bg: 'white',
  transition: 'transform 125ms',
  '[aria-checked=true] > &': { transform: 'translateX(16px)' },
});

/** An on/off control (role switch); `label` is its accessible name. */
export function Switch({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-label={label}
      aria-checked={checked}
      disabled={disabled}
      className={track}
      onClick={() => onChange(!checked)}
    >
      <span className={thumb} />
    </button>
  );
}
