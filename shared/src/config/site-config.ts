/**
 * Every external address and id of the site lives here and nowhere else.
 * Defaults are safe placeholders on the reserved `.example` domain (or the
 * local servers that `npm start` runs). A deployment overrides them with
 * `PUBLIC_*` environment variables at build time, or with the `site` object of
 * the shell's runtime config (applied through `configureSite` before render).
 */
export interface SiteConfig {
  brandName: string;
  siteUrl: string;
  contactEmail: string;
  postalAddress: string;
  social: { linkedin: string; instagram: string; x: string; youtube: string };
  investorsUrl: string;
  demoStoreUrl: string;
  productTourUrl: string;
  launchPostUrl: string;
  calendarBookingUrls: { demo: string; reu: string; cafe: string };
  calendarEmbedUrl: string;
  referralFormUrl: string;
  leadForm: { region: string; portalId: string; formId: string; scriptUrl: string; origin: string };
  /** Empty means "the report PDF served by the leads remote itself". */
  reportPdfUrl: string;
  /** Empty means "the demo video served by the home remote itself". */
  demoVideoUrl: string;
  backend: { url: string; anonKey: string };
  /**
   * Where each page view's field report goes (the `field-report` function beside the
   * partner endpoint, decision 098). Empty: no report is sent.
   */
  fieldReportUrl: string;
  analyticsId: string;
}

export const defaultSiteConfig: SiteConfig = {
  brandName: 'Intenta',
  siteUrl: 'https://intenta.example',
  contactEmail: 'info@intenta.example',
  postalAddress: 'North Miami, FL 33161, USA',
  social: {
    linkedin: 'https://www.linkedin.example/company/intenta',
    instagram: 'https://www.instagram.example/intenta.ai',
    x: 'https://x.example/intenta_ai',
    youtube: 'https://www.youtube.example/@intenta',
  },
  investorsUrl: 'https://investors.intenta.example',
  demoStoreUrl: 'https://demo-store.intenta.example',
  productTourUrl: 'https://www.linkedin.example/posts/intenta-product-tour',
  launchPostUrl: 'https://www.linkedin.example/posts/intenta-lanzamiento',
  calendarBookingUrls: {
    demo: 'https://calendar.intenta.example/book/demo',
    reu: 'https://calendar.intenta.example/book/reunion',
    cafe: 'https://calendar.intenta.example/book/cafe',
  },
  calendarEmbedUrl: 'https://calendar.intenta.example/embed/demo',
  referralFormUrl: 'https://forms.intenta.example/referral',
  leadForm: {
    region: 'na1',
    portalId: '00000000',
    formId: 'success-cases-report',
    scriptUrl: 'https://forms.intenta.example/embed/v2.js',
    origin: 'https://forms.intenta.example',
  },
  reportPdfUrl: '',
  demoVideoUrl: '',
  backend: { url: 'http://localhost:54321', anonKey: 'local-anon-key' },
  fieldReportUrl: '',
  analyticsId: '',
};

export type SiteConfigOverrides = {
  [K in keyof SiteConfig]?: SiteConfig[K] extends string ? string : Partial<SiteConfig[K]>;
};

/** `PUBLIC_*` variables read at build time (Rsbuild inlines `import.meta.env.PUBLIC_*`). */
function envOverrides(): SiteConfigOverrides {
  const env = (import.meta.env ?? {}) as Record<string, string | undefined>;
  const pick = (key: string) => (env[key] ? env[key] : undefined);
  const o: SiteConfigOverrides = {};
  const str = (k: keyof SiteConfig, envKey: string) => {
    const v = pick(envKey);
    if (v) (o as Record<string, unknown>)[k] = v;
  };
  str('siteUrl', 'PUBLIC_SITE_URL');
  str('contactEmail', 'PUBLIC_CONTACT_EMAIL');
  str('reportPdfUrl', 'PUBLIC_REPORT_PDF_URL');
  str('demoVideoUrl', 'PUBLIC_DEMO_VIDEO_URL');
  str('calendarEmbedUrl', 'PUBLIC_CALENDAR_EMBED_URL');
  str('referralFormUrl', 'PUBLIC_REFERRAL_FORM_URL');
  str('analyticsId', 'PUBLIC_ANALYTICS_ID');
  str('fieldReportUrl', 'PUBLIC_FIELD_REPORT_URL');
  const url = pick('PUBLIC_BACKEND_URL');
  const anonKey = pick('PUBLIC_BACKEND_ANON_KEY');
  if (url || anonKey) o.backend = { ...(url && { url }), ...(anonKey && { anonKey }) };
  return o;
}

function merge(base: SiteConfig, overrides: SiteConfigOverrides): SiteConfig {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) continue;
    const current = out[key];
    out[key] =
      typeof value === 'object' && value !== null && typeof current === 'object'
        ? { ...current, ...value }
        : value;
  }
  return out as unknown as SiteConfig;
}

let current: SiteConfig = merge(defaultSiteConfig, envOverrides());

/** The configuration in force. Safe to call during render. */
export function getSiteConfig(): SiteConfig {
  return current;
}

/** Applies runtime overrides (the shell calls this once, before the first render). */
export function configureSite(overrides: SiteConfigOverrides | undefined): SiteConfig {
  if (overrides) current = merge(current, overrides);
  return current;
}
