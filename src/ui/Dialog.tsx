import { useEffect, useId, useRef, type ReactNode } from 'react';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';

// Below sm a dialog is a bottom sheet: full width, anchored to the bottom edge above the home indicator, scrolling
// inside; from sm up it is a centred modal.
const dialogBase = {
  m: '0',
  mt: 'auto',
  w: '100%',
  maxW: '100%',
  maxH: '90dvh',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  p: '5',
  pb: 'calc(20px + env(safe-area-inset-bottom))',
  bg: 'surface.raised',
  color: 'text',
  border: '1px solid',
  borderColor: 'border',
  borderBottom: 'none',
  borderTopRadius: '2xl',
  boxShadow: 'xl',
  // spec §9 animation presets: the sheet rises (250 ms), the modal fades in (200 ms); none under reduced motion
  animation: 'sheetUp 250ms ease-out',
  _motionReduce: { animation: 'none', _backdrop: { animation: 'none' } },
  _backdrop: { bg: 'rgba(0,0,0,0.5)', animation: 'fadeIn 200ms ease-out' },
  sm: {
    animation: 'modalIn 200ms ease-out',
    _motionReduce: { animation: 'none' },
    m: 'auto',
    p: '6',
    borderBottom: '1px solid',
    borderColor: 'border',
    borderRadius: '2xl',
    maxH: 'calc(100dvh - 32px)',
  },
} as const;

/** md: 420 px wide (every dialog's default, spec §9); lg: at most 640 x 520 (spec §9 search modal). */
const dialogStyle = {
  md: css(dialogBase, { sm: { w: 'min(420px, calc(100vw - 32px))' } }),
  lg: css(dialogBase, { sm: { w: 'min(640px, calc(100vw - 32px))', maxH: 'min(520px, calc(100dvh - 32px))' } }),
};
export type DialogSize = keyof typeof dialogStyle;

export type DialogProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  closeLabel: string;
  children: ReactNode;
  /** Defaults to 'md'. */
  size?: DialogSize;
};

/** A modal on the native <dialog>: focus trap, Escape and the top layer come from the browser. */
export function Dialog({ open, title, onClose, closeLabel, children, size = 'md' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={dialogStyle[size]}
      // React passes a nested dialog's close up its tree: only this dialog's own close closes it
      onClose={(event) => event.target === event.currentTarget && onClose()}
    >
      <h2 id={titleId} className={css({ fontSize: 'xl', fontWeight: 'semibold', mb: '3' })}>
        {title}
      </h2>
      {children}
      <div className={css({ display: 'flex', justifyContent: 'flex-end', mt: '5' })}>
        <button type="button" className={button({ tone: 'soft', size: 'sm' })} onClick={onClose}>
          {closeLabel}
        </button>
      </div>
    </dialog>
  );
}
