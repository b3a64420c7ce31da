import type { ChromeCopy, NavEntry } from './types';

const esNav: NavEntry[] = [
  { label: 'Cómo Funciona', to: '/es#como-funciona' },
  { label: 'Resultados', to: '/es#resultados' },
  { label: 'Beneficios', to: '/es#beneficios' },
  { label: 'Blog', to: '/es/blog' },
  { label: 'Partners', to: '/es/partners' },
  { label: 'Preguntas Frecuentes', to: '/es#faq' },
  { label: 'Sobre Nosotros', to: '/es#nosotros' },
];

export const es: ChromeCopy = {
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
};
