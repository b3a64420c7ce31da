import {
  absoluteUrl,
  breadcrumbList,
  getSiteConfig,
  homePath,
  otherLang,
  siteText,
  type JsonLd,
  type Lang,
  type PageMeta,
} from 'shared';
import { copy } from './content';
import type { PostMeta } from './types';
import { feedLink } from './lib/feed';
import { blogBasePath, postPath, translationOf } from './lib/posts';

function absolute(pathOrUrl: string): string {
  return absoluteUrl(getSiteConfig().siteUrl, pathOrUrl);
}

/** The list page: `/blog` ↔ `/es/blog`, with a Blog + ItemList of the language's posts. */
export function listPageMeta(lang: Lang, posts: readonly PostMeta[]): PageMeta {
  const t = copy[lang].list;
  const path = blogBasePath(lang);
  return {
    lang,
    title: siteText(t.metaTitle),
    description: siteText(t.metaDescription),
    keywords: t.keywords.map(siteText),
    path,
    alternatePath: blogBasePath(otherLang(lang)),
    type: 'website',
    feeds: [feedLink(lang)],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Blog',
        name: siteText(t.blogName),
        headline: t.heading,
        description: t.metaDescription,
        url: absolute(path),
        inLanguage: lang,
        mainEntity: {
          '@type': 'ItemList',
          itemListOrder: 'https://schema.org/ItemListOrderDescending',
          numberOfItems: posts.length,
          itemListElement: posts.map((post, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            url: absolute(postPath(post)),
            name: post.title,
          })),
        },
      },
    ],
  };
}

/** A post: canonical path, alternate = its translated pair (else the other language's list). */
export function postPageMeta(post: PostMeta, posts: readonly PostMeta[]): PageMeta {
  const lang = post.language;
  const t = copy[lang].post;
  const pair = translationOf(posts, post);
  const path = postPath(post);
  const { brandName } = getSiteConfig();
  const posting: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    identifier: post.slug,
    headline: post.title,
    description: post.excerpt,
    image: post.image,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: brandName },
    datePublished: post.publishedAt,
    articleSection: post.category,
    keywords: post.tags.join(', '),
    inLanguage: lang,
    url: absolute(path),
    mainEntityOfPage: absolute(path),
  };
  const breadcrumbs = breadcrumbList(getSiteConfig().siteUrl, [
    { name: t.breadcrumbHome, path: homePath(lang) },
    { name: t.breadcrumbBlog, path: blogBasePath(lang) },
    { name: post.title, path },
  ]);
  return {
    lang,
    title: post.title,
    description: post.excerpt,
    keywords: post.tags,
    path,
    alternatePath: pair ? postPath(pair) : blogBasePath(otherLang(lang)),
    image: post.image,
    type: 'article',
    feeds: [feedLink(lang)],
    lastModified: post.publishedAt,
    jsonLd: [posting, breadcrumbs],
  };
}

/** An unknown slug: not indexed; the switch goes to the other language's list. */
export function notFoundPageMeta(lang: Lang, slug: string): PageMeta {
  const t = copy[lang].post;
  return {
    lang,
    title: t.notFoundTitle,
    description: t.notFoundMetaDescription,
    path: `${blogBasePath(lang)}/${slug}`,
    alternatePath: blogBasePath(otherLang(lang)),
    robots: 'noindex',
    type: 'website',
  };
}
