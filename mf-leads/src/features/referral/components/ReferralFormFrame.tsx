import { css } from '@linaria/core';
import { Mail } from 'lucide-react';
import { getSiteConfig } from 'shared';
import type { ReferralContent } from '../content';
import { useEmbedAvailability } from '../hooks/useEmbedAvailability';

/** docs/product.md §12: the referral form is 800 px high. */
const REFERRAL_FORM_HEIGHT = 800;

const frameClass = css`
  display: block;
  width: 100%;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-lg);
  background: var(--color-bg);
`;

const failedClass = css`
  min-height: 16rem;
  display: grid;
  align-content: center;
  justify-items: center;
  gap: var(--space-3);
  padding: var(--space-8) var(--space-6);
  text-align: center;
  border: 1px dashed var(--color-border);
  border-radius: var(--radius-lg);
  background: var(--color-surface);

  h3 {
    margin: 0;
    font-size: var(--text-xl);
  }

  p {
    margin: 0;
    max-width: 36rem;
    color: var(--color-text-muted);
  }

  a {
    display: inline-flex;
    align-items: center;
    gap: var(--space-2);
    font-weight: 600;
  }
`;

/**
 * The external referral form in an 800 px frame; where it cannot load, its
 * place says so and offers the contact e-mail.
 */
export function ReferralFormFrame({ copy }: { copy: ReferralContent['form'] }) {
  const { referralFormUrl, contactEmail } = getSiteConfig();
  const status = useEmbedAvailability(referralFormUrl);

  if (status === 'unavailable') {
    const href = `mailto:${contactEmail}?subject=${encodeURIComponent(copy.mailSubject)}`;
    return (
      <div className={failedClass} role="alert" data-testid="referral-form-failed">
        <h3>{copy.failedHeading}</h3>
        <p>{copy.failedText}</p>
        <a href={href}>
          <Mail size={18} aria-hidden="true" />
          {contactEmail}
        </a>
      </div>
    );
  }
  return (
    <iframe
      className={frameClass}
      src={referralFormUrl}
      title={copy.frameTitle}
      height={REFERRAL_FORM_HEIGHT}
      style={{ height: REFERRAL_FORM_HEIGHT }}
      aria-busy={status === 'checking'}
      data-testid="referral-form-frame"
      data-status={status}
    />
  );
}
