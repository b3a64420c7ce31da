import { css } from '@linaria/core';
import type { Ref } from 'react';
import { Check, Download, ExternalLink, Lock, Users } from 'lucide-react';
import { Button, ButtonLink, ButtonRow, CheckList, IconList, visuallyHiddenClass } from 'shared';
import { successCasesContent as t } from '../content';
import type { LeadFlowState } from '../lib/lead-flow';
import type { LeadScriptStatus } from '../hooks/useLeadFormScript';
import { onDownloadClick } from '../lib/report';
import { LeadForm } from './LeadForm';

export const DOWNLOAD_PANEL_ID = 'descarga-gratuita';

const panelClass = css`
  background: var(--color-bg);
  border: 2px solid var(--color-primary);
  border-radius: var(--radius-lg);
  padding: var(--space-6);
  box-shadow: var(--shadow-md);
  display: grid;
  gap: var(--space-4);

  h2 {
    margin: 0;
    font-size: var(--text-2xl);
    line-height: 1.25;
  }

  h2:focus {
    outline: none;
  }

  h2:focus-visible {
    outline: 3px solid var(--color-focus);
    outline-offset: 2px;
  }

  p {
    margin: 0;
  }
`;

const bulletsClass = css`
  svg {
    color: var(--color-success);
  }
`;

const notesClass = css`
  padding-top: var(--space-4);
  border-top: 1px solid var(--color-border);
  color: var(--color-text-muted);
  font-size: var(--text-sm);
`;

const thanksClass = css`
  display: grid;
  gap: var(--space-4);
`;

const wideClass = css`
  & > * {
    width: 100%;
  }
`;

interface DownloadPanelProps {
  state: LeadFlowState;
  scriptStatus: LeadScriptStatus;
  reportUrl: string;
  onReveal: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/** The last step: thanks, and the report to view or download. */
function ThankYou({
  headingId,
  headingRef,
  reportUrl,
}: {
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
  reportUrl: string;
}) {
  return (
    <div className={thanksClass} data-testid="lead-thank-you">
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {t.thanks.heading}
      </h2>
      <p>{t.thanks.text}</p>
      <ButtonRow>
        <ButtonLink href={reportUrl} target="_blank" rel="noopener noreferrer">
          <ExternalLink size={18} aria-hidden="true" />
          {t.thanks.view}
          <span className={visuallyHiddenClass}> {t.newTab}</span>
        </ButtonLink>
        <ButtonLink
          variant="secondary"
          href={reportUrl}
          download={t.thanks.downloadFileName}
          onClick={(event) => onDownloadClick(event, reportUrl, t.thanks.downloadFileName)}
        >
          <Download size={18} aria-hidden="true" />
          {t.thanks.download}
        </ButtonLink>
      </ButtonRow>
    </div>
  );
}

/** What happens to the visitor's details, under every step. */
function PrivacyNotes() {
  return (
    <IconList className={notesClass}>
      <li>
        <Lock size={16} aria-hidden="true" />
        {t.notes.privacy}
      </li>
      <li>
        <Users size={16} aria-hidden="true" />
        {t.notes.trust}
      </li>
    </IconList>
  );
}

/** The 'Descarga Gratuita' card: offer, then the lead form, then the thank-you card. */
export function DownloadPanel({ state, scriptStatus, reportUrl, onReveal, headingRef }: DownloadPanelProps) {
  const headingId = `${DOWNLOAD_PANEL_ID}-titulo`;
  return (
    <section
      className={panelClass}
      id={DOWNLOAD_PANEL_ID}
      aria-labelledby={headingId}
      data-state={state}
      data-testid="download-panel"
    >
      {state === 'hidden' && (
        <>
          <h2 id={headingId} ref={headingRef} tabIndex={-1}>
            {t.card.heading}
          </h2>
          <CheckList className={bulletsClass} items={t.card.bullets} icon={Check} />
          <div className={wideClass}>
            <Button size="lg" onClick={onReveal}>
              <Download size={20} aria-hidden="true" />
              {t.card.button}
            </Button>
          </div>
        </>
      )}
      {state === 'shown' && (
        <>
          <h2 id={headingId} ref={headingRef} tabIndex={-1}>
            {t.form.heading}
          </h2>
          <LeadForm status={scriptStatus} />
        </>
      )}
      {state === 'submitted' && (
        <ThankYou headingId={headingId} headingRef={headingRef} reportUrl={reportUrl} />
      )}
      <PrivacyNotes />
    </section>
  );
}
