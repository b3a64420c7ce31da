import type { Lang } from 'shared';

export interface NavEntry {
  label: string;
  /** A home section (`/#faq`, `/es#faq`) or a page path. */
  to: string;
}

export interface ChromeCopy {
  homeLabel: string;
  skip: string;
  mainNav: string;
  /** Header entries in the order of docs/product.md §5. */
  nav: NavEntry[];
  demo: string;
  menu: string;
  footer: {
    tagline: string;
    quickLinks: string;
    company: string;
    investors: string;
    privacy: string;
    terms: string;
    cookies: string;
    contact: string;
    emailLabel: string;
    follow: string;
    newTab: string;
    rights: string;
    switchLabel: string;
    switchLang: Lang;
    switchHint: string;
  };
}
