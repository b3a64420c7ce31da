import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { css, cx } from '@linaria/core';
import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import {
  buttonClass,
  getSiteConfig,
  homePath,
  IS_SERVER,
  isServedRender,
  langFromPath,
  openDemoDialog,
  otherLang,
  siteText,
  usePageMetaStore,
  visuallyHiddenClass,
  type Lang,
} from 'shared';
import { storePreferredLanguage } from '../../../lib/language-storage';
import { headerToggleTarget } from '../../../lib/language-preference';
import { headAlternatePath } from '../../../lib/served-head';
import { chromeCopy, toggleCopy } from '../content';

/** docs/product.md §5: the header turns compact once the page is scrolled more than 50 px. */
const SCROLLED_THRESHOLD = 50;

const barClass = css`
  position: fixed;
  inset: 0 0 auto;
  z-index: 50;
  background: rgb(255 255 255 / 0.96);
  border-bottom: 1px solid transparent;
  transition:
    box-shadow 0.2s ease,
    border-color 0.2s ease;

  &[data-scrolled='true'] {
    box-shadow: var(--shadow-md);
    border-bottom-color: var(--color-border);
  }
`;

const innerClass = css`
  display: flex;
  align-items: center;
  gap: var(--space-4);
  max-width: var(--container-max);
  height: var(--header-height);
  margin-inline: auto;
  padding-inline: var(--space-4);
  transition: height 0.2s ease;

  [data-scrolled='true'] > & {
    height: 3.75rem;
  }

  @media (min-width: 768px) {
    padding-inline: var(--space-8);
  }

  /* Tablets: the links take a second row (--header-height grows to match, see tokens). */
  @media (min-width: 768px) and (max-width: 1199.98px) {
    flex-wrap: wrap;
    row-gap: var(--space-1);
    height: auto;
    padding-block: var(--space-3);

    [data-scrolled='true'] > & {
      height: auto;
      padding-block: var(--space-2);
    }
  }
`;

const navRowClass = css`
  @media (min-width: 768px) and (max-width: 1199.98px) {
    order: 10;
    flex-basis: 100%;
    overflow-x: auto;
  }
`;

const brandClass = css`
  margin-inline-end: auto;
  font-size: var(--text-xl);
  font-weight: 800;
  letter-spacing: -0.02em;
  color: var(--color-text);
  text-decoration: none;

  span {
    color: var(--color-primary);
  }
`;

const desktopOnlyClass = css`
  @media (max-width: 767.98px) {
    display: none !important;
  }
`;

const mobileOnlyClass = css`
  @media (min-width: 768px) {
    display: none !important;
  }
`;

const navListClass = css`
  display: flex;
  align-items: center;
  gap: var(--space-1);
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: block;
    padding: var(--space-2);
    border-radius: var(--radius-sm);
    color: var(--color-text);
    font-size: var(--text-sm);
    font-weight: 500;
    text-decoration: none;
    white-space: nowrap;
  }

  a:hover,
  a[aria-current='page'] {
    color: var(--color-primary);
  }
`;

const toggleLinkClass = css`
  display: inline-grid;
  place-items: center;
  min-width: 2.75rem;
  min-height: 2.75rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-full);
  color: var(--color-text);
  font-size: var(--text-sm);
  font-weight: 700;
  text-decoration: none;
`;

const menuButtonClass = css`
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-bg);
  color: var(--color-text);
  cursor: pointer;
`;

const panelClass = css`
  max-height: calc(100dvh - var(--header-height));
  overflow-y: auto;
  padding: var(--space-2) var(--space-4) var(--space-6);
  border-top: 1px solid var(--color-border);
  background: var(--color-bg);

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li a {
    display: block;
    padding: var(--space-3) var(--space-2);
    border-bottom: 1px solid var(--color-surface-strong);
    color: var(--color-text);
    font-weight: 500;
    text-decoration: none;
  }

  button {
    width: 100%;
    margin-top: var(--space-4);
  }
`;

/** `/blog` is current on `/blog` and on a post under it. */
function isCurrent(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLLED_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return scrolled;
}

/**
 * The page's counterpart in the other language, found as the footer switch finds it: what the
 * page declared (in the prerender step, declared by the time the page is rendered again), else,
 * while a served page hydrates, what its served head declares.
 */
function usePageCounterpart(lang: Lang, pathname: string): string | null {
  const declared = usePageMetaStore((s) => s.meta);
  const meta = IS_SERVER ? usePageMetaStore.getState().meta : declared;
  if (meta) return meta.alternatePath;
  return !IS_SERVER && isServedRender(pathname) ? headAlternatePath(otherLang(lang)) : null;
}

/** The menu closes on any navigation (a new location `key`) and on Escape, focus back on its button. */
function useMenuClosing(menuOpen: boolean, setMenuOpen: (open: boolean) => void, key: string) {
  useEffect(() => setMenuOpen(false), [key, setMenuOpen]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || document.querySelector('dialog[open]')) return;
      setMenuOpen(false);
      document.getElementById('site-menu-button')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen, setMenuOpen]);
}

/**
 * The section links, one list item each; `onChoose` runs on a click. A link is the current
 * page unless it points at an anchor.
 */
function NavLinks({
  nav,
  pathname,
  onChoose,
}: {
  nav: (typeof chromeCopy)[Lang]['nav'];
  pathname: string;
  onChoose?: () => void;
}) {
  return nav.map((entry) => (
    <li key={entry.to}>
      <Link
        to={entry.to}
        onClick={onChoose}
        aria-current={!entry.to.includes('#') && isCurrent(pathname, entry.to) ? 'page' : undefined}
      >
        {entry.label}
      </Link>
    </li>
  ));
}

/** The link to the page in the other language, `to`; following it stores that language. */
function LanguageToggle({ to }: { to: string }) {
  const toggleLang = langFromPath(to);
  const toggle = toggleCopy[toggleLang];
  return (
    <Link
      to={to}
      className={toggleLinkClass}
      hrefLang={toggleLang}
      lang={toggleLang}
      data-testid="header-language-toggle"
      onClick={() => storePreferredLanguage(toggleLang)}
    >
      {toggle.short}
      <span className={visuallyHiddenClass}> ({toggle.label})</span>
    </Link>
  );
}

/**
 * The fixed site header: section links (smooth scroll on home, `/#anchor`
 * elsewhere, both through the hash-scroll rule), the language toggle and the
 * demo button. Below 768 px the links move into a toggle menu.
 */
export function Header({ lang }: { lang: Lang }) {
  const { pathname, key } = useLocation();
  const t = chromeCopy[lang];
  const { brandName } = getSiteConfig();
  const scrolled = useScrolled();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleTo = headerToggleTarget(pathname, lang, usePageCounterpart(lang, pathname));

  useMenuClosing(menuOpen, setMenuOpen, key);

  return (
    <header className={barClass} data-testid="site-header" data-scrolled={scrolled}>
      <div className={innerClass}>
        <Link to={homePath(lang)} className={brandClass} aria-label={siteText(t.homeLabel)}>
          {brandName.slice(0, -1)}
          <span>{brandName.slice(-1)}</span>
        </Link>
        <nav aria-label={t.mainNav} className={cx(navRowClass, desktopOnlyClass)}>
          <ul className={navListClass}>
            <NavLinks nav={t.nav} pathname={pathname} />
          </ul>
        </nav>
        <LanguageToggle to={toggleTo} />
        <button
          type="button"
          className={cx(buttonClass(), desktopOnlyClass)}
          onClick={() => openDemoDialog('header_desktop')}
        >
          {t.demo}
        </button>
        <button
          type="button"
          id="site-menu-button"
          className={cx(menuButtonClass, mobileOnlyClass)}
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          onClick={() => setMenuOpen((o) => !o)}
        >
          {menuOpen ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
          <span className={visuallyHiddenClass}>{t.menu}</span>
        </button>
      </div>
      <div id="site-menu" className={cx(panelClass, mobileOnlyClass)} hidden={!menuOpen}>
        <nav aria-label={t.mainNav}>
          <ul>
            <NavLinks nav={t.nav} pathname={pathname} onChoose={() => setMenuOpen(false)} />
          </ul>
        </nav>
        <button type="button" className={buttonClass()} onClick={() => openDemoDialog('header_mobile')}>
          {t.demo}
        </button>
      </div>
    </header>
  );
}
