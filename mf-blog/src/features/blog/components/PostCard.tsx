import { styled } from '@linaria/react';
import { CalendarDays, Clock, UserRound } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Lang } from 'shared';
import { formatPostDate, postPath } from '../api/posts';
import { copy } from '../content/copy';
import type { PostMeta } from '../types';
import { Badge, MetaItem, MetaRow } from './post-ui';

const CardRoot = styled.article`
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

const CardImage = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: var(--color-surface);
`;

const CardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  flex: 1;
  padding: var(--space-6);
`;

const TopRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2);
`;

const Title = styled.h2`
  margin: 0;
  font-size: var(--text-xl);
  line-height: 1.35;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  overflow: hidden;
`;

const Excerpt = styled.p`
  margin: 0;
  color: var(--color-text-muted);
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  line-clamp: 3;
  overflow: hidden;
`;

const ReadMore = styled(Link)`
  margin-top: auto;
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
    <CardRoot data-testid="post-card">
      <CardImage
        src={post.image}
        alt={post.imageAlt}
        width={640}
        height={360}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <CardBody>
        <TopRow>
          <Badge>{post.category}</Badge>
          <MetaItem>
            <Clock size={16} aria-hidden="true" />
            {post.readTime}
          </MetaItem>
        </TopRow>
        <Title>{post.title}</Title>
        <Excerpt>{post.excerpt}</Excerpt>
        <MetaRow>
          <MetaItem>
            <UserRound size={16} aria-hidden="true" />
            {post.author}
          </MetaItem>
          <MetaItem>
            <CalendarDays size={16} aria-hidden="true" />
            <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt, lang)}</time>
          </MetaItem>
        </MetaRow>
        <ReadMore to={postPath(post)} aria-label={t.readMoreLabel(post.title)}>
          {t.readMore}
        </ReadMore>
      </CardBody>
    </CardRoot>
  );
}
