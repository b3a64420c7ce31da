import type { ReferralContent } from './types';

export const referralEs: ReferralContent = {
  meta: {
    title: 'Programa de Referidos: recomienda y gana recompensas',
    description:
      '¿Conoces una tienda online cuyo buscador pierde ventas? Recomiéndala: respondemos en 2-3 días hábiles y ganas una comisión si se convierte en cliente.',
    keywords: [
      'programa de referidos',
      'recomendar un negocio',
      'comisión por referido',
      'búsqueda con IA',
      'buscador e-commerce',
    ],
    breadcrumbHome: 'Inicio',
    breadcrumbPage: 'Programa de Referidos',
  },
  eyebrow: 'Programa de Referidos',
  title: 'Recomienda un negocio y gana recompensas',
  intro:
    '¿Conoces una tienda online cuyo buscador le está costando ventas? Preséntanosla. Nosotros nos encargamos de la conversación, la demo y la implementación, y tú recibes una comisión cuando se convierte en cliente.',
  benefitsHeading: 'Por qué recomendar un negocio',
  benefits: [
    {
      icon: 'rewards',
      title: 'Gana recompensas',
      text: 'Recibe una comisión por cada negocio que recomiendes y se convierta en cliente.',
    },
    {
      icon: 'growth',
      title: 'Ayuda a crecer a otros negocios',
      text: 'Acerca a las tiendas que conoces un buscador con IA que entiende a sus clientes y convierte más búsquedas en ventas.',
    },
    {
      icon: 'simple',
      title: 'Proceso simple',
      text: 'Completa un formulario breve. Nosotros nos ocupamos del resto y te mantenemos al tanto.',
    },
  ],
  form: {
    heading: 'Envía tu recomendación',
    text: 'Cuéntanos quién eres y qué negocio nos recomiendas. Te llevará unos dos minutos.',
    frameTitle: 'Formulario de referidos',
    loading: 'Cargando el formulario de referidos…',
    failedHeading: 'No pudimos cargar el formulario de referidos',
    failedText:
      'Puede que tu conexión o un bloqueador de contenido lo esté impidiendo. También puedes enviarnos tu recomendación por correo, con tu nombre y el negocio que nos recomiendas:',
    mailSubject: 'Recomendación de un negocio',
  },
  next: {
    heading: '¿Qué sigue?',
    steps: [
      {
        title: 'Revisamos tu recomendación',
        text: 'Nuestro equipo revisa los datos que enviaste y se pone en contacto contigo en 2-3 días hábiles.',
      },
      {
        title: 'Contactamos al negocio',
        text: 'Nos comunicamos con el negocio que recomendaste, le presentamos nuestro buscador con IA y agendamos una demo.',
      },
      {
        title: 'Recibes tu comisión',
        text: 'Cuando el negocio se convierte en cliente, recibes una comisión por referido.',
      },
    ],
  },
};
