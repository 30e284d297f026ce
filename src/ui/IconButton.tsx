import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { button } from '#styled-system/recipes';

/** A square button showing only an icon; `label` is its accessible name. */
export function IconButton({
  label,
  children,
  ...rest
}: { label: string; children: ReactNode } & Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-label' | 'className' | 'type'
>) {
  return (
    <button type="button" aria-label={label} className={button({ size: 'icon' })} {...rest}>
      {children}
    </button>
  );
}
