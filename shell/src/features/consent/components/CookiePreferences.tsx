import { useEffect, useRef, useState } from 'react';
import { css, cx } from '@linaria/core';
import { modalSurfaceClass } from '../../../lib/modal-surface';
import { Button, ButtonRow, showToast, type Lang } from 'shared';
import { readConsent, saveConsent, type ConsentChoice } from '../lib/consent';
import { consentCopy } from '../content';

const dialogClass = css`
  width: min(34rem, calc(100vw - 1rem));
  padding: var(--space-6);

  h2 {
    margin: 0 0 var(--space-2);
    font-size: var(--text-2xl);
  }

  h3 {
    margin: var(--space-4) 0 var(--space-1);
    font-size: var(--text-base);
  }

  p {
    margin: 0;
  }
`;

const statusClass = css`
  margin-block: var(--space-4) !important;
  padding: var(--space-3);
  border-radius: var(--radius-md);
  background: var(--color-surface);
`;

/** Cookie preferences, opened from the footer's Cookies link (a lazy chunk). */
export default function CookiePreferences({ lang, onClose }: { lang: Lang; onClose: () => void }) {
  const t = consentCopy[lang];
  const ref = useRef<HTMLDialogElement>(null);
  const [choice] = useState<ConsentChoice | null>(() => readConsent());

  useEffect(() => {
    const el = ref.current;
    const opener = document.activeElement as HTMLElement | null;
    if (el && !el.open) el.showModal();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const choose = (value: ConsentChoice) => {
    saveConsent(value);
    showToast({ title: t.saved });
    ref.current?.close();
  };

  return (
    <dialog
      ref={ref}
      className={cx(modalSurfaceClass, dialogClass)}
      aria-labelledby="cookie-preferences-title"
      data-testid="cookie-preferences"
      onClose={onClose}
      lang={lang}
    >
      <h2 id="cookie-preferences-title">{t.title}</h2>
      <p>{t.body}</p>
      <h3>{t.essentialTitle}</h3>
      <p>{t.essentialBody}</p>
      <h3>{t.analyticsTitle}</h3>
      <p>{t.analyticsBody}</p>
      <p className={statusClass}>{t.current[choice ?? 'unset']}</p>
      <ButtonRow>
        <Button onClick={() => choose('accepted')}>{t.accept}</Button>
        <Button variant="secondary" onClick={() => choose('declined')}>
          {t.decline}
        </Button>
        <Button variant="ghost" onClick={() => ref.current?.close()}>
          {t.close}
        </Button>
      </ButtonRow>
    </dialog>
  );
}
