import { useEffect, useId, useRef, type ReactNode } from 'react';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';

const dialogStyle = css({
  m: 'auto',
  p: '6',
  w: 'min(420px, calc(100vw - 32px))',
  bg: 'surface.raised',
  color: 'text',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: '2xl',
  boxShadow: 'xl',
  _backdrop: { bg: 'rgba(0,0,0,0.5)' },
});

export type DialogProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  closeLabel: string;
  children: ReactNode;
};

/** A modal on the native <dialog>: focus trap, Escape and the top layer come from the browser. */
export function Dialog({ open, title, onClose, closeLabel, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} aria-labelledby={titleId} className={dialogStyle} onClose={onClose}>
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
