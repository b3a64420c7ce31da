import { content } from '@intenta/test-helpers/content';
import { act, render, screen, fireEvent } from '@testing-library/react';
import { useDemoDialog, withSiteText } from 'shared';
import { Hero } from './Hero';
import { hero as heroEn } from '../content/hero.en';
import { hero as heroEs } from '../content/hero.es';
import { mockReducedMotion } from '@intenta/test-helpers/media';

// The copy as the page gets it: `{brand}` filled from the site configuration.
const en = withSiteText(heroEn);
const es = withSiteText(heroEs);

/** How long an example stays (docs/product.md §8): its length × 80 ms + 2000 ms, within 4000-8000 ms. */
const dwell = (text: string) => Math.min(8000, Math.max(4000, text.length * 80 + 2000));

const query = () => screen.getByTestId('hero-query').textContent;
const activeImage = () => document.querySelector('img[data-active="true"]') as HTMLImageElement;

describe('Hero', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => vi.useRealTimers());

  it('has the headline, the claims and the six examples of each language', () => {
    render(<Hero content={en} />);
    const file = content('mf-home', 'hero', 'en');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(file.headline);
    expect(screen.getByText(file.lead)).toBeTruthy();
    for (const claim of file.claims) expect(screen.getByText(claim)).toBeTruthy();
    // What each language's module brings is what its file says (the images as published files).
    const queries = (examples: { query: string }[]) => examples.map((e) => e.query);
    expect(queries(en.examples)).toEqual(queries(file.examples));
    expect(queries(es.examples)).toEqual(queries(content('mf-home', 'hero', 'es').examples));
    expect(es.examples.map((e) => e.image)).not.toEqual(en.examples.map((e) => e.image));
    // Each language's module has the screenshots its file names (content/hero.<lang>.json).
    for (const e of [...en.examples, ...es.examples]) expect(e.image).toMatch(/svg/);
  });

  it('types one character every 80 ms after 200 ms, then stops the cursor blinking', () => {
    render(<Hero content={en} />);
    const text = en.examples[0]!.query;
    expect(query()).toBe('');
    act(() => vi.advanceTimersByTime(279));
    expect(query()).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(query()).toBe(text.slice(0, 1));
    act(() => vi.advanceTimersByTime(80 * 4));
    expect(query()).toBe(text.slice(0, 5));
    expect(screen.getByTestId('hero-cursor').dataset.done).toBe('false');
    act(() => vi.advanceTimersByTime(80 * text.length));
    expect(query()).toBe(text);
    expect(screen.getByTestId('hero-cursor').dataset.done).toBe('true');
  });

  it('keeps each example for its dwell time, pairs it with its screenshot and loops', () => {
    render(<Hero content={en} />);
    expect(activeImage().getAttribute('src') === en.examples[0]!.image).toBe(true);
    expect(activeImage().getAttribute('loading')).toBe('eager');
    const first = en.examples[0]!.query;
    act(() => vi.advanceTimersByTime(dwell(first) - 1));
    expect(query()).toBe(first);
    act(() => vi.advanceTimersByTime(1));
    expect(query()).toBe('');
    expect(activeImage().getAttribute('src') === en.examples[1]!.image).toBe(true);
    expect(activeImage().alt).toContain(en.examples[1]!.query);
    for (const e of en.examples.slice(1)) {
      act(() => vi.advanceTimersByTime(dwell(e.query)));
    }
    expect(activeImage().getAttribute('src') === en.examples[0]!.image).toBe(true);
    for (const img of document.querySelectorAll('img')) {
      expect(img.getAttribute('width')).toBe('480');
      expect(img.getAttribute('height')).toBe('320');
    }
  });

  it('pause holds the current example', () => {
    render(<Hero content={en} />);
    fireEvent.click(screen.getByRole('button', { name: en.pauseDemo }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(query()).toBe(en.examples[0]!.query);
    expect(screen.getByRole('button', { name: en.playDemo })).toBeTruthy();
  });

  it('shows whole queries under reduced motion', () => {
    mockReducedMotion(true);
    render(<Hero content={es} />);
    expect(query()).toBe(es.examples[0]!.query);
    expect(screen.getByTestId('hero-cursor').dataset.done).toBe('true');
  });

  it('opens the demo dialog with the language label; the secondary link uses the configuration', () => {
    render(<Hero content={es} />);
    fireEvent.click(screen.getByRole('button', { name: es.primaryCta }));
    expect(useDemoDialog.getState()).toMatchObject({ open: true, source: 'demo_section_es' });
    const link = screen.getByTestId('hero-secondary');
    expect(link.getAttribute('href')).toBe('https://www.linkedin.example/posts/intenta-lanzamiento');
    expect(link.getAttribute('target')).toBe('_blank');
  });
});
