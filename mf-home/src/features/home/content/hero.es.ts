import type { HeroContent } from './types';
import s1 from '../assets/screens/es-1.svg';
import s2 from '../assets/screens/es-2.svg';
import s3 from '../assets/screens/es-3.svg';
import s4 from '../assets/screens/es-4.svg';
import s5 from '../assets/screens/es-5.svg';
import s6 from '../assets/screens/es-6.svg';

const results = (query: string, products: string) =>
  `Resultados de búsqueda de la tienda para “${query}”: ${products}, cada uno con su precio`;

export const hero: HeroContent = {
  lang: 'es',
  ids: {
    video: 'video',
    howItWorks: 'como-funciona',
    results: 'resultados',
    press: 'prensa',
    benefits: 'beneficios',
    partners: 'partners',
    faq: 'faq',
    about: 'nosotros',
    demo: 'demo-section',
  },
  meta: {
    title: '{brand} | Búsqueda con IA que entiende a tus clientes',
    description:
      'Búsqueda con inteligencia artificial para tiendas online: entiende la intención de compra, personaliza resultados y sube la conversión. Resultados en 30 días.',
    keywords: [
      'búsqueda con IA',
      'buscador e-commerce',
      'comercio agéntico',
      'buscador para tiendas online',
      'conversión de búsqueda',
      'descubrimiento de productos',
      'búsqueda personalizada',
      'ticket promedio',
      'analítica de búsqueda',
      'e-commerce Latinoamérica',
    ],
    videoName: 'Demo del producto {brand}',
    videoDescription:
      'Los compradores escriben lo que quieren decir e {brand} muestra los productos que buscan.',
    softwareDescription:
      'Búsqueda con IA para e-commerce que entiende la intención de compra. Implementación en 2-4 semanas, integración sin código.',
    offerDescription:
      'Sin costos de configuración en implementaciones estándar; precio según volumen de búsquedas y tamaño del catálogo, con cotización a medida.',
  },
  eyebrow: 'Búsqueda con IA para e-commerce',
  headline: 'Deja de perder ventas por una búsqueda rota',
  lead: 'El 94% de las compras se abandonan por una búsqueda que no funciona. {brand} entiende lo que tus clientes quieren decir, no solo lo que escriben, y les muestra lo que vinieron a comprar.',
  claims: [
    'Resultados en 30 días',
    'Implementación en 1-2 semanas',
    'Integración sin código',
    'Más de 50 marcas confían en nosotros',
  ],
  primaryCta: 'Solicitar Demo',
  secondaryCta: 'Ver en Acción',
  secondaryUrl: 'launchPostUrl',
  newTab: '(se abre en una pestaña nueva)',
  demoLabel: 'Búsquedas de ejemplo y los resultados que encuentra {brand}',
  searchLabel: 'Buscar',
  pauseDemo: 'Pausar demo',
  playDemo: 'Reproducir demo',
  examples: [
    {
      query: 'zapatillas por menos de $100',
      image: s1,
      alt: results('zapatillas por menos de $100', 'seis pares de zapatillas de $49 a $99'),
    },
    {
      query: 'ingredientes para una tarta de verduras',
      image: s2,
      alt: results(
        'ingredientes para una tarta de verduras',
        'masa de hojaldre, espinaca, ricota, huevos, zapallito y queso rallado',
      ),
    },
    {
      query: 'regalo para un niño de 3 años',
      image: s3,
      alt: results(
        'regalo para un niño de 3 años',
        'bloques de madera, un libro ilustrado, una bici sin pedales, un rompecabezas, un xilófono y un osito de peluche',
      ),
    },
    {
      query: 'automatizar las luces de mi casa',
      image: s4,
      alt: results(
        'automatizar las luces de mi casa',
        'focos e interruptores inteligentes, un hub, un sensor de movimiento, una tira LED y un enchufe inteligente',
      ),
    },
    {
      query: 'lista de compras para celíacos por $50',
      image: s5,
      alt: results(
        'lista de compras para celíacos por $50',
        'pan, fideos y galletitas sin TACC, harina de arroz, quinoa y tortillas de maíz',
      ),
    },
    {
      query: 'cómo enfriar un cuarto de 30 m2',
      image: s6,
      alt: results(
        'cómo enfriar un cuarto de 30 m2',
        'un aire acondicionado split, uno portátil, ventiladores, una cortina blackout y una lámina para ventana',
      ),
    },
  ],
  video: {
    heading: 'Mira cómo tus clientes encuentran lo que buscan',
    text: 'Seis búsquedas reales, seis páginas de resultados relevantes: {brand} lee la intención detrás de cada consulta y ordena los productos que la responden.',
    play: 'Reproducir video',
    pause: 'Pausar video',
    fallback: 'Tu navegador no soporta la etiqueta de video.',
    posterAlt: 'Demo del producto {brand}',
  },
  loading: 'Cargando…',
};
