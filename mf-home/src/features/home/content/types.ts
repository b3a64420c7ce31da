import type { Lang } from 'shared';

/** Anchors of the home blocks in one language (docs/product.md §5). */
export interface SectionIds {
  video: string;
  howItWorks: string;
  results: string;
  press: string;
  benefits: string;
  partners: string;
  faq: string;
  about: string;
  demo: string;
}

interface HeroExample {
  query: string;
  image: string;
  alt: string;
}

/** Above-the-fold copy: loaded first, one module per language. */
export interface HeroContent {
  lang: Lang;
  ids: SectionIds;
  meta: {
    title: string;
    description: string;
    keywords: string[];
    videoName: string;
    videoDescription: string;
    softwareDescription: string;
    offerDescription: string;
  };
  eyebrow: string;
  headline: string;
  lead: string;
  claims: string[];
  primaryCta: string;
  secondaryCta: string;
  /** Which configured address the desktop-only secondary button opens. */
  secondaryUrl: 'demoStoreUrl' | 'launchPostUrl';
  newTab: string;
  demoLabel: string;
  searchLabel: string;
  pauseDemo: string;
  playDemo: string;
  examples: HeroExample[];
  video: {
    heading: string;
    text: string;
    play: string;
    pause: string;
    fallback: string;
    posterAlt: string;
  };
  loading: string;
}

interface Step {
  title: string;
  description: string;
}

export interface Stat {
  value: number;
  label: string;
}

interface PressItem {
  outlet: string;
  /** Text wordmark of the outlet (no logo files). */
  logo: string;
  title: string;
  excerpt: string;
  /** ISO date, formatted in the page's locale. */
  date: string;
  url: string;
}

interface TeamMember {
  name: string;
  role: string;
  bio: string;
  image: string;
  imageAlt: string;
  profileUrl: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export type BenefitIcon = 'conversion' | 'experience' | 'order-value' | 'personalisation';

/** Below-the-fold copy: loaded when the first of those blocks comes near. */
export interface SectionsContent {
  howItWorks: { heading: string; intro: string; steps: Step[] };
  results: {
    heading: string;
    intro: string;
    /** English: static statistics. */
    stats: Stat[];
    /** Spanish: animated counters (0 to target). */
    counters: Stat[];
    caseStudy: { title: string; text: string; figures: { value: string; label: string }[] } | null;
    testimonial: { quote: string; name: string; role: string; photo: string; photoAlt: string };
    logosHeading: string;
    logos: string[];
  };
  press: { heading: string; intro: string; funding: string; readMore: string; items: PressItem[] };
  benefits: {
    heading: string;
    intro: string;
    items: { icon: BenefitIcon; title: string; description: string }[];
  };
  partners: { heading: string; intro: string; groups: { name: string; partners: string[] }[] };
  faq: { heading: string; intro: string; items: FaqItem[]; contactText: string; contactCta: string };
  about: {
    heading: string;
    intro: string;
    founded: string;
    visionTitle: string;
    vision: string;
    profileLabel: string;
    team: TeamMember[];
  };
  demo: {
    heading: string;
    text: string;
    requestCta: string;
    tourCta: string;
    panelTitle: string;
    panelItems: string[];
  };
  newTab: string;
}
