import { css } from '@linaria/core';
import { useCallback, useEffect, useMemo, useReducer, useRef, type Dispatch, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft, CalendarDays, CheckCircle2, Download } from 'lucide-react';
import {
  Button,
  ButtonLink,
  CheckList,
  Container,
  Eyebrow,
  getSiteConfig,
  heroBackgroundClass,
  Lead,
  PageTitle,
  reportFieldEvent,
  Section,
  SectionHeading,
  usePageMeta,
  visuallyHiddenClass,
  type PageProps,
} from 'shared';
import { PageIntro } from '../../../lib/ui';
import { successCases, successCasesContent, type SuccessCase } from '../content';
import {
  allowedMessageOrigins,
  isFormSubmittedMessage,
  leadFlowReducer,
  type LeadFlowEvent,
  type LeadFlowState,
} from '../lib/lead-flow';
import { useLeadFormScript } from '../hooks/useLeadFormScript';
import { reportPdfUrl } from '../lib/report';
import { DownloadPanel, DOWNLOAD_PANEL_ID } from './DownloadPanel';
import { successCasesPageMeta } from '../meta';
import { Highlights } from './Highlights';
import { useContentFile } from 'shared/content-draft';

const backLinkClass = css`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  margin-bottom: var(--space-6);
  font-weight: 600;
`;

const columnsClass = css`
  display: grid;
  gap: var(--space-8);
  align-items: start;

  @media (min-width: 768px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    gap: var(--space-12);
  }
`;

const mobileOnlyClass = css`
  & > * {
    width: 100%;
  }

  @media (min-width: 768px) {
    display: none;
  }
`;

const includesClass = css`
  h2 {
    margin: var(--space-4) 0 var(--space-3);
    font-size: var(--text-xl);
  }

  li {
    gap: var(--space-3);
    font-weight: 500;
  }

  svg {
    color: var(--color-accent);
  }
`;

const ctaClass = css`
  background: var(--color-dark);
  color: var(--color-dark-text);
  text-align: center;

  h2 {
    color: #ffffff;
  }

  p {
    margin: 0 auto var(--space-6);
    max-width: 40rem;
  }
`;

/** The lead form (in its frame) says it was sent: the flow moves to its thank-you step. */
function useFormSubmittedMessages(dispatch: Dispatch<LeadFlowEvent>) {
  useEffect(() => {
    const allowed = allowedMessageOrigins(window.location.origin, getSiteConfig().leadForm.origin);
    const onMessage = (event: MessageEvent) => {
      if (!isFormSubmittedMessage(event, allowed)) return;
      dispatch({ type: 'formSubmitted' });
      // The page view's field report counts the send (decision 098). The provider posts the
      // form itself: only its success is seen here, so no failure is ever reported.
      reportFieldEvent({ kind: 'form-send', ok: true });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [dispatch]);
}

/** Each step of the flow moves focus (and so the view) to the card's new heading. */
function useFocusOnEachStep(state: LeadFlowState, heading: RefObject<HTMLHeadingElement | null>) {
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [state, heading]);
}

type SuccessCasesCopy = typeof successCasesContent;

/** The closing call to book a demo. */
function DemoCta({
  cta,
  newTab,
  demoUrl,
}: {
  cta: SuccessCasesCopy['cta'];
  newTab: string;
  demoUrl: string;
}) {
  return (
    <Section className={ctaClass} aria-labelledby="casos-demo" data-offscreen="">
      <Container>
        <SectionHeading id="casos-demo">{cta.heading}</SectionHeading>
        <p>{cta.text}</p>
        <ButtonLink size="lg" href={demoUrl} target="_blank" rel="noopener noreferrer">
          <CalendarDays size={20} aria-hidden="true" />
          {cta.button}
          <span className={visuallyHiddenClass}> {newTab}</span>
        </ButtonLink>
      </Container>
    </Section>
  );
}

/** The success-cases page (Spanish): pitch, highlights and the lead flow to the report. */
export function SuccessCasesPage(_props: PageProps) {
  const t = useContentFile('success-cases', successCasesContent);
  const cases = useContentFile('cases', successCases, (data) => (data as { cases: SuccessCase[] }).cases);
  const meta = useMemo(successCasesPageMeta, []);
  usePageMeta(meta);

  const { leadForm, calendarBookingUrls } = getSiteConfig();
  const [state, dispatch] = useReducer(leadFlowReducer, 'hidden');
  const scriptStatus = useLeadFormScript(leadForm.scriptUrl);
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const reportUrl = reportPdfUrl();

  useFormSubmittedMessages(dispatch);
  useFocusOnEachStep(state, panelHeading);

  const reveal = useCallback(() => dispatch({ type: 'reveal' }), []);

  return (
    <div data-testid="success-cases-page">
      <Section className={heroBackgroundClass} aria-labelledby="casos-titulo">
        <Container>
          <Link className={backLinkClass} to="/">
            <ArrowLeft size={18} aria-hidden="true" />
            {t.backLink}
          </Link>
          <div className={columnsClass}>
            <PageIntro>
              <Eyebrow>{t.eyebrow}</Eyebrow>
              <PageTitle id="casos-titulo">{t.headline}</PageTitle>
              <Lead>{t.pitch}</Lead>
              {state === 'hidden' && (
                <div className={mobileOnlyClass} data-testid="mobile-download">
                  <Button size="lg" onClick={reveal} aria-controls={DOWNLOAD_PANEL_ID}>
                    <Download size={20} aria-hidden="true" />
                    {t.mobileButton}
                  </Button>
                </div>
              )}
              <div className={includesClass}>
                <h2>{t.includesHeading}</h2>
                <CheckList items={t.includes} icon={CheckCircle2} />
              </div>
            </PageIntro>
            <DownloadPanel
              state={state}
              scriptStatus={scriptStatus}
              reportUrl={reportUrl}
              onReveal={reveal}
              headingRef={panelHeading}
            />
          </div>
        </Container>
      </Section>
      <Section aria-labelledby="casos-destacados" data-offscreen="">
        <Container>
          <SectionHeading id="casos-destacados">{t.highlightsHeading}</SectionHeading>
          <Highlights cases={cases} />
        </Container>
      </Section>
      <DemoCta cta={t.cta} newTab={t.newTab} demoUrl={calendarBookingUrls.demo} />
    </div>
  );
}
