// @ts-check
// The security headers of the site's HTML, built from the site configuration
// and the remotes' locations, never kept by hand (docs/decisions/070-content-security-policy.md).
// The prerender step writes them as `_headers` (Netlify / Cloudflare Pages
// syntax) into every release; the local shell server answers with that file.
import { createHash } from 'node:crypto';

/** @typedef {import('shared/site-config').SiteConfig} SiteConfig */

/**
 * What Google's tag (gtag.js, GA4) loads from and reports to, named host by host
 * (no wildcard): the tag itself, its collection endpoints and its pixel fallback.
 */
export const ANALYTICS_ORIGINS = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://www.google-analytics.com',
    'https://region1.google-analytics.com',
    'https://analytics.google.com',
    'https://region1.analytics.google.com',
    'https://www.googletagmanager.com',
  ],
  img: ['https://www.google-analytics.com', 'https://www.googletagmanager.com'],
};

/** Browser features no page of the site uses, denied to the page and every frame in it. */
const DENIED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'usb',
  'xr-spatial-tracking',
];

/**
 * The origin of an absolute http(s) URL; nothing for an empty, relative (the
 * site's own, so `'self'`) or other URL.
 * @param {string | undefined} url
 * @returns {string[]}
 */
function originOf(url) {
  if (!url) return [];
  try {
    const { protocol, origin } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? [origin] : [];
  } catch {
    return [];
  }
}

/**
 * @param {...(string | string[])} sources
 * @returns {string} the sources once each, in the order first named
 */
function sourceList(...sources) {
  return [...new Set(sources.flat())].join(' ');
}

/**
 * @typedef {object} PolicyInput
 * @property {SiteConfig} [site] the configuration in force (build-time defaults and runtime
 *   overrides); without it, nothing outside the page's own origin is allowed
 * @property {string[]} [remoteUrls] every address a remote is loaded from: manifest, entry, public path
 * @property {string[]} [inlineScriptHashes] `'sha256-…'` of each inline script the documents run
 * @property {string[]} [inlineStyleHashes] `'sha256-…'` of each inline `<style>` the documents carry
 */

/**
 * The Content-Security-Policy of every page.
 * @param {PolicyInput} input
 * @returns {string}
 */
export function contentSecurityPolicy({
  site,
  remoteUrls = [],
  inlineScriptHashes = [],
  inlineStyleHashes = [],
}) {
  const remotes = remoteUrls.flatMap(originOf);
  const analytics = site?.analyticsId ? ANALYTICS_ORIGINS : { script: [], connect: [], img: [] };
  const leadForm = [...originOf(site?.leadForm.scriptUrl), ...originOf(site?.leadForm.origin)];
  const calendar = originOf(site?.calendarEmbedUrl);
  const referralForm = originOf(site?.referralFormUrl);
  const video = originOf(site?.demoVideoUrl);
  const report = originOf(site?.reportPdfUrl);
  const backend = originOf(site?.backend.url);
  const fieldReport = originOf(site?.fieldReportUrl);
  const directives = {
    'default-src': ["'none'"],
    'script-src': ["'self'", remotes, leadForm, analytics.script, inlineScriptHashes],
    // Stylesheets: the shell's and the remotes' files, plus the hash of the one
    // inline <style> (inside <noscript>). Style attributes: see style-src-attr.
    'style-src': ["'self'", remotes, inlineStyleHashes],
    // React and the lead-form provider write style attributes; an attribute
    // cannot run script, and what it may load is still limited by img-src and
    // font-src (decision 070).
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', remotes, analytics.img],
    'font-src': ["'self'", remotes],
    'media-src': ["'self'", remotes, video],
    // The referral frame's availability probe fetches the form's address; the
    // success-cases page fetches the report to size its download link.
    // The field report's beacons (decision 098) go to the site's own endpoint beside the backend.
    'connect-src': [
      "'self'",
      remotes,
      backend,
      fieldReport,
      referralForm,
      leadForm,
      report,
      analytics.connect,
    ],
    'frame-src': [calendar, referralForm, leadForm],
    // The partner form posts to the backend when no script handles it (decision 045); the
    // backend's answer sends the browser back here ('self').
    'form-action': ["'self'", backend, leadForm],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
    'manifest-src': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sourceList(...sources) || "'none'"}`)
    .join('; ');
}

/**
 * Every security header of an HTML answer.
 * @param {PolicyInput} input
 * @returns {Record<string, string>}
 */
export function securityHeaders(input) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(input),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    // For browsers older than frame-ancestors.
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
  };
}

/**
 * The `'sha256-…'` source that allows one inline script or `<style>` by its exact text. The
 * prerender hashes the inline code it puts in the documents; data blocks (`application/json`,
 * `application/ld+json`) do not run and need none.
 * @param {string} code
 * @returns {string}
 */
export function hashSource(code) {
  return `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
}

/**
 * The same headers as a `_headers` file for static hosts (Netlify, Cloudflare
 * Pages): one rule for every address.
 * @param {Record<string, string>} headers
 * @returns {string}
 */
export function headersFile(headers) {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return `# Written by the prerender step from the site configuration; do not edit.\n/*\n${lines.join('\n')}\n`;
}
