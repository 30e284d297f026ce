import { css } from '#styled-system/css';

const avatar = css({ display: 'inline-block', borderRadius: 'full', flexShrink: 0 });

/** Two hues derived from the address's bytes: the same address always gets the same avatar. */
export function avatarColors(address: string): [string, string] {
  const hex = address.toLowerCase().replace(/^0x/, '').padEnd(12, '0');
  const hue = (offset: number) => parseInt(hex.slice(offset, offset + 6), 16) % 360;
  return [`hsl(${hue(0)} 70% 55%)`, `hsl(${hue(6)} 75% 45%)`];
}

/** A generated avatar for an address without a profile picture (decorative: the address is named beside it). */
export function AddressAvatar({ address, size = 24 }: { address: string; size?: number }) {
  const [from, to] = avatarColors(address);
  return (
    <span
      aria-hidden="true"
      className={avatar}
      style={{ width: size, height: size, background: `linear-gradient(135deg, ${from}, ${to})` }}
    />
  );
}
