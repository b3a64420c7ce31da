import { afterEach, describe, expect, it } from 'vitest';
import { PAGES_AHEAD_CAP, pagesAhead, renderPageAhead, subscribePagesAhead } from './pages-ahead';

const paths = () => pagesAhead().map((page) => page.pathname);

describe('pages rendered ahead', () => {
  afterEach(() => {
    // Drop what a test rendered ahead: more pages push the oldest out.
    for (let i = 0; i <= PAGES_AHEAD_CAP; i++) renderPageAhead(`/reset-${i}`, '/');
  });

  it('keeps the last two hidden, never the page shown, each once', () => {
    renderPageAhead('/blog', '/');
    renderPageAhead('/', '/');
    renderPageAhead('/partners', '/');
    renderPageAhead('/blog', '/');
    expect(paths()).toEqual(['/blog', '/partners']);
    renderPageAhead('/es', '/');
    expect(paths()).toEqual(['/partners', '/es']);
  });

  it('keeps the page shown (revealed from ahead) beside two hidden ones', () => {
    renderPageAhead('/blog', '/');
    renderPageAhead('/partners', '/');
    // The visitor is now on /blog, revealed; two more are pointed at.
    renderPageAhead('/es', '/blog');
    expect(paths()).toEqual(['/blog', '/partners', '/es']);
    renderPageAhead('/referral', '/blog');
    expect(paths()).toEqual(['/blog', '/es', '/referral']);
  });

  it('tells its listeners of each change, and stops when unsubscribed', () => {
    let calls = 0;
    const unsubscribe = subscribePagesAhead(() => calls++);
    renderPageAhead('/blog', '/');
    renderPageAhead('/blog', '/');
    unsubscribe();
    renderPageAhead('/partners', '/');
    expect(calls).toBe(1);
  });
});
