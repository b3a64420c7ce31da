// The studio's preview of a blog post (docs/decisions/082-studio-previews.md): the post page's
// own article, with the draft's front matter and its Markdown body rendered and sanitised as
// every body is (the build does the same, scripts/article.mjs).
import { useMemo } from 'react';
// The preview container bundles the router whole, not the site's shared facade (rsbuild-app.ts).
// eslint-disable-next-line no-restricted-imports
import { MemoryRouter } from 'react-router';
import type { ContentPreviewProps, PreviewModule } from 'shared';
import { PostArticle } from '../features/blog/components/BlogPostPage';
import { markdownToHtml } from '../features/blog/lib/markdown.mjs';
import { postPath } from '../features/blog/lib/posts';
import { formatPostDate } from '../features/blog/lib/post-date.mjs';
import { readTimeOf } from '../features/blog/lib/read-time.mjs';
import { sanitizePostHtml } from '../features/blog/lib/sanitize';
import type { PostMeta } from '../features/blog/types';

export const previewedFiles = ['posts'] as const satisfies PreviewModule['previewedFiles'];

/** A post's fields as the editor holds them: its front matter, as written, and its Markdown body. */
type PostDraft = Partial<Record<keyof PostMeta | 'body', string>>;

/** A picture of the media library is written by its file name; the studio serves the draft's. */
function withPictures(html: string, assetUrl: (name: string) => string): string {
  return html.replace(
    /(<img\b[^>]*?\bsrc=")([^"]+)"/g,
    (_, start: string, name: string) => `${start}${assetUrl(name)}"`,
  );
}

export default function BlogPreview({ lang, data, assetUrl }: ContentPreviewProps) {
  const draft = (data ?? {}) as PostDraft;
  const html = useMemo(() => markdownToHtml(draft.body ?? ''), [draft.body]);
  const body = useMemo(
    () => ({ body: sanitizePostHtml(withPictures(html, assetUrl)), attempt: 0, retry: () => undefined }),
    [html, assetUrl],
  );
  // A date not yet chosen reads as today's, as the post would if published now.
  const publishedAt = draft.publishedAt || new Date().toISOString().slice(0, 10);
  const post: PostMeta = {
    id: `${draft.translationKey ?? 'draft'}-${lang}`,
    slug: draft.slug ?? '',
    translationKey: draft.translationKey ?? '',
    language: lang,
    title: draft.title ?? '',
    excerpt: draft.excerpt ?? '',
    author: draft.author ?? '',
    publishedAt,
    publishedLabel: formatPostDate(publishedAt, lang),
    image: draft.image ? assetUrl(draft.image) : '',
    // Where it is shown, a post's picture fills the column at 16:9 whatever its file's size.
    imageWidth: 1280,
    imageHeight: 720,
    imageAlt: draft.imageAlt ?? '',
    category: draft.category ?? '',
    readTime: readTimeOf(html, lang),
    tags: (draft.tags ?? '')
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    file: 'draft',
  };
  return (
    <MemoryRouter initialEntries={[postPath(post)]}>
      <PostArticle post={post} body={body} />
    </MemoryRouter>
  );
}
