/** Every string the blog pages show, per language. */
export interface BlogCopy {
  list: {
    heading: string;
    intro: string;
    metaTitle: string;
    metaDescription: string;
    keywords: string[];
    readMore: string;
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
