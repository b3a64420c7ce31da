import type { Lang } from 'shared';

/** Every string the blog pages show, per language. */
export interface BlogCopy {
  list: {
    heading: string;
    intro: string;
    metaTitle: string;
    metaDescription: string;
    keywords: string[];
    readMore: string;
    /** Accessible name of a card's link: "Read more: {title}". */
    readMoreLabel: (title: string) => string;
    emptyTitle: string;
    emptyBody: string;
    searchLabel: string;
    searchPlaceholder: string;
    clearSearch: string;
    noResultsTitle: (query: string) => string;
    noResultsBody: string;
    resultsCount: (count: number, query: string) => string;
  };
  post: {
    back: string;
    loading: string;
    tags: string;
    by: string;
    breadcrumbHome: string;
    breadcrumbBlog: string;
    notFoundTitle: string;
    notFoundBody: string;
    notFoundButton: string;
    notFoundMetaDescription: string;
    bodyError: string;
    retry: string;
  };
}

export const copy: Record<Lang, BlogCopy> = {
  en: {
    list: {
      heading: 'Latest Insights',
      intro:
        'Ideas on AI search, shopper intent and conversion for online shops, from the team building Intenta.',
      metaTitle: 'Blog: Latest Insights on AI Search for E-commerce',
      metaDescription:
        'Articles on AI-powered search, shopper intent and conversion for online shops: why irrelevant results cost sales and how to fix on-site search.',
      keywords: [
        'AI search',
        'e-commerce search',
        'agentic commerce',
        'conversion rate',
        'site search',
        'shopper intent',
        'online retail',
        'blog',
      ],
      readMore: 'Read more',
      readMoreLabel: (title) => `Read more: ${title}`,
      emptyTitle: 'No posts available',
      emptyBody: 'Check back soon: new articles are on their way.',
      searchLabel: 'Search articles',
      searchPlaceholder: 'Search by title, topic or tag',
      clearSearch: 'Clear search',
      noResultsTitle: (query) => `No results for “${query}”`,
      noResultsBody: 'Try other words, or clear the search to see every article.',
      resultsCount: (count, query) =>
        `${count} ${count === 1 ? 'article matches' : 'articles match'} “${query}”`,
    },
    post: {
      back: 'Back to Blog',
      loading: 'Loading article…',
      tags: 'Tags:',
      by: 'By',
      breadcrumbHome: 'Home',
      breadcrumbBlog: 'Blog',
      notFoundTitle: 'Post Not Found',
      notFoundBody: "The blog post you're looking for doesn't exist.",
      notFoundButton: 'Back to Blog',
      notFoundMetaDescription: "The blog post you're looking for doesn't exist.",
      bodyError: 'This article could not be loaded. Check your connection and try again.',
      retry: 'Try again',
    },
  },
  es: {
    list: {
      heading: 'Últimas Perspectivas',
      intro:
        'Ideas sobre búsqueda con IA, intención de compra y conversión para tiendas online, del equipo que construye Intenta.',
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
      readMoreLabel: (title) => `Leer más: ${title}`,
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
  },
};
