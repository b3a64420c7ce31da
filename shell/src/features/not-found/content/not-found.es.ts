export const es = {
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
} as const;
