import { Suspense, use, useCallback, useEffect, useRef, useState } from 'react';
import { css } from '@linaria/core';
import { useLocation } from 'react-router-dom';
import {
  IS_SERVER,
  useIsServedRender,
  whenBlockReleased,
  usePageMeta,
  useReducedMotion,
  visuallyHiddenClass,
  type PageProps,
} from 'shared';
import { BELOW_FOLD_BLOCKS, blockIndexForHash } from './blocks';
import { Hero } from './Hero';
import { LazyBlock } from './LazyBlock';
import { markLaidOutBlocks } from './block-size';
import { loadHero, loadSections } from '../content/load';
import type { FaqItem } from '../content/types';
import { homeMeta } from '../meta';

const LAST_BLOCK = BELOW_FOLD_BLOCKS.length - 1;

const skeletonClass = css`
  min-height: 40rem;
`;

/** The English (`/`) and Spanish (`/es`) home page. */
export function HomePage({ lang }: PageProps) {
  return (
    <Suspense
      fallback={
        <section className={skeletonClass} aria-busy="true">
          <span className={visuallyHiddenClass}>{lang === 'es' ? 'Cargando…' : 'Loading…'}</span>
        </section>
      }
    >
      <Home lang={lang} />
    </Suspense>
  );
}

function Home({ lang }: PageProps) {
  const hero = use(loadHero(lang));
  const reduced = useReducedMotion();
  const { hash } = useLocation();
  const hashIndex = blockIndexForHash(hero.ids, hash);
  // A served page has every block in its HTML (decision 060).
  const served = useIsServedRender();

  // Blocks load in order up to the furthest one that came near the viewport;
  // a section in the address, or reduced motion, loads them all (decision 020).
  const [nearUpTo, setNearUpTo] = useState(-1);
  const upTo = served || reduced || hashIndex >= 0 ? LAST_BLOCK : nearUpTo;
  const onNear = useCallback((index: number) => setNearUpTo((n) => Math.max(n, index)), []);

  const [faq, setFaq] = useState<{ lang: string; items: FaqItem[] } | null>(null);
  // Block 0 (video) takes its copy from the hero module; the others share the
  // below-the-fold copy, which also completes the metadata with the FAQ. On a
  // served page it loads when the first block needing it is released, as its
  // blocks hydrate; the served head already has the whole metadata meanwhile.
  const wantsCopy = served || upTo >= 1;
  const firstCopyBlock = hero.ids[BELOW_FOLD_BLOCKS[1].anchor];
  useEffect(() => {
    if (!wantsCopy) return;
    let live = true;
    (served ? whenBlockReleased(firstCopyBlock) : Promise.resolve())
      .then(() => loadSections(lang))
      .then((s) => live && setFaq({ lang, items: s.faq.items }));
    return () => {
      live = false;
    };
  }, [lang, served, wantsCopy, firstCopyBlock]);
  // The prerender step runs no effects: it waits for the copy to declare the FAQ at once.
  const serverFaq = IS_SERVER ? use(loadSections(lang)).faq.items : null;
  const faqItems = serverFaq ?? (faq?.lang === lang ? faq.items : null);
  usePageMeta(served && !faqItems ? null : homeMeta(hero, faqItems));

  // Once every block up to the hash's section is in place, bring that section
  // into view (the shell's hash scroll may have run while they were loading).
  const [ready, setReady] = useState<ReadonlySet<number>>(() => new Set());
  const onReady = useCallback((index: number) => {
    setReady((r) => (r.has(index) ? r : new Set(r).add(index)));
    markLaidOutBlocks();
  }, []);
  // The served blocks were laid out with the document.
  useEffect(markLaidOutBlocks, []);
  const scrolledFor = useRef('');
  useEffect(() => {
    if (hashIndex < 0 || scrolledFor.current === hash) return;
    for (let i = 0; i <= hashIndex; i++) if (!ready.has(i)) return;
    scrolledFor.current = hash;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  }, [hash, hashIndex, ready, reduced]);

  return (
    <>
      <Hero content={hero} />
      {BELOW_FOLD_BLOCKS.map(({ key, anchor, Component }, index) => (
        <LazyBlock
          key={key}
          index={index}
          id={hero.ids[anchor]}
          block={key}
          active={index <= upTo}
          served={served}
          onNear={onNear}
          onReady={onReady}
          Component={Component}
          lang={lang}
          hero={hero}
        />
      ))}
    </>
  );
}
