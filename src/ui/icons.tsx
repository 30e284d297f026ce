// One icon set (issue 34): lucide, imported by name so the build keeps only the glyphs used. Decorative
// (aria-hidden); the control that holds one carries the accessible name. Sizes come from the Panda tokens icon.sm/md/lg.
import {
  ArrowDown,
  ArrowDownUp,
  ArrowUp,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  type LucideIcon,
  type LucideProps,
  Lock,
  Menu,
  ScanLine,
  Search,
  Settings,
  Wallet,
  X,
} from 'lucide-react';
import { css, cx } from '#styled-system/css';

const SIZES = {
  sm: css({ w: 'icon.sm', h: 'icon.sm', flexShrink: 0 }),
  md: css({ w: 'icon.md', h: 'icon.md', flexShrink: 0 }),
  lg: css({ w: 'icon.lg', h: 'icon.lg', flexShrink: 0 }),
};

export type IconProps = Omit<LucideProps, 'size' | 'ref'> & { size?: keyof typeof SIZES };

/** A lucide glyph at one of the token sizes; `flipsInRtl` mirrors a direction-bearing one in right-to-left locales. */
function icon(Glyph: LucideIcon, flipsInRtl = false) {
  const Sized = ({ size = 'md', className, ...props }: IconProps) => (
    <Glyph
      aria-hidden="true"
      focusable="false"
      className={cx(SIZES[size], flipsInRtl && 'flip-rtl', className)}
      {...props}
    />
  );
  Sized.displayName = `${Glyph.displayName ?? 'Lucide'}Icon`;
  return Sized;
}

export const SearchIcon = icon(Search);
export const SettingsIcon = icon(Settings);
export const BackIcon = icon(ChevronLeft, true);
export const ChevronIcon = icon(ChevronRight, true);
/** A control that opens a list below it (a token picker). */
export const ChevronDownIcon = icon(ChevronDown);
export const CheckIcon = icon(Check);
export const CloseIcon = icon(X);
export const MenuIcon = icon(Menu);
/** A scanner's frame: the header's Scan (issue 29). */
export const ScanIcon = icon(ScanLine);
/** A wallet: the embedded wallet's management (a phone's header has room for the icon only). */
export const WalletIcon = icon(Wallet);
/** Sell and buy trade places: the swap card's switch, the send amount's token/fiat toggle. */
export const SwitchIcon = icon(ArrowDownUp);
/** A table column's sort direction. */
export const SortDescendingIcon = icon(ArrowDown);
export const SortAscendingIcon = icon(ArrowUp);
/** A padlock: the embedded wallet is locked (issue 32), its account shown read-only. */
export const LockIcon = icon(Lock);
