import type { BlogCopy } from './types';

export const en: BlogCopy = {
  list: {
    heading: 'Latest Insights',
    intro:
      'Ideas on AI search, shopper intent and conversion for online shops, from the team building {brand}.',
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
};
