import type { ChromeCopy, NavEntry } from './types';

const enNav: NavEntry[] = [
  { label: 'How It Works', to: '/#how-it-works' },
  { label: 'Results', to: '/#results' },
  { label: 'Benefits', to: '/#benefits' },
  { label: 'Blog', to: '/blog' },
  { label: 'Partners', to: '/partners' },
  { label: 'FAQ', to: '/#faq' },
  { label: 'About Us', to: '/#about' },
];

export const en: ChromeCopy = {
  homeLabel: '{brand} home',
  skip: 'Skip to content',
  mainNav: 'Main',
  nav: enNav,
  demo: 'Request a Demo',
  menu: 'Menu',
  footer: {
    tagline:
      'AI-powered search that understands what your shoppers mean and turns their searches into sales.',
    quickLinks: 'Quick Links',
    company: 'Company',
    investors: 'Investors',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    cookies: 'Cookies',
    contact: 'Contact',
    emailLabel: 'Email',
    follow: 'Follow Us',
    newTab: '(opens in a new tab)',
    rights: 'All rights reserved.',
    switchLabel: 'Español',
    switchLang: 'es',
    switchHint: 'Ver esta página en español',
  },
};
