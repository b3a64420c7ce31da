export const en = {
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
} as const;
