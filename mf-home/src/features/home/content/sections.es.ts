import type { SectionsContent } from './types';
import { founders, testimonialPerson, FOUNDED_YEAR } from './people';
import { articles, FUNDING_ROUND_USD } from './press';
import { clientLogos, partnerGroups } from './customers';

export const sections: SectionsContent = {
  howItWorks: {
    heading: 'Cómo Funciona',
    intro: 'De las palabras que escribe un cliente al producto que compra, en cuatro pasos.',
    steps: [
      {
        title: 'Captura la intención del usuario',
        description:
          'Cada búsqueda, error de tipeo y filtro se entiende como una necesidad: “regalo para un niño de 3 años” significa juguetes para su edad, no la palabra “regalo”.',
      },
      {
        title: 'Procesamiento con IA',
        description:
          'Nuestros modelos conectan esa necesidad con tu catálogo y entienden atributos, precios, sinónimos y contexto en español, portugués e inglés.',
      },
      {
        title: 'Resultados inteligentes',
        description:
          'Tus clientes ven primero los productos que responden a su pregunta, personalizados según su comportamiento y con stock, en milisegundos.',
      },
      {
        title: 'Más conversión',
        description:
          'Más búsquedas terminan en el carrito. La analítica en tiempo real te muestra qué piden tus clientes y qué compran, para seguir mejorando.',
      },
    ],
  },
  results: {
    heading: 'Resultados',
    intro: 'Lo que miden las tiendas online después de pasar su búsqueda a {brand}.',
    stats: [],
    counters: [
      { value: 51, label: 'más conversiones' },
      { value: 40, label: 'mejor experiencia de compra' },
      { value: 30, label: 'más ingresos' },
    ],
    caseStudy: null,
    testimonial: {
      quote:
        'En el primer mes nuestros clientes empezaron a encontrar lo que querían decir, no solo lo que escribían. La búsqueda pasó de ser nuestra página más débil a la que más vende.',
      name: testimonialPerson.name,
      role: `Gerente de E-commerce, ${testimonialPerson.company}`,
      photo: testimonialPerson.photo,
      photoAlt: `Retrato de ${testimonialPerson.name}`,
    },
    logosHeading: 'Más de 50 marcas confían en nosotros',
    logos: [...clientLogos],
  },
  press: {
    heading: 'En los Medios',
    intro: 'Lo que dice la prensa de negocios y tecnología sobre {brand}.',
    funding: `En septiembre de 2025 {brand} anunció una ronda de inversión de ${FUNDING_ROUND_USD}, su objetivo para la primera ronda, para llevar la búsqueda agéntica a más tiendas online de Latinoamérica.`,
    readMore: 'Leer Artículo Completo',
    items: [
      {
        outlet: articles.funding.outlet.name,
        logo: articles.funding.outlet.logo,
        title: `{brand} levanta ${FUNDING_ROUND_USD} para llevar la búsqueda con IA a las tiendas de Latinoamérica`,
        excerpt:
          'La startup, fundada en 2023, usará la ronda para ampliar su equipo de ingeniería y abrir operaciones en Chile, Brasil y Uruguay.',
        date: articles.funding.date,
        url: articles.funding.url,
      },
      {
        outlet: articles.profile.outlet.name,
        logo: articles.profile.outlet.logo,
        title: 'El buscador que entiende lo que los compradores quieren decir',
        excerpt:
          'En lugar de comparar palabras clave, {brand} interpreta la intención: una búsqueda como “lista de compras para celíacos por $50” devuelve una canasta completa sin TACC y dentro del presupuesto.',
        date: articles.profile.date,
        url: articles.profile.url,
      },
      {
        outlet: articles.roundup.outlet.name,
        logo: articles.roundup.outlet.logo,
        title: 'Cinco startups de IA que están cambiando el e-commerce en la región',
        excerpt:
          'Entre ellas se destaca {brand}, con una integración sin código que permite a los retailers medianos ver resultados en 30 días.',
        date: articles.roundup.date,
        url: articles.roundup.url,
      },
    ],
  },
  benefits: {
    heading: 'Beneficios',
    intro: 'Una mejor búsqueda se paga sola en todo el embudo de ventas.',
    items: [
      {
        icon: 'conversion',
        title: 'Mayor conversión',
        description:
          'Resultados relevantes convierten más búsquedas en compras: hasta 51% más conversión de búsqueda a compra.',
      },
      {
        icon: 'experience',
        title: 'Mejor experiencia de usuario',
        description:
          'Se terminan las páginas “sin resultados”: tus clientes encuentran productos con sus propias palabras.',
      },
      {
        icon: 'order-value',
        title: 'Mayor ticket promedio',
        description:
          'Productos complementarios y canastas completas elevan el ticket promedio alrededor de un 30%.',
      },
      {
        icon: 'personalisation',
        title: 'Personalización automatizada',
        description:
          'Los resultados se adaptan solos al comportamiento de cada cliente, sin reglas que escribir ni mantener.',
      },
    ],
  },
  partners: {
    heading: 'Nuestros Partners',
    intro: '{brand} trabaja con las plataformas, la tecnología y las nubes en las que ya confía tu tienda.',
    groups: [
      { name: 'Plataformas', partners: [...partnerGroups.platforms] },
      { name: 'Partners Tecnológicos', partners: [...partnerGroups.technology] },
      { name: 'Partners Cloud', partners: [...partnerGroups.cloud] },
    ],
  },
  faq: {
    heading: 'Preguntas Frecuentes',
    intro: 'Todo lo que suelen preguntar las tiendas antes de su primera demo.',
    items: [
      {
        question: '¿Cuánto tiempo lleva la implementación?',
        answer:
          'Una implementación típica lleva de 2 a 4 semanas desde el inicio hasta el lanzamiento. Las tiendas en una plataforma compatible y con un catálogo ordenado suelen estar listas antes; los catálogos o integraciones a medida pueden llevar un poco más, y acordamos el plan contigo desde el principio.',
      },
      {
        question: '¿{brand} funciona con mi plataforma de e-commerce?',
        answer:
          'Sí. {brand} funciona con las principales plataformas, como Shopify, VTEX, Tiendanube, WooCommerce y Jumpseller, y con tiendas desarrolladas a medida a través de nuestras APIs.',
      },
      {
        question: '¿Cómo mejora {brand} las conversiones?',
        answer:
          'Entiende la intención detrás de cada búsqueda, incluidos errores de tipeo, sinónimos y pedidos en lenguaje natural, y muestra primero los productos que la responden. Menos páginas vacías o irrelevantes significa más búsquedas que terminan en una compra.',
      },
      {
        question: '¿Qué datos necesitan de mi tienda?',
        answer:
          'Para empezar alcanza con tu catálogo de productos actual. Cuantos más atributos tenga (talles, materiales, ingredientes, compatibilidad), mejores serán los resultados. A partir de ahí {brand} aprende de cómo buscan y compran tus clientes.',
      },
      {
        question: '¿Hará más lento mi sitio web?',
        answer:
          'No. Los resultados se sirven desde una CDN global con caché, así que la búsqueda responde en milisegundos y tus páginas cargan tan rápido como antes.',
      },
      {
        question: '¿Ofrecen soporte y actualizaciones continuas?',
        answer:
          'Sí. Todos los planes incluyen soporte técnico 24/7 y actualizaciones continuas de los modelos; tu equipo de cuenta revisa los resultados contigo y ajusta la búsqueda a medida que cambia tu catálogo.',
      },
      {
        question: '¿Qué métricas puedo seguir?',
        answer:
          'Conversión de búsqueda, búsquedas más populares, productos más encontrados, tiempo de búsqueda y retorno de la inversión, en un panel en tiempo real que además se integra con tus herramientas de analítica.',
      },
      {
        question: '¿Hay costos de configuración?',
        answer:
          'Las implementaciones estándar no tienen costos de configuración. Si tu proyecto necesita desarrollo a medida, conversamos los costos con total transparencia en la primera consulta.',
      },
    ],
    contactText: '¿Todavía tienes preguntas?',
    contactCta: 'Contáctanos',
  },
  about: {
    heading: 'Sobre Nosotros',
    intro: `Fundada en ${FOUNDED_YEAR}, {brand} es un equipo de ingenieros y retailers que construye una búsqueda que entiende a las personas.`,
    founded: `Fundada en ${FOUNDED_YEAR}`,
    visionTitle: 'Nuestra visión',
    vision:
      'Toda tienda online, sin importar su tamaño, debería entender a sus clientes tan bien como el mejor vendedor de una tienda física. Construimos comercio agéntico para que los compradores simplemente digan lo que necesitan y lo encuentren.',
    profileLabel: 'Perfil profesional',
    team: [
      {
        name: founders.ceo.name,
        role: 'Cofundadora y CEO',
        bio: 'Valentina pasó diez años liderando equipos de e-commerce en retailers de Argentina y Chile, donde vio cuántas ventas se perdían en la caja de búsqueda. Lidera la estrategia, los clientes y las alianzas de {brand}.',
        image: founders.ceo.image,
        imageAlt: `Retrato de ${founders.ceo.name}`,
        profileUrl: founders.ceo.profileUrl,
      },
      {
        name: founders.cto.name,
        role: 'Cofundador y CTO',
        bio: 'Martín es ingeniero de machine learning y construyó sistemas de búsqueda y recomendación para marketplaces con millones de compradores. Lidera el producto y la ingeniería de {brand}.',
        image: founders.cto.image,
        imageAlt: `Retrato de ${founders.cto.name}`,
        profileUrl: founders.cto.profileUrl,
      },
    ],
  },
  demo: {
    heading: '¿Listo para transformar la búsqueda de tu e-commerce?',
    text: 'Agenda una demo personalizada y mira a {brand} funcionando con tu propio catálogo.',
    requestCta: 'Solicitar Demo',
    tourCta: 'Ver Tour del Producto',
    panelTitle: 'Nuestros clientes ven resultados en 30 días',
    panelItems: [
      'Resultados en 30 días',
      'Implementación rápida',
      'Integración sin código',
      'Analítica en tiempo real',
      'Soporte técnico 24/7',
    ],
  },
  newTab: '(se abre en una pestaña nueva)',
};
