// Replaceable content (docs/product.md §2: press outlets are data files). Fictional
// outlets on reserved `.example` domains.
const outlets = {
  techLatam: { name: 'Tech Latam Journal', logo: 'TLJ' },
  mercadoDigital: { name: 'Mercado Digital', logo: 'MD' },
} as const;

export const articles = {
  funding: {
    outlet: outlets.techLatam,
    date: '2025-09-16',
    url: 'https://techlatam.example/2025/09/intenta-ronda-inversion',
  },
  profile: {
    outlet: outlets.mercadoDigital,
    date: '2025-09-04',
    url: 'https://mercadodigital.example/notas/intenta-busqueda-con-intencion',
  },
  roundup: {
    outlet: outlets.techLatam,
    date: '2025-06-19',
    url: 'https://techlatam.example/2025/06/startups-ia-comercio-electronico',
  },
} as const;

/** The funding round mentioned in the press (docs/product.md §1). */
export const FUNDING_ROUND_USD = 'US$ 500,000';
