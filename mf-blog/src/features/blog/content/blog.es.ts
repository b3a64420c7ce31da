import type { BlogCopy } from './types';

export const es: BlogCopy = {
  list: {
    heading: 'Últimas Perspectivas',
    intro:
      'Ideas sobre búsqueda con IA, intención de compra y conversión para tiendas online, del equipo que construye {brand}.',
    metaTitle: 'Blog: Últimas Perspectivas sobre búsqueda con IA',
    metaDescription:
      'Artículos sobre búsqueda con inteligencia artificial, intención de compra y conversión para tiendas online: cuánto cuestan los resultados irrelevantes y cómo mejorarlos.',
    keywords: [
      'búsqueda con IA',
      'buscador e-commerce',
      'comercio agéntico',
      'tasa de conversión',
      'búsqueda en sitio',
      'intención de compra',
      'tiendas online',
      'blog',
    ],
    readMore: 'Leer más',
    emptyTitle: 'No hay publicaciones disponibles',
    emptyBody: 'Vuelve pronto: estamos preparando nuevos artículos.',
    searchLabel: 'Buscar artículos',
    searchPlaceholder: 'Busca por título, tema o etiqueta',
    clearSearch: 'Borrar búsqueda',
    noResultsTitle: (query) => `No hay resultados para “${query}”`,
    noResultsBody: 'Prueba con otras palabras o borra la búsqueda para ver todos los artículos.',
    resultsCount: (count, query) =>
      `${count} ${count === 1 ? 'artículo coincide' : 'artículos coinciden'} con “${query}”`,
  },
  post: {
    back: 'Volver al Blog',
    loading: 'Cargando artículo…',
    tags: 'Etiquetas:',
    by: 'Por',
    breadcrumbHome: 'Inicio',
    breadcrumbBlog: 'Blog',
    notFoundTitle: 'Publicación No Encontrada',
    notFoundBody: 'La publicación del blog que buscas no existe.',
    notFoundButton: 'Volver al Blog',
    notFoundMetaDescription: 'La publicación del blog que buscas no existe.',
    bodyError: 'No pudimos cargar este artículo. Revisa tu conexión e inténtalo de nuevo.',
    retry: 'Reintentar',
  },
};
