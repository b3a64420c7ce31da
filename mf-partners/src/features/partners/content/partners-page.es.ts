import type { PartnersCopy } from './types';

export const es: PartnersCopy = {
  hero: {
    eyebrow: 'Programa de Partners',
    title: 'Sé parte del ecosistema Agentic Commerce',
    lead: 'Lleva la búsqueda con inteligencia artificial a las tiendas online con las que trabajas. Agencias, integradores, plataformas y cámaras crecen con nosotros en Latinoamérica y más allá.',
    cta: 'Convertirse en Partner',
  },
  benefits: {
    title: 'Beneficios Clave',
    lead: 'Lo que tú y tus clientes obtienen al sumarse al programa.',
    items: [
      {
        icon: 'conversion',
        title: 'Resultados comprobados',
        description:
          'Tus clientes logran una mejora de conversión superior al 30% cuando los compradores encuentran lo que buscan, no solo lo que escriben.',
      },
      {
        icon: 'speed',
        title: 'Implementación en días',
        description:
          'Gracias a una arquitectura API-first, tus clientes salen en vivo en días, sin rehacer su tienda ni su catálogo.',
      },
      {
        icon: 'region',
        title: 'Ecosistema regional',
        description:
          'Súmate a una red creciente de agencias, plataformas y cámaras en Argentina, Chile, Brasil y Uruguay.',
      },
      {
        icon: 'training',
        title: 'Capacitación exclusiva',
        description:
          'Capacitación exclusiva en IA aplicada al e-commerce, para que tu equipo asesore a sus clientes con confianza.',
      },
    ],
  },
  types: {
    title: 'Tipos de Partners',
    lead: 'Elige la alianza que mejor se adapta a tu forma de trabajar con tiendas online.',
    idealForLabel: 'Ideal para:',
    items: [
      {
        type: 'referral',
        title: 'Partner de Referidos',
        idealFor: 'Agencias, consultores y freelancers',
        highlight: '15-20% de ingresos recurrentes mensuales',
        benefits: [
          '15-20% de ingresos recurrentes mensuales por cliente referido',
          'Sin implementación técnica',
          'Materiales de marketing',
          'Acceso al panel de partners',
        ],
      },
      {
        type: 'implementation',
        title: 'Partner de Implementación',
        idealFor: 'Integradores y agencias técnicas',
        highlight: '25-30% de margen en implementaciones',
        benefits: [
          '25-30% de margen en implementaciones',
          'Proyectos exclusivos',
          'Capacitación técnica y certificación',
          'Soporte prioritario',
        ],
      },
      {
        type: 'strategic',
        title: 'Partner Estratégico',
        idealFor: 'Cámaras, plataformas y empresas SaaS',
        highlight: 'Revenue share y go-to-market conjunto',
        benefits: ['Revenue share', 'Co-marketing', 'Go-to-market conjunto', 'Opciones white-label'],
      },
    ],
  },
  directory: {
    title: 'Nuestros Partners',
    lead: 'Organizaciones que ya acercan el agentic commerce a los retailers de la región.',
    groups: {
      strategic: 'Partners Estratégicos',
      implementation: 'Partners de Implementación',
      referral: 'Partners de Referidos',
    },
    typeLabel: { strategic: 'Estratégico', implementation: 'Implementación', referral: 'Referidos' },
    strategicBadge: 'Partner estratégico',
    flagLabel: (country) => `Bandera de ${country}`,
    logoAlt: (name) => `Logo de ${name}`,
  },
  form: {
    title: '¿Listo para ser Partner?',
    lead: 'Cuéntanos sobre ti y tu empresa. Te responderemos con los próximos pasos para la alianza que más te convenga.',
    requiredNote: 'Los campos marcados con * son obligatorios.',
    name: { label: 'Nombre completo', required: 'Por favor ingresa tu nombre.' },
    email: {
      label: 'Email',
      placeholder: 'tu@empresa.com',
      required: 'Por favor ingresa tu email.',
      invalid: 'Por favor ingresa un email válido.',
      unicodeLocalPart:
        'Por favor usa solo letras sin acentos, números y símbolos antes de la @ (después de la @ se aceptan acentos).',
    },
    company: { label: 'Empresa', required: 'Por favor ingresa el nombre de tu empresa.' },
    country: { label: 'País', placeholder: 'ej. Argentina', required: 'Por favor ingresa tu país.' },
    partnerType: {
      label: 'Tipo de partner',
      placeholder: 'Selecciona un tipo de partner',
      required: 'Por favor selecciona un tipo de partner',
      options: {
        referral: 'Partner de Referidos',
        implementation: 'Partner de Implementación',
        strategic: 'Partner Estratégico',
        unsure: 'Aún no estoy seguro',
      },
    },
    message: {
      label: 'Mensaje',
      optional: '(opcional)',
      placeholder: 'Cuéntanos sobre tus clientes, tu equipo o lo que te gustaría construir juntos.',
    },
    honeypot: 'Deja este campo vacío',
    tooLong: (max) => `Usa como máximo ${max} caracteres.`,
    invalidCharacters: 'Por favor quita los caracteres de control o de dirección del texto de este campo.',
    noVisibleText: 'Por favor escribe texto visible, no solo espacios o caracteres invisibles.',
    submit: 'Enviar Aplicación',
    sending: 'Enviando...',
    missingType: 'Por favor selecciona un tipo de partner',
    successTitle: 'Aplicación Enviada',
    successText: '¡Gracias por tu interés! Nos pondremos en contacto pronto.',
    errorTitle: 'Error',
    errorText: 'Hubo un problema al enviar tu aplicación. Por favor intenta nuevamente.',
  },
};
