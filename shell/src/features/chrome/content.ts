import type { Lang } from 'shared';

interface NavEntry {
  label: string;
  /** A home section (`/#faq`, `/es#faq`) or a page path. */
  to: string;
}

export interface ChromeCopy {
  homeLabel: string;
  skip: string;
  mainNav: string;
  /** Header entries in the spec's order. */
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

const enNav: NavEntry[] = [
  { label: 'How It Works', to: '/#how-it-works' },
  { label: 'Results', to: '/#results' },
  { label: 'Benefits', to: '/#benefits' },
  { label: 'Blog', to: '/blog' },
  { label: 'Partners', to: '/partners' },
  { label: 'FAQ', to: '/#faq' },
  { label: 'About Us', to: '/#about' },
];

const esNav: NavEntry[] = [
  { label: 'Cómo Funciona', to: '/es#como-funciona' },
  { label: 'Resultados', to: '/es#resultados' },
  { label: 'Beneficios', to: '/es#beneficios' },
  { label: 'Blog', to: '/es/blog' },
  { label: 'Partners', to: '/es/partners' },
  { label: 'Preguntas Frecuentes', to: '/es#faq' },
  { label: 'Sobre Nosotros', to: '/es#nosotros' },
];

/** Copy of the header and footer, per language. */
export const chromeCopy: Record<Lang, ChromeCopy> = {
  en: {
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
  },
  es: {
    homeLabel: 'Inicio de {brand}',
    skip: 'Saltar al contenido',
    mainNav: 'Principal',
    nav: esNav,
    demo: 'Solicitar Demo',
    menu: 'Menú',
    footer: {
      tagline:
        'Búsqueda con IA que entiende lo que tus clientes quieren decir y convierte sus búsquedas en ventas.',
      quickLinks: 'Enlaces Rápidos',
      company: 'Empresa',
      investors: 'Inversores',
      privacy: 'Política de Privacidad',
      terms: 'Términos de Servicio',
      cookies: 'Cookies',
      contact: 'Contacto',
      emailLabel: 'Correo',
      follow: 'Síguenos',
      newTab: '(se abre en una pestaña nueva)',
      rights: 'Todos los derechos reservados.',
      switchLabel: 'English',
      switchLang: 'en',
      switchHint: 'View this page in English',
    },
  },
};

/** The header toggle is named after the language it leads to. */
export const toggleCopy: Record<Lang, { short: string; label: string }> = {
  en: { short: 'EN', label: 'View the site in English' },
  es: { short: 'ES', label: 'Ver el sitio en español' },
};
