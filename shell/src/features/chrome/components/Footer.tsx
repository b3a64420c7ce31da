import { Link } from 'react-router-dom';
import { css } from '@linaria/core';
import {
  getSiteConfig,
  localePath,
  otherLang,
  usePageMetaStore,
  visuallyHiddenClass,
  type Lang,
} from 'shared';
import { storePreferredLanguage } from '../../../lib/language-storage';
import { languageSwitchTarget } from '../../../lib/language-preference';
import { headAlternatePath } from '../../../lib/served-head';
import { chromeCopy } from '../content';

const footerClass = css`
  margin-top: var(--space-16);
  background: var(--color-dark);
  color: var(--color-dark-text);

  a,
  button {
    color: inherit;
  }

  a:hover,
  button:hover {
    color: #fff;
  }
`;

const gridClass = css`
  display: grid;
  gap: var(--space-8);
  max-width: var(--container-max);
  margin-inline: auto;
  padding: var(--space-12) var(--space-4) var(--space-8);
  grid-template-columns: 1fr;

  @media (min-width: 640px) {
    grid-template-columns: repeat(2, 1fr);
  }

  @media (min-width: 1024px) {
    grid-template-columns: 1.4fr repeat(3, 1fr);
    padding-inline: var(--space-8);
  }

  h2 {
    margin: 0 0 var(--space-3);
    font-size: var(--text-base);
    color: #fff;
  }

  * + h2 {
    margin-top: var(--space-6);
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: var(--space-1);
  }

  li > a,
  li > button {
    display: inline-block;
    padding-block: var(--space-1);
  }

  p,
  address {
    margin: 0 0 var(--space-2);
    font-style: normal;
  }
`;

const brandClass = css`
  font-size: var(--text-2xl);
  font-weight: 800;
  color: #fff;
`;

const linkButtonClass = css`
  border: 0;
  padding: 0;
  background: none;
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

const bottomClass = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-4);
  max-width: var(--container-max);
  margin-inline: auto;
  padding: var(--space-6) var(--space-4);
  border-top: 1px solid rgb(229 231 235 / 0.2);
  font-size: var(--text-sm);

  p {
    margin: 0;
  }

  @media (min-width: 1024px) {
    padding-inline: var(--space-8);
  }
`;

const switchButtonClass = css`
  min-height: 2.75rem;
  padding: var(--space-2) var(--space-6);
  border: 1px solid rgb(229 231 235 / 0.5);
  border-radius: var(--radius-full);
  background: transparent;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

/** Goes to the page's declared equivalent in the other language with a full reload. */
function switchLanguage(lang: Lang): void {
  const target = otherLang(lang);
  storePreferredLanguage(target);
  const meta = usePageMetaStore.getState().meta;
  // A served page's part can hydrate after the footer: until it has declared
  // its metadata, the head it was served with declares the counterpart.
  const alternatePath = meta ? meta.alternatePath : headAlternatePath(target);
  window.location.assign(languageSwitchTarget(lang, alternatePath));
}

type FooterCopy = (typeof chromeCopy)[Lang]['footer'];
type SiteConfig = ReturnType<typeof getSiteConfig>;

/** The company column: investors, the legal pages and the cookie settings. */
function CompanyLinks({
  lang,
  f,
  investorsUrl,
  onOpenCookies,
}: {
  lang: Lang;
  f: FooterCopy;
  investorsUrl: string;
  onOpenCookies: () => void;
}) {
  return (
    <nav aria-labelledby="footer-company">
      <h2 id="footer-company">{f.company}</h2>
      <ul>
        <li>
          <a href={investorsUrl} target="_blank" rel="noopener noreferrer">
            {f.investors} <span className={visuallyHiddenClass}>{f.newTab}</span>
          </a>
        </li>
        <li>
          <Link to={localePath(lang, '/privacy')}>{f.privacy}</Link>
        </li>
        <li>
          <Link to={localePath(lang, '/terms')}>{f.terms}</Link>
        </li>
        <li>
          <button type="button" className={linkButtonClass} aria-haspopup="dialog" onClick={onOpenCookies}>
            {f.cookies}
          </button>
        </li>
      </ul>
    </nav>
  );
}

/** The contact column: email, postal address and the social profiles. */
function ContactColumn({ config, f }: { config: SiteConfig; f: FooterCopy }) {
  const social = [
    ['LinkedIn', config.social.linkedin],
    ['Instagram', config.social.instagram],
    ['X', config.social.x],
    ['YouTube', config.social.youtube],
  ] as const;
  return (
    <div>
      <h2>{f.contact}</h2>
      <p>
        {f.emailLabel}: <a href={`mailto:${config.contactEmail}`}>{config.contactEmail}</a>
      </p>
      <address>{config.postalAddress}</address>
      <h2>{f.follow}</h2>
      <ul>
        {social.map(([name, href]) => (
          <li key={name}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${config.brandName} ${name} ${f.newTab}`}
            >
              {name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer({ lang, onOpenCookies }: { lang: Lang; onOpenCookies: () => void }) {
  const config = getSiteConfig();
  const t = chromeCopy[lang];
  const f = t.footer;

  return (
    <footer className={footerClass} data-testid="site-footer">
      <div className={gridClass}>
        <div>
          <p className={brandClass}>{config.brandName}</p>
          <p>{f.tagline}</p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links">{f.quickLinks}</h2>
          <ul>
            {t.nav.map((entry) => (
              <li key={entry.to}>
                <Link to={entry.to}>{entry.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <CompanyLinks lang={lang} f={f} investorsUrl={config.investorsUrl} onOpenCookies={onOpenCookies} />
        <ContactColumn config={config} f={f} />
      </div>
      <div className={bottomClass}>
        <p>
          © {new Date().getFullYear()} {config.brandName}. {f.rights}
        </p>
        <button
          type="button"
          className={switchButtonClass}
          lang={otherLang(lang)}
          title={f.switchHint}
          data-testid="footer-language-switch"
          onClick={() => switchLanguage(lang)}
        >
          {f.switchLabel}
        </button>
      </div>
    </footer>
  );
}
