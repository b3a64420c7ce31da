import { useMemo } from 'react';
import { usePageMeta, type PageProps } from 'shared';
import { partnersCopy } from '../content';
import { partnersPageMeta } from '../meta';
import { ApplicationForm } from './ApplicationForm';
import { Benefits } from './Benefits';
import { Hero } from './Hero';
import { PartnerDirectory } from './PartnerDirectory';
import { PartnerTypes } from './PartnerTypes';
import { useContentFile } from 'shared/content-draft';

/** The partner programme page, /partners and /es/partners. */
export function PartnersPage({ lang }: PageProps) {
  const copy = useContentFile('partners-page', partnersCopy[lang]);
  const meta = useMemo(() => partnersPageMeta(lang), [lang]);
  usePageMeta(meta);

  return (
    <>
      <Hero copy={copy.hero} />
      <Benefits copy={copy.benefits} />
      <PartnerTypes copy={copy.types} />
      <PartnerDirectory lang={lang} copy={copy.directory} />
      <ApplicationForm key={lang} lang={lang} copy={copy.form} />
    </>
  );
}
