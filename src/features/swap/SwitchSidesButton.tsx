// Issue 34, the swap card's switch: an icon button between the two amounts that turns half a turn each time it is
// pressed (none with reduced motion), in the page's tab order; the sell and buy tokens trade places.
import { useState } from 'react';
import { css } from '#styled-system/css';
import { focusRing } from '#styled-system/recipes';
import { SwitchIcon } from '../../ui/icons';

const switchButton = css({
  justifySelf: 'center',
  // sits on the seam of the two panels, inside their padding
  my: '-4',
  zIndex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '11',
  h: '11',
  borderRadius: 'xl',
  bg: 'surface',
  color: 'text',
  border: '4px solid',
  borderColor: 'bg',
  cursor: 'pointer',
  _hover: { bg: 'surface.hover' },
});

// spec §9 animation presets: 200 ms
const turning = css({ transition: 'transform 200ms ease-out', _motionReduce: { transition: 'none' } });

export function SwitchSidesButton(props: { label: string; onSwitch: () => void }) {
  const [turns, setTurns] = useState(0);
  return (
    <button
      type="button"
      aria-label={props.label}
      title={props.label}
      className={`${focusRing()} ${switchButton}`}
      onClick={() => {
        setTurns((n) => n + 1);
        props.onSwitch();
      }}
    >
      <SwitchIcon className={turning} style={{ transform: `rotate(${turns * 180}deg)` }} />
    </button>
  );
}
