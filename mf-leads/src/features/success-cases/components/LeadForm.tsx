import { css } from '@linaria/core';
import { useEffect, useState } from 'react';
import { getSiteConfig, Spinner } from 'shared';
import { formsApi, type LeadScriptStatus } from '../hooks/useLeadFormScript';
import { successCasesContent as t } from '../content';

/** The element the provider's script renders the form into. */
export const LEAD_FORM_TARGET_ID = 'lead-form-target';

const targetClass = css`
  min-height: 1px;

  &:empty {
    display: none;
  }
`;

const noticeClass = css`
  display: grid;
  gap: var(--space-2);
  padding: var(--space-4);
  border-radius: var(--radius-md);
  background: var(--color-danger-soft);
  color: var(--color-text);

  p {
    margin: 0;
  }

  strong {
    color: var(--color-danger);
  }
`;

function FailedNotice() {
  const email = getSiteConfig().contactEmail;
  const href = `mailto:${email}?subject=${encodeURIComponent(t.form.mailSubject)}`;
  return (
    <div className={noticeClass} role="alert" data-testid="lead-form-failed">
      <strong>{t.form.failedHeading}</strong>
      <p>{t.form.failedText}</p>
      <p>
        <a href={href}>{email}</a>
      </p>
    </div>
  );
}

/**
 * The embedded lead form: the provider's script renders it into the target
 * with the region, portal id and form id from the configuration.
 */
export function LeadForm({ status }: { status: LeadScriptStatus }) {
  const [createFailed, setCreateFailed] = useState(false);

  useEffect(() => {
    if (status !== 'ready') return;
    const api = formsApi();
    const target = document.getElementById(LEAD_FORM_TARGET_ID);
    if (!api || !target) {
      setCreateFailed(true);
      return;
    }
    const { region, portalId, formId } = getSiteConfig().leadForm;
    try {
      api.forms.create({ region, portalId, formId, target: `#${LEAD_FORM_TARGET_ID}` });
    } catch (error) {
      console.error('The lead form could not be created:', error);
      setCreateFailed(true);
    }
    return () => {
      target.replaceChildren();
    };
  }, [status]);

  const failed = status === 'failed' || createFailed;
  return (
    <>
      {status === 'loading' && <Spinner label={t.form.loading} showLabel />}
      {failed && <FailedNotice />}
      <div className={targetClass} id={LEAD_FORM_TARGET_ID} data-testid="lead-form-target" />
    </>
  );
}
