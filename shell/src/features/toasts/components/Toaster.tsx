import { useEffect } from 'react';
import { css } from '@linaria/core';
import X from 'lucide-react/icons/x';
import { useToasts, type Lang, type Toast } from 'shared';

const TOAST_MS = 6000;

const regionClass = css`
  position: fixed;
  z-index: 60;
  inset-block-end: var(--space-4);
  inset-inline-end: var(--space-4);
  inset-inline-start: var(--space-4);
  display: grid;
  gap: var(--space-2);
  justify-items: end;
  pointer-events: none;
`;

const itemClass = css`
  pointer-events: auto;
  width: min(100%, 24rem);
  display: grid;
  grid-template-columns: 1fr auto;
  gap: var(--space-2);
  padding: var(--space-4);
  border-radius: var(--radius-md);
  border: 1px solid var(--color-border);
  background: var(--color-bg);
  color: var(--color-text);
  box-shadow: var(--shadow-md);

  &[data-variant='destructive'] {
    background: var(--color-danger);
    border-color: var(--color-danger);
    color: #fff;
  }

  strong {
    display: block;
  }

  p {
    margin: var(--space-1) 0 0;
  }

  button {
    border: 0;
    background: transparent;
    color: inherit;
    cursor: pointer;
    min-width: 2rem;
    min-height: 2rem;
    border-radius: var(--radius-sm);
  }
`;

function ToastItem({ toast, closeLabel }: { toast: Toast; closeLabel: string }) {
  const dismiss = useToasts((s) => s.dismissToast);
  useEffect(() => {
    const timer = window.setTimeout(() => dismiss(toast.id), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [toast.id, dismiss]);
  return (
    <div
      className={itemClass}
      data-testid="toast"
      data-variant={toast.variant}
      role={toast.variant === 'destructive' ? 'alert' : 'status'}
    >
      <div>
        <strong>{toast.title}</strong>
        {toast.description && <p>{toast.description}</p>}
      </div>
      <button type="button" aria-label={closeLabel} onClick={() => dismiss(toast.id)}>
        <X size={16} aria-hidden="true" />
      </button>
    </div>
  );
}

/** Renders the toasts any app requests through shared/ (`showToast`). */
export function Toaster({ lang }: { lang: Lang }) {
  const toasts = useToasts((s) => s.toasts);
  const closeLabel = lang === 'es' ? 'Cerrar notificación' : 'Dismiss notification';
  return (
    <div className={regionClass} aria-live="polite">
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} closeLabel={closeLabel} />
      ))}
    </div>
  );
}
