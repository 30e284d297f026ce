// A chip that is a radio (the liquidity screens' fee tiers, range presets, shares to remove): the input lies
// transparent over the whole chip, so a tap anywhere on it picks it, and the group keeps a radio's keyboard.
import type { ReactNode } from 'react';
import { positionStyles as s } from './positionStyles';

export function ChipRadio(props: {
  name: string;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <label className={s.chip(props.checked)}>
      <input
        type="radio"
        name={props.name}
        className={s.chipInput}
        checked={props.checked}
        disabled={props.disabled}
        onChange={props.onChange}
      />
      {props.children}
    </label>
  );
}
