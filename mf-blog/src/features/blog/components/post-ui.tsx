import { css } from '@linaria/core';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Clock from 'lucide-react/icons/clock';
import UserRound from 'lucide-react/icons/user-round';
import type { PostMeta } from '../types';

/** Category badge of a card and of a post. */
export const badgeClass = css`
  display: inline-block;
  padding: var(--space-1) var(--space-3);
  border-radius: var(--radius-full);
  background: var(--color-accent-soft);
  color: #134e4a;
  font-size: var(--text-sm);
  font-weight: 600;
  line-height: 1.4;
`;

export const metaRowClass = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2) var(--space-4);
`;

/** Author, date or read time, with its icon. */
const metaItemClass = css`
  display: inline-flex;
  align-items: center;
  gap: var(--space-1);
  color: var(--color-text-muted);
  font-size: var(--text-sm);
`;

/** The centred message block of the empty, no-results and not-found states. */
export const stateBoxClass = css`
  max-width: 36rem;
  margin: var(--space-8) auto;
  padding: var(--space-8) var(--space-6);
  text-align: center;
  background: var(--color-surface);
  border-radius: var(--radius-lg);

  & > * + * {
    margin-top: var(--space-3);
  }

  & p {
    margin-bottom: 0;
    color: var(--color-text-muted);
  }
`;

/** Author, with an optional "By" / "Por" before the name. */
export function PostAuthor({ author, prefix }: { author: string; prefix?: string }) {
  return (
    <span className={metaItemClass}>
      <UserRound size={16} aria-hidden="true" />
      {prefix ? `${prefix} ${author}` : author}
    </span>
  );
}

/** Publication date in long form for the page's language. */
export function PostDate({ post }: { post: Pick<PostMeta, 'publishedAt' | 'publishedLabel'> }) {
  return (
    <span className={metaItemClass}>
      <CalendarDays size={16} aria-hidden="true" />
      <time dateTime={post.publishedAt}>{post.publishedLabel}</time>
    </span>
  );
}

export function PostReadTime({ readTime }: { readTime: string }) {
  return (
    <span className={metaItemClass}>
      <Clock size={16} aria-hidden="true" />
      {readTime}
    </span>
  );
}
