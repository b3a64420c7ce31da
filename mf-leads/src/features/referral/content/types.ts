export type BenefitIcon = 'rewards' | 'growth' | 'simple';

export interface ReferralContent {
  meta: {
    title: string;
    description: string;
    keywords: readonly string[];
    breadcrumbHome: string;
    breadcrumbPage: string;
  };
  eyebrow: string;
  title: string;
  intro: string;
  benefitsHeading: string;
  benefits: readonly { icon: BenefitIcon; title: string; text: string }[];
  form: {
    heading: string;
    text: string;
    /** The frame's accessible name. */
    frameTitle: string;
    loading: string;
    failedHeading: string;
    failedText: string;
    mailSubject: string;
  };
  next: {
    heading: string;
    steps: readonly { title: string; text: string }[];
  };
}
