// @ts-check
// `npm run review-link -- <release-id | site> [--hours 24] [--origin https://intenta.example]`:
// a signed, expiring link that lets a reviewer open a release's preview host, or (`site`) force
// a side of a running canary with `X-Intenta-Side`, on the production site (decision 071). It
// signs with VIEW_TOKEN_SECRET, the Worker's secret: run it where that secret is at hand.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { REVIEW_PARAMETER, reviewCredential } from './src/reviewers.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { hours: { type: 'string', default: '24' }, origin: { type: 'string' } },
});
const [scope] = positionals;
const hours = Number(values.hours);
const secret = process.env.VIEW_TOKEN_SECRET;
if (!scope || !/^[A-Za-z0-9._-]{1,64}$/.test(scope) || !(hours > 0 && hours <= 24 * 14) || !secret) {
  console.error(
    'Usage: VIEW_TOKEN_SECRET=<the Worker secret> npm run review-link -- <release-id | site> [--hours 24] [--origin https://intenta.example]\n' +
      'A release id gives its preview host; `site` lets the holder force a canary side. At most 14 days.',
  );
  process.exit(2);
}

/** The site's origin: --origin, else the deployment's target.json (DEPLOY_DIR, else deploy/). */
function siteOrigin() {
  if (values.origin) return new URL(values.origin);
  const root = process.env.DEPLOY_DIR
    ? resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DEPLOY_DIR)
    : join(import.meta.dirname, '../deploy');
  return new URL(JSON.parse(readFileSync(join(root, 'target.json'), 'utf8')).origins.shell);
}

const origin = siteOrigin();
const expires = Date.now() + hours * 3600_000;
const link = new URL(origin);
if (scope !== 'site') link.host = `${scope}.preview.${origin.host}`;
link.searchParams.set(REVIEW_PARAMETER, await reviewCredential(secret, scope, expires));
console.log(link.href);
console.log(`Valid until ${new Date(expires).toISOString()}.`);
