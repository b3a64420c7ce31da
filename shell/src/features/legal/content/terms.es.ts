import type { LegalDocument } from '../types';

/** Spanish Terms of Service, updated October 2025, governed by the law of Uruguay. */
export const termsEs: LegalDocument = {
  lang: 'es',
  title: 'Términos de Servicio',
  dateLabel: 'Última actualización:',
  date: 'octubre de 2025',
  isoDate: '2025-10-01',
  intro: [
    'Estos Términos de Servicio (los "Términos") regulan el acceso y el uso del sitio web de {brand} y del servicio de búsqueda con inteligencia artificial para tiendas online que ofrece {brand} (en conjunto, el "Servicio").',
    'Al usar el Servicio, agendar una demo o firmar un acuerdo que remita a estos Términos, los aceptas. Si usas el Servicio en nombre de una empresa, declaras que tienes facultades para aceptarlos en su nombre. Si no estás de acuerdo, te pedimos que no uses el Servicio.',
  ],
  contentsLabel: 'Contenido',
  sections: [
    {
      id: 'descargo-de-responsabilidad',
      heading: '1. Descargo de Responsabilidad',
      blocks: [
        'La información publicada en este sitio, incluidos artículos del blog, casos de éxito, estadísticas y ejemplos de resultados, tiene fines exclusivamente informativos. No constituye asesoramiento legal, financiero, impositivo ni comercial, y no contempla la situación particular de cada negocio.',
        'Los resultados que mencionamos (por ejemplo, aumentos de conversión o del ticket promedio) corresponden a comercios concretos en condiciones concretas y no garantizan que tu tienda obtenga los mismos resultados. Antes de tomar decisiones, consulta a asesores calificados y evalúa el Servicio con tus propios datos.',
      ],
    },
    {
      id: 'limitacion-de-responsabilidad',
      heading: '2. Limitación de Responsabilidad',
      blocks: [
        'Trabajamos para que el Servicio sea preciso, seguro y esté disponible, pero se presta "tal como está" y "según disponibilidad". En la máxima medida permitida por la ley, no otorgamos garantías expresas ni implícitas de idoneidad para un fin determinado ni de funcionamiento ininterrumpido o libre de errores.',
        'Los resultados de búsqueda, las recomendaciones y la analítica se generan de forma automática y pueden ser ocasionalmente incompletos o inexactos. Tú sigues siendo responsable de los productos, precios e información que muestra tu tienda.',
        'En la máxima medida permitida por la ley, {brand} no responderá por daños indirectos, incidentales, especiales o consecuentes, ni por lucro cesante, pérdida de ingresos, de datos o de reputación derivados del uso del Servicio. Nuestra responsabilidad total por cualquier reclamo relacionado con el Servicio se limita al importe que nos hayas pagado por el Servicio en los doce (12) meses anteriores al hecho que origina el reclamo.',
      ],
    },
    {
      id: 'uso-de-datos',
      heading: '3. Uso de Datos',
      blocks: [
        'Para prestar el Servicio tratamos los datos del catálogo de productos, las búsquedas y los datos de interacción que tu tienda nos envía, así como las reglas de negocio que configuras. Usamos esos datos solo para prestar, mantener, proteger y mejorar el Servicio para ti.',
        'Los datos son tuyos. Cuando tratamos datos personales de tus clientes, actuamos como encargados del tratamiento por tu cuenta, siguiendo tus instrucciones y nuestra Política de Privacidad. No vendemos datos personales.',
        'Podemos usar información agregada y anonimizada, que no permite identificarte a ti ni a ninguna persona, para medir y mejorar el rendimiento general del Servicio.',
      ],
    },
    {
      id: 'propiedad-intelectual',
      heading: '4. Propiedad Intelectual',
      blocks: [
        'El software, los modelos, la marca {brand}, los textos, los diseños y demás contenidos del sitio y del Servicio son propiedad de {brand} o de sus licenciantes y están protegidos por las leyes de propiedad intelectual.',
        'Te otorgamos una licencia limitada, no exclusiva e intransferible para usar el Servicio durante la vigencia de tu contrato, únicamente para la operación de tu tienda. No puedes copiar, modificar, descompilar ni revender el Servicio, ni usar nuestra marca sin autorización escrita.',
        'Conservas todos los derechos sobre tu catálogo, tus marcas y tus contenidos, y nos autorizas a usarlos solo en la medida necesaria para prestar el Servicio.',
      ],
    },
    {
      id: 'uso-aceptable',
      heading: '5. Uso Aceptable',
      blocks: [
        'Al usar el Servicio te comprometes a no:',
        {
          list: [
            'infringir leyes o derechos de terceros, incluidos los de propiedad intelectual y protección de datos;',
            'cargar contenido ilícito, engañoso o malicioso, ni código que pueda dañar el Servicio o a otros usuarios;',
            'intentar acceder sin autorización a sistemas, cuentas o datos de {brand} o de otros clientes;',
            'sobrecargar deliberadamente el Servicio, eludir sus límites técnicos o realizar extracción masiva de datos;',
            'usar el Servicio para desarrollar un producto competidor.',
          ],
        },
        'Podemos suspender el acceso de quien incumpla estas reglas, avisándole cuando sea razonablemente posible.',
      ],
    },
    {
      id: 'enlaces-de-terceros',
      heading: '6. Enlaces de Terceros',
      blocks: [
        'El sitio puede incluir enlaces a sitios de terceros, como notas de prensa, redes sociales, herramientas de agenda o formularios externos. Los ofrecemos por comodidad; no controlamos esos sitios ni respondemos por su contenido, su disponibilidad o sus prácticas de privacidad, que se rigen por sus propios términos.',
      ],
    },
    {
      id: 'modificaciones',
      heading: '7. Modificaciones',
      blocks: [
        'Podemos actualizar estos Términos para reflejar cambios en el Servicio o en la normativa. Publicaremos la nueva versión en esta página con su fecha de actualización y, si los cambios son relevantes, avisaremos a nuestros clientes por correo electrónico o a través del Servicio con antelación razonable.',
        'Si sigues usando el Servicio después de la entrada en vigor de los cambios, se entiende que los aceptas. Si no estás de acuerdo, debes dejar de usar el Servicio.',
      ],
    },
    {
      id: 'terminacion',
      heading: '8. Terminación',
      blocks: [
        'Puedes dejar de usar el Servicio en cualquier momento, conforme a las condiciones de tu contrato. Podemos suspender o terminar el acceso si incumples gravemente estos Términos, si la ley lo exige o si el Servicio deja de prestarse, con aviso previo cuando sea posible.',
        'Al terminar, dejaremos de tratar tus datos y, a tu pedido, te los devolveremos o los eliminaremos dentro de un plazo razonable, salvo que la ley nos obligue a conservarlos. Las cláusulas que por su naturaleza deban subsistir (como propiedad intelectual y limitación de responsabilidad) seguirán vigentes.',
      ],
    },
    {
      id: 'ley-aplicable',
      heading: '9. Ley Aplicable',
      blocks: [
        'Estos Términos se rigen por las leyes de la República Oriental del Uruguay. Cualquier controversia que no pueda resolverse de forma amistosa se someterá a los tribunales competentes de la ciudad de Montevideo, Uruguay, sin perjuicio de los derechos irrenunciables que te otorgue la normativa de protección al consumidor de tu país.',
      ],
    },
    {
      id: 'contacto',
      heading: '10. Contacto',
      blocks: [
        'Si tienes preguntas sobre estos Términos, escríbenos a {email} o por correo postal a {brand}, {address}. Respondemos cada mensaje dentro de los cinco días hábiles.',
      ],
    },
  ],
  meta: {
    title: 'Términos de Servicio | {brand}',
    description:
      'Los términos que rigen el uso del sitio y del servicio de búsqueda con IA de {brand}: responsabilidad, datos, propiedad intelectual y ley aplicable.',
    keywords: ['términos de servicio {brand}', 'términos y condiciones', 'búsqueda con IA', 'e-commerce'],
  },
};
