/** Copy of the success-cases page (Spanish only, docs/product.md §13). */
export const successCasesContent = {
  meta: {
    title: 'Casos de Éxito: Reporte Gratuito',
    description:
      'Descarga gratis el reporte de casos de éxito: tiendas online que aumentaron sus conversiones un 40% en promedio con búsqueda inteligente y ROI en 30 días.',
    keywords: [
      'casos de éxito',
      'reporte gratuito',
      'búsqueda con IA',
      'conversiones e-commerce',
      'agentic commerce',
      'buscador inteligente',
    ],
    breadcrumbHome: 'Inicio',
    breadcrumbPage: 'Casos de Éxito',
  },
  backLink: 'Volver al inicio',
  eyebrow: 'Reporte gratuito',
  headline: 'Casos de Éxito: tiendas online que venden más con búsqueda inteligente',
  pitch:
    'Descarga gratis nuestro reporte y descubre, con métricas reales, cómo tiendas de América Latina transformaron su buscador en su mejor vendedor.',
  mobileButton: 'Descargar Casos de Éxito Gratis',
  includesHeading: 'Qué incluye el reporte',
  includes: [
    'Aumento promedio del 40% en conversiones',
    'Mejor experiencia de usuario desde la primera búsqueda',
    'ROI en 30 días',
  ],
  highlightsHeading: 'Resultados destacados',
  card: {
    heading: 'Descarga Gratuita',
    bullets: ['Descarga instantánea', 'Sin spam', 'Casos reales con métricas'],
    button: 'Obtener Reporte Gratis',
  },
  form: {
    heading: 'Completa tus datos y recibe el reporte',
    loading: 'Cargando el formulario…',
    failedHeading: 'No pudimos cargar el formulario',
    failedText:
      'Puede que tu conexión o un bloqueador de contenido lo esté impidiendo. Escríbenos y te enviamos el reporte por correo:',
    mailSubject: 'Quiero el reporte de Casos de Éxito',
  },
  thanks: {
    heading: '¡Gracias! Tu reporte está listo',
    text: 'Puedes verlo ahora mismo o descargarlo para leerlo cuando quieras.',
    view: 'Ver PDF en línea',
    download: 'Descargar Casos de Éxito PDF',
    downloadFileName: 'casos-de-exito.pdf',
  },
  newTab: '(se abre en una pestaña nueva)',
  notes: {
    privacy: 'Tus datos están protegidos',
    trust: 'Más de 500+ empresas confían en nosotros',
  },
  cta: {
    heading: '¿Quieres resultados así en tu tienda?',
    text: 'Te mostramos el buscador funcionando con tu propio catálogo en una demo sin costo.',
    button: 'Agendar Demo Gratuita',
  },
} as const;
