import { css } from '@linaria/core';
import { Button, type Lang } from 'shared';
import { saveConsent } from '../lib/consent';
import { consentCopy } from '../content';

const bannerClass = css`
  position: fixed;
  z-index: 55;
  inset-inline: var(--space-4);
  inset-block-end: var(--space-4);
  max-width: 40rem;
  margin-inline: auto;
  display: grid;
  gap: var(--space-3);
  padding: var(--space-4);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-lg);
  background: var(--color-bg);
  box-shadow: var(--shadow-md);

  p {
    margin: 0;
  }

  div {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-2);
  }
`;

/**
 * First-visit notice, shown only when an analytics id is configured and the
 * visitor has not chosen yet (a lazy chunk, never part of the first load
 * otherwise). A region, not a modal: the page stays usable.
 */
export default function ConsentBanner({
  lang,
  onDone,
  onSettings,
}: {
  lang: Lang;
  onDone: () => void;
  onSettings: () => void;
}) {
  const t = consentCopy[lang];
  const choose = (choice: 'accepted' | 'declined') => {
    saveConsent(choice);
    onDone();
  };
  return (
    <section className={bannerClass} aria-label={t.bannerLabel} data-testid="consent-banner" lang={lang}>
      <p>{t.bannerBody}</p>
      <div>
        <Button onClick={() => choose('accepted')}>{t.accept}</Button>
        <Button variant="secondary" onClick={() => choose('declined')}>
          {t.decline}
        </Button>
        <Button variant="ghost" onClick={onSettings}>
          {t.settings}
        </Button>
      </div>
    </section>
  );
}
