import { useMemo } from 'react';
import { css } from '@linaria/core';
import { Link } from 'react-router-dom';
import {
  ButtonRow,
  buttonClass,
  Container,
  homePath,
  Lead,
  PageTitle,
  usePageMeta,
  type PageProps,
} from 'shared';
import { PARTNER_PAGE_PATHS } from '@intenta/partner-api/site-paths';
import { partnersCopy } from '../content';
import { confirmationPageMeta } from '../meta';

const sectionClass = css`
  padding-block: var(--space-16) var(--space-24);
  background: linear-gradient(160deg, var(--color-surface-strong), var(--color-bg) 70%);

  @media (min-width: 768px) {
    padding-block: var(--space-24);
  }
`;

const eyebrowClass = css`
  display: inline-block;
  margin: 0 0 var(--space-4);
  padding: var(--space-1) var(--space-3);
  border-radius: var(--radius-full);
  background: var(--color-bg);
  border: 1px solid var(--color-border);
  color: var(--color-primary);
  font-size: var(--text-sm);
  font-weight: 600;
`;

const titleClass = css`
  max-width: 24ch;
`;

const leadClass = css`
  max-width: 60ch;
  margin-bottom: var(--space-8);
`;

/**
 * The confirmation after an application sent as a plain form post (before or
 * without JavaScript): the endpoint stores it and sends the browser here (303),
 * /partners/thanks or /es/partners/gracias (decision 045).
 */
export function ConfirmationPage({ lang }: PageProps) {
  const copy = partnersCopy[lang].confirmation;
  const meta = useMemo(() => confirmationPageMeta(lang), [lang]);
  usePageMeta(meta);

  return (
    <section className={sectionClass} aria-labelledby="partners-confirmation-title">
      <Container>
        <p className={eyebrowClass}>{copy.eyebrow}</p>
        <PageTitle className={titleClass} id="partners-confirmation-title">
          {copy.title}
        </PageTitle>
        <Lead className={leadClass}>{copy.lead}</Lead>
        <ButtonRow>
          <Link className={buttonClass({ size: 'lg' })} to={PARTNER_PAGE_PATHS[lang]}>
            {copy.backLink}
          </Link>
          <Link className={buttonClass({ variant: 'secondary', size: 'lg' })} to={homePath(lang)}>
            {copy.homeLink}
          </Link>
        </ButtonRow>
      </Container>
    </section>
  );
}
