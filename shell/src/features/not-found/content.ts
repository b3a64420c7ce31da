import type { Lang } from 'shared';

/**
 * The not-found page in the exact words of docs/product.md §16: English, and
 * Spanish for `/es/...` addresses.
 */
export const notFoundCopy = {
  en: {
    code: '404',
    title: 'Page Not Found',
    body: "Oops! The page you're looking for doesn't exist or has been moved.",
    homeButton: 'Go Home',
    blogButton: 'Visit Blog',
    linksLabel: 'Helpful links',
    links: [
      { label: 'Home', to: '/' },
      { label: 'Blog', to: '/blog' },
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Terms of Service', to: '/terms' },
    ],
    metaDescription: "The page you're looking for doesn't exist or has been moved.",
  },
  es: {
    code: '404',
    title: 'Página No Encontrada',
    body: '¡Ups! La página que buscas no existe o fue movida.',
    homeButton: 'Inicio',
    blogButton: 'Blog',
    linksLabel: 'Enlaces útiles',
    links: [
      { label: 'Inicio', to: '/es' },
      { label: 'Blog', to: '/es/blog' },
      { label: 'Política de Privacidad', to: '/es/privacy' },
      { label: 'Términos de Servicio', to: '/es/terms' },
    ],
    metaDescription: 'La página que buscas no existe o fue movida.',
  },
} as const satisfies Record<Lang, unknown>;
