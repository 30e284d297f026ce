import { css } from '#styled-system/css';

export type TokenMarkProps = {
  token: { chainId: number; address: string; symbol: string; logoURI?: string };
  size?: number;
};

const markClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: 'full',
  bg: 'surface.hover',
  color: 'text',
  fontWeight: 'semibold',
  overflow: 'hidden',
});

/**
 * The slot a token's logo takes in rows and headers: its initials on a neutral disc until the shared logo component
 * (src/ui/TokenLogo.tsx, with these same props) is merged and replaces this body. Decorative: the name is beside it.
 */
export function TokenMark({ token, size = 28 }: TokenMarkProps) {
  return (
    <span aria-hidden="true" className={markClass} style={{ width: size, height: size, fontSize: size * 0.4 }}>
      {token.symbol.slice(0, 2)}
    </span>
  );
}
