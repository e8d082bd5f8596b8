// A bottom sheet over a dimmed page (the buy confirmation, close-out, stops, confirmations). Our
// own, a few lines of CSS: the remote carries no overlay or animation library.
import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** `label` names the dialog for assistive technology (its title, or what it asks). */
export function Sheet({ open, onClose, label, children }: { open: boolean; onClose: () => void; label: string; children: ReactNode }) {
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  if (!open) return null;
  return createPortal(
    <div className="trade-sheet-layer">
      <div className="trade-sheet-mask" onClick={onClose} aria-hidden="true" />
      <div className="trade-sheet" role="dialog" aria-modal="true" aria-label={label}>
        {children}
      </div>
    </div>,
    document.body,
  );
}
