// Replaceable content (docs/product.md §2: customers are data files). Fictional shops,
// shown as text wordmarks in the client strip.
export const clientLogos = [
  'Casa Aurora',
  'Pampa Outdoor',
  'Verde Market',
  'Nido Kids',
  'Lumen Hogar',
  'Andes Sport',
  'Café del Puerto',
  'Bruma Beauty',
  'Tango Tech',
  'Costa Moda',
] as const;

// Third-party platforms, AI vendors and clouds, named in text wordmarks only.
export const partnerGroups = {
  platforms: ['Shopify', 'VTEX', 'Tiendanube', 'WooCommerce', 'Jumpseller'],
  technology: ['NVIDIA Inception', 'OpenAI', 'Anthropic', 'Google Gemini'],
  cloud: ['Amazon Web Services', 'Google Cloud'],
} as const;
