// Issue 34, the token button's network badge: the chain's logo at the corner of the token's logo, so the network is
// read where the token is (spec §9 swap card) instead of in a separate select.
import { css } from '#styled-system/css';
import { fallbackColor } from './TokenLogo';

/** Chains whose logo ships in public/tokens; any other chain (the devnets) shows its initials. */
const CHAIN_LOGOS: Readonly<Record<number, string>> = { 1: '/tokens/eth.svg', 42161: '/tokens/arb.svg' };

/** The badge's letters: the first of a one-word name, else the first of the first and last words ("Devnet L2" -> "DL"). */
export function networkInitials(name: string): string {
  const words = name
    .normalize('NFC')
    .split(/\s+/)
    .map((word) => [...word].filter((char) => /[\p{L}\p{N}]/u.test(char)).join(''))
    .filter((word) => word.length > 0);
  if (words.length === 0) return '?';
  const first = [...words[0]!][0]!;
  return words.length === 1 ? capital(first) : capital(first) + capital([...words[words.length - 1]!][0]!);
}

/** A letter's capital where it is one character ("ὒ" capitalises to a letter and two combining marks: kept as is). */
function capital(char: string): string {
  const upper = char.toUpperCase().normalize('NFC');
  return [...upper].length === 1 ? upper : char;
}

const badge = css({
  position: 'absolute',
  insetInlineEnd: '-3px',
  bottom: '-3px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 'sm',
  border: '2px solid',
  borderColor: 'surface',
  color: 'white',
  fontWeight: 'bold',
  lineHeight: 1,
  overflow: 'hidden',
  objectFit: 'cover',
  bg: 'surface',
});

/** A chain's small logo (role img named by the chain), placed by its parent at the corner of a token logo. */
export function NetworkBadge(props: { chain: { chainId: number; name: string }; size: number }) {
  const { chain, size } = props;
  const logo = CHAIN_LOGOS[chain.chainId];
  const style = { width: size, height: size };
  if (logo) return <img className={badge} src={logo} alt={chain.name} width={size} height={size} style={style} />;
  const initials = networkInitials(chain.name);
  return (
    <span
      role="img"
      aria-label={chain.name}
      className={badge}
      style={{
        ...style,
        background: fallbackColor(`0x${chain.chainId.toString(16)}`),
        fontSize: Math.max(6, Math.round(size * (initials.length > 1 ? 0.45 : 0.6))),
      }}
    >
      <span aria-hidden="true">{initials}</span>
    </span>
  );
}
