import { css, cx } from '@linaria/core';
import { Link } from 'react-router-dom';
import { visuallyHiddenClass, type Lang } from 'shared';
import { postPath } from '../lib/posts';
import { copy } from '../content';
import type { PostMeta } from '../types';
import { badgeClass, metaRowClass, PostAuthor, PostDate, PostReadTime } from './post-ui';

const cardRootClass = css`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  background: var(--color-bg);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-lg);
  box-shadow: var(--shadow-sm);
  transition: box-shadow 0.2s ease;

  &:hover {
    box-shadow: var(--shadow-md);
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const cardImageClass = css`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: var(--color-surface);
`;

const cardBodyClass = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  flex: 1;
  padding: var(--space-6);
`;

const topRowClass = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2);
`;

/** Cut to a number of lines with an ellipsis (the number is set by the class using it). */
const clampClass = css`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const titleClass = css`
  margin: 0;
  font-size: var(--text-xl);
  line-height: 1.35;
  -webkit-line-clamp: 2;
  line-clamp: 2;
`;

const excerptClass = css`
  margin: 0;
  color: var(--color-text-muted);
  -webkit-line-clamp: 3;
  line-clamp: 3;
`;

const cardFooterClass = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
  margin-top: auto;
  padding-top: var(--space-2);
`;

const readMoreClass = css`
  align-self: flex-start;
  font-weight: 600;
  color: var(--color-primary);
  text-underline-offset: 0.2em;

  &:hover {
    color: var(--color-primary-hover);
  }
`;

export function PostCard({ post, lang, eager }: { post: PostMeta; lang: Lang; eager: boolean }) {
  const t = copy[lang].list;
  return (
    <article className={cardRootClass} data-testid="post-card">
      <img
        className={cardImageClass}
        src={post.image}
        // A photo's copies (content-model/pictures.mjs); a card is at most 24rem wide.
        srcSet={post.imageSrcSet}
        sizes={post.imageSrcSet ? '(min-width: 48rem) 24rem, 100vw' : undefined}
        alt={post.imageAlt}
        width={post.imageWidth}
        height={post.imageHeight}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className={cardBodyClass}>
        <div className={topRowClass}>
          <span className={badgeClass}>{post.category}</span>
          <PostReadTime readTime={post.readTime} />
        </div>
        <h2 className={cx(clampClass, titleClass)}>{post.title}</h2>
        <p className={cx(clampClass, excerptClass)}>{post.excerpt}</p>
        <div className={cardFooterClass}>
          <div className={metaRowClass}>
            <PostAuthor author={post.author} />
            <PostDate post={post} />
          </div>
          {/* The title completes the link's text for screen readers and crawlers alike. */}
          <Link className={readMoreClass} to={postPath(post)}>
            {t.readMore}
            <span className={visuallyHiddenClass}>: {post.title}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
