import { useMemo } from 'react';
import { getSiteConfig, usePageMeta, type PageProps } from 'shared';
import { partnersCopy } from '../content';
import { partnersPageMeta } from '../content/meta';
import { ApplicationForm } from './ApplicationForm';
import { Benefits } from './Benefits';
import { Hero } from './Hero';
import { PartnerDirectory } from './PartnerDirectory';
import { PartnerTypes } from './PartnerTypes';

/** The partner programme page, /partners and /es/partners. */
export function PartnersPage({ lang }: PageProps) {
  const copy = partnersCopy[lang];
  const { brandName, siteUrl } = getSiteConfig();
  const meta = useMemo(() => partnersPageMeta(lang, brandName, siteUrl), [lang, brandName, siteUrl]);
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
