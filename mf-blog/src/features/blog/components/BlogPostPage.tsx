import { css } from '@linaria/core';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Suspense, use, useMemo, type MouseEvent } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, buttonClass, Container, Lead, Section, Spinner, usePageMeta, type PageProps } from 'shared';
import { notFoundPageMeta, postPageMeta } from '../meta';
import allPosts from '../api/post-index';
import { blogBasePath, findPost, isInternalPath } from '../lib/posts';
import { copy } from '../content';
import { usePostBody, type PostBodyRequest } from '../hooks/usePostBody';
import type { PostMeta } from '../types';
import { badgeClass, metaRowClass, PostAuthor, PostDate, PostReadTime, stateBoxClass } from './post-ui';
import { articleBodyClass } from './article-body';

const narrowClass = css`
  max-width: 46rem;
  margin-inline: auto;
`;

const headerClass = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
  margin: var(--space-6) 0 var(--space-8);
`;

const titleClass = css`
  margin: 0;
  font-size: var(--text-3xl);
  line-height: 1.2;

  @media (min-width: 768px) {
    font-size: var(--text-4xl);
  }
`;

const excerptClass = css`
  max-width: none;
  margin: 0;
`;

const heroClass = css`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  margin-bottom: var(--space-8);
  border-radius: var(--radius-lg);
  background: var(--color-surface);
`;

const loadingClass = css`
  display: flex;
  justify-content: center;
  padding: var(--space-12) 0;
  color: var(--color-primary);
`;

const tagsClass = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2);
  margin: var(--space-8) 0;
  padding-top: var(--space-6);
  border-top: 1px solid var(--color-border);

  & ul {
    display: contents;
  }

  & li {
    list-style: none;
    padding: var(--space-1) var(--space-3);
    border-radius: var(--radius-full);
    background: var(--color-surface-strong);
    font-size: var(--text-sm);
  }
`;

const tagsLabelClass = css`
  font-weight: 600;
`;

function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={buttonClass({ variant: 'ghost' })}>
      <ArrowLeft size={18} aria-hidden="true" />
      {label}
    </Link>
  );
}

function PostView({ post }: { post: PostMeta }) {
  return <PostArticle post={post} body={usePostBody(post.file)} />;
}

/** The post's category, title, excerpt, author, date and reading time. */
function PostHeader({ post, by }: { post: PostMeta; by: string }) {
  return (
    <header className={headerClass}>
      <div>
        <span className={badgeClass}>{post.category}</span>
      </div>
      <h1 className={titleClass}>{post.title}</h1>
      <Lead className={excerptClass}>{post.excerpt}</Lead>
      <div className={metaRowClass}>
        <PostAuthor author={post.author} prefix={by} />
        <PostDate post={post} />
        <PostReadTime readTime={post.readTime} />
      </div>
    </header>
  );
}

function PostTags({ label, tags }: { label: string; tags: string[] }) {
  return (
    <div className={tagsClass}>
      <span className={tagsLabelClass}>{label}</span>
      <ul>
        {tags.map((tag) => (
          <li key={tag}>{tag}</li>
        ))}
      </ul>
    </div>
  );
}

/** A post: its header, picture, body (or the body's loading and error states) and tags. */
export function PostArticle({ post, body }: { post: PostMeta; body: PostBodyRequest }) {
  const lang = post.language;
  const t = copy[lang].post;
  const meta = useMemo(() => postPageMeta(post, allPosts), [post]);
  usePageMeta(meta);
  const back = blogBasePath(lang);

  return (
    <article data-testid="blog-post" lang={lang}>
      <BackLink to={back} label={t.back} />
      <PostHeader post={post} by={t.by} />
      <img
        className={heroClass}
        src={post.image}
        // A photo's copies (content-model/pictures.mjs); the column is at most 46rem wide.
        srcSet={post.imageSrcSet}
        sizes={post.imageSrcSet ? '(min-width: 46rem) 46rem, 100vw' : undefined}
        alt={post.imageAlt}
        width={post.imageWidth}
        height={post.imageHeight}
        fetchPriority="high"
      />
      {/* A body whose chunk failed to load: the message and its retry, in place of the body. */}
      <ErrorBoundary
        key={body.attempt}
        fallback={
          <div className={stateBoxClass} role="alert">
            <p>{t.bodyError}</p>
            <Button variant="secondary" onClick={body.retry}>
              {t.retry}
            </Button>
          </div>
        }
      >
        <Suspense
          fallback={
            <div className={loadingClass} data-testid="post-loading">
              <Spinner label={t.loading} size={40} />
            </div>
          }
        >
          <PostBody file={post.file} body={body.body} />
        </Suspense>
      </ErrorBoundary>
      <PostTags label={t.tags} tags={post.tags} />
      <BackLink to={back} label={t.back} />
    </article>
  );
}

function PostBody({ file, body }: { file: string; body: Promise<string> | string }) {
  const html = typeof body === 'string' ? body : use(body);
  const navigate = useNavigate();

  // Links of the body to our own pages stay in the app (no full reload).
  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!href || !isInternalPath(href) || link?.target || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };

  return (
    <div
      data-testid="post-body"
      data-post-file={file}
      className={articleBodyClass}
      onClick={followInternalLink}
      // Opened in the app: sanitised by DOMPurify (lib/sanitize.ts). Served: sanitised at build time.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

function NotFound({ lang, slug }: PageProps & { slug: string }) {
  const t = copy[lang].post;
  const meta = useMemo(() => notFoundPageMeta(lang, slug), [lang, slug]);
  usePageMeta(meta);
  return (
    <div className={stateBoxClass} data-testid="post-not-found">
      <h1 className={titleClass}>{t.notFoundTitle}</h1>
      <p>{t.notFoundBody}</p>
      <Link to={blogBasePath(lang)} className={buttonClass()}>
        {t.notFoundButton}
      </Link>
    </div>
  );
}

/** `/blog/{slug}` and `/es/blog/{slug}`: looked up by slug and language whenever the slug changes. */
export function BlogPostPage({ lang }: PageProps) {
  const { slug = '' } = useParams();
  const post = useMemo(() => findPost(allPosts, slug, lang), [slug, lang]);
  return (
    <Section>
      <Container>
        <div className={narrowClass}>
          {post ? <PostView key={post.id} post={post} /> : <NotFound lang={lang} slug={slug} />}
        </div>
      </Container>
    </Section>
  );
}
