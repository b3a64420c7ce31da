import { css } from '@linaria/core';
import { Star } from 'lucide-react';
import { track, visuallyHiddenClass, type Lang } from 'shared';
import { fillIn, type Partner, type PartnersCopy } from '../content';
import { logoPicture } from '../content/logos';
import { useContentDraft } from 'shared/content-draft';

/** Tile colours for partners without a logo; white text on each is at least 4.5:1 (WCAG AA). */
export const TILE_COLOURS = [
  '#4338ca',
  '#0f766e',
  '#b91c1c',
  '#1d4ed8',
  '#7e22ce',
  '#9a3412',
  '#0e7490',
  '#be185d',
];

export function initialsOf(name: string): string {
  return name
    .replace(/[^\p{L}\p{N}]/gu, '')
    .slice(0, 2)
    .toUpperCase();
}

function tileColour(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return TILE_COLOURS[hash % TILE_COLOURS.length]!;
}

const articleClass = css`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  height: 100%;
  padding: var(--space-6);
  background: var(--color-bg);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-lg);
  box-shadow: var(--shadow-sm);
  cursor: pointer;
  transition:
    box-shadow 0.2s ease,
    transform 0.2s ease;

  &:hover {
    box-shadow: var(--shadow-md);
    transform: translateY(-2px);
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;

    &:hover {
      transform: none;
    }
  }
`;

const topClass = css`
  display: flex;
  padding-right: var(--space-8);
  align-items: center;
  gap: var(--space-3);
`;

const tileClass = css`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 3.5rem;
  height: 3.5rem;
  border-radius: var(--radius-md);
  color: #ffffff;
  font-weight: 700;
  font-size: var(--text-xl);
  letter-spacing: 0.04em;
`;

/** The side of a logo as shown (3.5rem), in CSS pixels. */
const LOGO_SIZE = 56;

const logoClass = css`
  flex: none;
  width: 3.5rem;
  height: 3.5rem;
  border-radius: var(--radius-md);
  object-fit: contain;
`;

const nameClass = css`
  margin: 0;
  font-size: var(--text-lg);
  line-height: 1.3;
`;

const whereClass = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2);
  margin: var(--space-1) 0 0;
  color: var(--color-text-muted);
  font-size: var(--text-sm);
`;

const codeClass = css`
  padding: 0 var(--space-2);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-sm);
  font-family: var(--font-mono);
  font-size: var(--text-xs);
`;

const descriptionClass = css`
  flex: 1;
  margin: 0;
  color: var(--color-text-muted);
`;

const typeTagClass = css`
  align-self: flex-start;
  margin: 0;
  padding: var(--space-1) var(--space-3);
  border-radius: var(--radius-full);
  background: var(--color-surface);
  color: var(--color-text);
  font-size: var(--text-xs);
  font-weight: 600;
`;

const badgeClass = css`
  position: absolute;
  top: var(--space-3);
  right: var(--space-3);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  border-radius: var(--radius-full);
  background: #fef3c7;
  color: #92400e;
`;

type DirectoryCopy = PartnersCopy['directory'];

function StrategicBadge({ copy }: { copy: DirectoryCopy }) {
  return (
    <span className={badgeClass} title={copy.strategicBadge} data-testid="strategic-badge">
      <Star size={18} fill="currentColor" aria-hidden="true" />
      <span className={visuallyHiddenClass}>{copy.strategicBadge}</span>
    </span>
  );
}

/** The partner's logo, or a tile with its initials when it has none. */
function PartnerLogo({ partner, lang }: { partner: Partner; lang: Lang }) {
  // A logo uploaded in the studio and not yet built in shows in its preview pane, at its shown size.
  const uploaded = useContentDraft()?.assetUrl;
  const logo = partner.logo
    ? (logoPicture(partner.logo) ??
      (uploaded ? { src: uploaded(partner.logo), width: LOGO_SIZE, height: LOGO_SIZE } : undefined))
    : undefined;
  if (!logo) {
    return (
      <span
        className={tileClass}
        aria-hidden="true"
        style={{ background: tileColour(partner.name) }}
        data-testid="partner-initials"
      >
        {initialsOf(partner.name)}
      </span>
    );
  }
  return (
    <img
      className={logoClass}
      src={logo.src}
      srcSet={logo.srcSet}
      sizes={logo.srcSet ? '3.5rem' : undefined}
      // The build refuses a logo without its description in both languages.
      alt={partner.logoAlt?.[lang] ?? ''}
      width={logo.width}
      height={logo.height}
      loading="lazy"
    />
  );
}

/** The partner's name, and its country with flag and code. */
function PartnerTitle({ partner, lang, copy }: { partner: Partner; lang: Lang; copy: DirectoryCopy }) {
  const country = partner.country[lang];
  return (
    <div>
      <h4 className={nameClass}>{partner.name}</h4>
      <p className={whereClass}>
        <span role="img" aria-label={fillIn(copy.flagLabel, { country })}>
          {partner.flag}
        </span>
        <span>{country}</span>
        <span className={codeClass} data-testid="country-code">
          {partner.countryCode}
        </span>
      </p>
    </div>
  );
}

export function PartnerCard({ partner, lang, copy }: { partner: Partner; lang: Lang; copy: DirectoryCopy }) {
  const onClick = () =>
    track('partner_card_clicked', {
      event_category: 'engagement',
      event_label: partner.name,
      partner_country: partner.country.en,
      partner_type: partner.type,
    });

  return (
    <article
      className={articleClass}
      onClick={onClick}
      data-testid="partner-card"
      data-partner-type={partner.type}
    >
      {partner.type === 'strategic' && <StrategicBadge copy={copy} />}
      <div className={topClass}>
        <PartnerLogo partner={partner} lang={lang} />
        <PartnerTitle partner={partner} lang={lang} copy={copy} />
      </div>
      <p className={descriptionClass}>{partner.description[lang]}</p>
      <p className={typeTagClass}>{copy.typeLabel[partner.type]}</p>
    </article>
  );
}
