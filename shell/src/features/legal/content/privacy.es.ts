import type { LegalDocument } from '../types';

/** Spanish Privacy Policy, effective January 2025 (docs/product.md §15). */
export const privacyEs: LegalDocument = {
  lang: 'es',
  title: 'Política de Privacidad',
  dateLabel: 'Fecha de vigencia:',
  date: 'enero de 2025',
  isoDate: '2025-01-01',
  intro: [
    'Esta Política de Privacidad explica qué información recopila {brand} cuando las tiendas online usan nuestro servicio de búsqueda con inteligencia artificial y cuando visitas este sitio, cómo la usamos, con quién la compartimos y qué opciones tienes.',
    '{brand} presta el servicio de búsqueda a comercios. Cuando buscas en una tienda que usa {brand}, es la tienda la que decide para qué y cómo se usan tus datos, e {brand} los trata por cuenta de ella.',
  ],
  contentsLabel: 'Contenido',
  sections: [
    {
      id: 'datos-que-recopilamos',
      heading: '1. Datos que Recopilamos',
      blocks: [
        'Según cómo interactúes con el Servicio, tratamos las siguientes categorías de datos:',
        {
          list: [
            'Datos del catálogo: nombres, descripciones, atributos, categorías, precios, stock e imágenes de productos que los comercios nos envían para que sus productos puedan encontrarse.',
            'Datos de interacción de los usuarios: las búsquedas que escriben los compradores, los resultados que ven, los productos en los que hacen clic, que agregan al carrito o que compran, y datos técnicos como el tipo de dispositivo, el idioma del navegador y un identificador de sesión anónimo.',
            'Reglas de negocio del comercio: sinónimos, productos destacados u ocultos, campañas de merchandising y otras configuraciones que define el comercio.',
            'Datos de cuenta y de contacto: nombres, correos electrónicos laborales, teléfonos y datos de empresa del personal de los comercios, de los partners y de quienes agendan una demo o nos escriben.',
          ],
        },
        'No pedimos datos sensibles, como información de salud, números de tarjetas de pago o documentos de identidad, y los comercios no deben enviárnoslos.',
      ],
    },
    {
      id: 'uso-de-los-datos',
      heading: '2. Uso de los Datos',
      blocks: [
        'Usamos los datos descritos solo para:',
        {
          list: [
            'entender la intención de búsqueda y mostrar resultados relevantes y personalizados en la tienda del comercio;',
            'ofrecer a los comercios analítica sobre búsquedas, conversiones y rendimiento de su catálogo;',
            'mantener, proteger, depurar y mejorar el Servicio, incluida la calidad de nuestros modelos de IA para ese comercio;',
            'responder consultas, agendar demos, gestionar solicitudes de partners y brindar soporte;',
            'cumplir nuestras obligaciones legales.',
          ],
        },
        'No usamos los datos de los compradores para crear perfiles publicitarios ni combinamos los datos de los compradores de un comercio con los de otro.',
      ],
    },
    {
      id: 'comparticion',
      heading: '3. Compartición de Datos',
      blocks: [
        'Compartimos los datos solo con el comercio al que pertenecen y con los partners de integración (plataformas de e-commerce y agencias de implementación) que el comercio elige. También trabajamos con proveedores cuidadosamente seleccionados, como servicios de alojamiento en la nube y de modelos de IA, que tratan los datos solo según nuestras instrucciones y bajo obligaciones escritas de confidencialidad y seguridad.',
        'No vendemos datos personales ni los compartimos para publicidad comportamental. Podemos revelar datos si la ley lo exige, e informaremos al comercio afectado salvo que la ley nos lo impida.',
      ],
    },
    {
      id: 'titularidad-de-los-datos',
      heading: '4. Titularidad de los Datos y Nuestro Rol',
      blocks: [
        'Los comercios son dueños de los datos de su catálogo, de sus reglas de negocio y de los datos de sus compradores. Respecto de los datos de los compradores, el comercio es el responsable del tratamiento e {brand} actúa como encargado del tratamiento, según un acuerdo de tratamiento de datos.',
        'Respecto de los datos de contacto de quienes visitan este sitio, agendan una demo o se postulan a nuestro programa de partners, {brand} es el responsable del tratamiento.',
      ],
    },
    {
      id: 'seguridad',
      heading: '5. Seguridad',
      blocks: [
        'Protegemos los datos con medidas técnicas y organizativas adecuadas al riesgo, entre ellas:',
        {
          list: [
            'cifrado en tránsito (TLS) y en reposo;',
            'controles de acceso según el principio de mínimo privilegio, con autenticación multifactor para nuestro equipo;',
            'monitoreo continuo, registros y alertas ante actividad inusual;',
            'alojamiento en proveedores de nube reconocidos, con centros de datos certificados, copias de seguridad y separación entre clientes.',
          ],
        },
        'Ningún sistema es completamente seguro. Si un incidente de seguridad afecta datos personales, lo notificaremos sin demora indebida a los comercios afectados y los ayudaremos a cumplir sus propias obligaciones de notificación.',
      ],
    },
    {
      id: 'transferencias-internacionales',
      heading: '6. Transferencias Internacionales',
      blocks: [
        'Nosotros y nuestros proveedores podemos tratar datos en países distintos de aquel en que se recopilaron, incluidos Estados Unidos y países de la Unión Europea y de América Latina. Cuando los datos salen de un país cuya ley restringe las transferencias, usamos garantías como las cláusulas contractuales tipo de la Comisión Europea u otros instrumentos equivalentes reconocidos por la ley local.',
      ],
    },
    {
      id: 'conservacion',
      heading: '7. Conservación',
      blocks: [
        'Conservamos los datos solo el tiempo necesario para los fines descritos. Los datos de interacción de los compradores se conservan mientras dure el contrato del comercio y luego se eliminan o anonimizan dentro de los 90 días, salvo que el comercio pida eliminarlos antes. Los datos de contacto se conservan mientras mantengamos una relación activa y hasta dos años después, o más solo si la ley lo exige.',
      ],
    },
    {
      id: 'tus-derechos',
      heading: '8. Tus Derechos',
      blocks: [
        'Según dónde vivas, puedes tener derecho a:',
        {
          list: [
            'acceder a los datos personales que tenemos sobre ti;',
            'rectificar datos inexactos o incompletos;',
            'suprimir tus datos;',
            'limitar u oponerte a ciertos tratamientos;',
            'recibir tus datos en un formato portable (portabilidad).',
          ],
        },
        'Si eres comprador, envía tu solicitud al comercio en cuya tienda compraste: él controla tus datos y nosotros lo ayudaremos a responder. Si eres un comercio, un partner o un visitante de este sitio, escríbenos a la dirección indicada abajo. No te discriminaremos por ejercer tus derechos.',
      ],
    },
    {
      id: 'cookies',
      heading: '9. Cookies y Analítica',
      blocks: [
        'Este sitio guarda en tu navegador tu preferencia de idioma y tu elección sobre cookies. Las cookies de analítica (Google Analytics) se usan solo si las aceptas; puedes cambiar tu elección en cualquier momento desde el enlace "Cookies" del pie de página.',
      ],
    },
    {
      id: 'cumplimiento',
      heading: '10. Cumplimiento Normativo',
      blocks: [
        'Diseñamos nuestras prácticas para cumplir las leyes de protección de datos que nos aplican a nosotros y a nuestros clientes, entre ellas el Reglamento General de Protección de Datos europeo (RGPD o GDPR), la Lei Geral de Proteção de Dados de Brasil (LGPD), la Ley de Privacidad del Consumidor de California (CCPA) y sus modificaciones, y las leyes de protección de datos de Argentina, Chile y Uruguay.',
        'Podemos actualizar esta política cuando cambien el Servicio o la ley. Publicaremos la nueva versión aquí con su fecha y avisaremos con antelación a los comercios de los cambios relevantes.',
      ],
    },
    {
      id: 'contacto',
      heading: '11. Contacto',
      blocks: [
        'Puedes enviar consultas o solicitudes sobre privacidad a nuestra oficina de privacidad en {email} o por correo postal a {brand}, Oficina de Privacidad, {address}. Respondemos dentro de los 30 días, o antes si la ley lo exige.',
      ],
    },
  ],
  meta: {
    title: 'Política de Privacidad | {brand}',
    description:
      'Cómo {brand} recopila, usa, comparte y protege los datos en su servicio de búsqueda con IA para tiendas online, y qué derechos tienes.',
    keywords: [
      'política de privacidad {brand}',
      'protección de datos',
      'RGPD',
      'LGPD',
      'CCPA',
      'búsqueda con IA',
    ],
  },
};
