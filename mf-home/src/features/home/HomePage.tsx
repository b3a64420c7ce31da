import { Suspense, use, useCallback, useEffect, useRef, useState } from 'react';
import { css } from '@linaria/core';
import { useLocation } from 'react-router-dom';
import { usePageMeta, useReducedMotion, visuallyHidden, type PageProps } from 'shared';
import { BELOW_FOLD_BLOCKS, blockIndexForHash } from './blocks';
import { Hero } from './components/Hero';
import { LazyBlock } from './components/LazyBlock';
import { ReadySignal } from './components/ReadySignal';
import { loadHero, loadSections } from './content/load';
import type { FaqItem } from './content/types';
import { homeMeta } from './meta';

const LAST_BLOCK = BELOW_FOLD_BLOCKS.length - 1;

const skeleton = css`
  min-height: 40rem;
`;

/** The English (`/`) and Spanish (`/es`) home page. */
export function HomePage({ lang }: PageProps) {
  return (
    <Suspense
      fallback={
        <section className={skeleton} aria-busy="true">
          <span className={visuallyHidden}>{lang === 'es' ? 'Cargando…' : 'Loading…'}</span>
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

  // Blocks load in order up to the furthest one that came near the viewport;
  // a section in the address, or reduced motion, loads them all (decision 020).
  const [nearUpTo, setNearUpTo] = useState(-1);
  const upTo = reduced || hashIndex >= 0 ? LAST_BLOCK : nearUpTo;
  const onNear = useCallback((index: number) => setNearUpTo((n) => Math.max(n, index)), []);

  const [faq, setFaq] = useState<{ lang: string; items: FaqItem[] } | null>(null);
  // Block 0 (video) takes its copy from the hero module; the others share the
  // below-the-fold copy, which also completes the metadata with the FAQ.
  const belowLoading = upTo >= 1;
  useEffect(() => {
    if (!belowLoading) return;
    let live = true;
    loadSections(lang).then((s) => live && setFaq({ lang, items: s.faq.items }));
    return () => {
      live = false;
    };
  }, [lang, belowLoading]);
  usePageMeta(homeMeta(hero, faq?.lang === lang ? faq.items : null));

  // Once every block up to the hash's section is in place, bring that section
  // into view (the shell's hash scroll may have run while they were loading).
  const [ready, setReady] = useState<ReadonlySet<number>>(() => new Set());
  const onReady = useCallback(
    (index: number) => setReady((r) => (r.has(index) ? r : new Set(r).add(index))),
    [],
  );
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
      {BELOW_FOLD_BLOCKS.map(({ key, anchor, minHeight, Component }, index) => {
        const id = hero.ids[anchor];
        return (
          <LazyBlock
            key={key}
            index={index}
            id={id}
            minHeight={minHeight}
            active={index <= upTo}
            onNear={onNear}
          >
            <Component lang={lang} hero={hero} id={id} />
            <ReadySignal index={index} onReady={onReady} />
          </LazyBlock>
        );
      })}
    </>
  );
}
