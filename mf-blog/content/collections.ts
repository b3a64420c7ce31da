// The blog's content files, one schema per kind (content-model/content.ts), and the declaration of its
// posts: the schema of a post's front matter and the rule of its Markdown article (the posts
// themselves are content/posts/<date>-<key>.<lang>.md, read by scripts/posts.mjs through them).
import * as v from 'valibot';
import {
  defineContent,
  imageFile,
  isoDate,
  line,
  list,
  paragraph,
  publishAt,
  template,
  type ContentFolder,
  type FieldMeta,
  llmsFile,
} from '@intenta/content-model/content.ts';
import { renderArticle } from '../scripts/article.mjs';
import { checkCollection, imagesDir, parsePost, PostError } from '../scripts/posts.mjs';

const blog = v.object({
  list: v.object({
    heading: line('Headline'),
    intro: paragraph(),
    metaTitle: line('Page title (browser tab, search results)'),
    metaDescription: paragraph('Page description (search results, share cards, RSS feed)'),
    blogName: line('Name of the blog (search engines)'),
    feedTitle: template(['heading'], 'Title of the RSS feed ({brand}: the brand, {heading}: the headline)'),
    keywords: list(line(), 'Keywords'),
    shareCardEyebrow: line("Small line above the title on the share card (a post's card adds its category)"),
    readMore: line('Link on each post card'),
    emptyTitle: line('Heading when there are no posts'),
    emptyBody: line('Text when there are no posts'),
    searchLabel: line('Search box label'),
    searchPlaceholder: line('Search box placeholder'),
    clearSearch: line('Button that clears the search'),
    noResultsTitle: template(['query'], 'Heading when the search finds nothing'),
    noResultsBody: line('Text when the search finds nothing'),
    resultsCount: v.object({
      one: template(['query'], 'When one post matches'),
      other: template(['count', 'query'], 'When several posts match'),
    }),
  }),
  post: v.object({
    back: line('Link back to the list'),
    loading: line('While the article loads'),
    tags: line('Label before the tags'),
    by: line('Word before the author'),
    breadcrumbHome: line(),
    breadcrumbBlog: line(),
    notFoundTitle: line('Heading of an unknown post'),
    notFoundBody: line('Text of an unknown post'),
    notFoundButton: line('Button of an unknown post'),
    notFoundMetaDescription: line('Page description of an unknown post'),
    bodyError: line('When the article cannot load'),
    retry: line('Button: try again'),
  }),
});
export type BlogContent = v.InferOutput<typeof blog>;

const slug = (label: string) =>
  v.pipe(
    v.string('must be text'),
    v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens'),
    v.metadata<string, FieldMeta>({ widget: 'string', label }),
  );

/**
 * A post's front matter (YAML between `---` at the top of content/posts/<base>.<lang>.md), every
 * value as written. The build checks every post with it (rsbuild.config.ts) and scripts/posts.mjs
 * reads the posts through it (its output). Not written, derived by the build: the language and the
 * id from the file name (`<base>.es.md` → `es`, `<base>-es`), the reading time from the body.
 */
export const postFrontMatter = v.strictObject({
  slug: slug('Address (/blog/<slug>)'),
  translationKey: slug('Translation key (the same in a post and its translation)'),
  title: line('Title'),
  excerpt: paragraph('Excerpt (cards, search results, feed)'),
  author: line('Author'),
  publishedAt: isoDate('Publication date'),
  publishAt: publishAt(
    'Publish at (UTC, like 2026-12-01T09:00:00Z; the same in both languages; empty: at once)',
  ),
  image: imageFile(imagesDir(), 'Picture', 'cover'),
  imageAlt: line('Picture description (screen readers)'),
  category: line('Category'),
  tags: v.pipe(
    line('Tags, separated by commas'),
    v.check(
      (tags: string) => tags.split(',').some((tag) => tag.trim() !== ''),
      'must list at least one tag, separated by commas',
    ),
  ),
});

/** The build's rules across the posts (scripts/posts.mjs), as the studio's save check asks for them. */
function postsProblems(files: { file: string; source: string }[]) {
  try {
    checkCollection(files.map(({ file, source }) => parsePost(source, file)));
    return [];
  } catch (error) {
    if (!(error instanceof PostError)) throw error;
    return [{ file: error.file, problem: error.detail, ...(error.clash ? { clash: error.clash } : {}) }];
  }
}

/** The posts: a folder of Markdown files, one per language, read by the build and the studio alike. */
export const postsFolder: ContentFolder = {
  name: 'posts',
  label: 'Blog: posts',
  labelSingular: 'Post',
  folder: 'content/posts',
  extension: 'md',
  frontMatter: postFrontMatter,
  body: {
    label: 'Article',
    // The studio shows a hint as Markdown: each example is code, so it shows as typed.
    hint: 'Markdown, with the buttons above the text or typed: `## heading`, `### subheading`, `- list`, `[words](/address)` for a link, `**bold**`, `> quote`, and pictures from the media library, each with its description',
    pictures: imagesDir(),
    // What the sanitiser would remove from the article, and pictures not in the media library.
    problems: (body) => renderArticle(body, imagesDir()).problems,
  },
  slug: '{{year}}-{{month}}-{{day}}-{{fields.translationKey}}',
  sharedFields: ['translationKey', 'publishedAt', 'publishAt', 'image'],
  crossCheck: postsProblems,
  pages: { list: '/blog', entry: '/blog/{slug}' },
};

export default defineContent(
  'mf-blog',
  [
    {
      name: 'blog',
      label: 'Blog',
      files: [
        {
          name: 'blog',
          label: 'Blog pages',
          file: 'content/blog.json',
          translated: true,
          schema: blog,
          hint: '/blog and /es/blog (the list, its search) and the texts around every post; the posts are content/posts',
          page: '/blog',
        },
        llmsFile,
      ],
    },
  ],
  [postsFolder],
);
