// @ts-check
// `npm run canary`: the running (or last) canary, its share, each side's figures and the verdict
// they give now, read as the watcher reads them (the Worker's scheduled handler looks every
// minute, edge/src/canary-watch.mjs); with --abort or --promote it ends it; --check is one look
// of the watcher on the deployment's files (--now injects the time); --from-edge keeps what the
// watcher decided in production (ROUTING_KV) in the deployment's files, before they are published.
import { readRoutingKv } from '@intenta/edge/wrangler.mjs';
import { adoptEdgeDecision, canaryStatus, checkCanary, endCanary } from './canary.mjs';

/** @param {import('@intenta/edge/src/canary-verdict.mjs').FieldSummary} side */
function figures(side) {
  const rate = (/** @type {number} */ part, /** @type {number} */ whole) =>
    whole ? `${((part / whole) * 100).toFixed(1)} %` : '–';
  /** @param {{ p75: number | null, count: number }} metric @param {(p75: number) => string} show */
  const p75 = (metric, show = (ms) => `${Math.round(ms)} ms`) =>
    metric.p75 === null ? '–' : `${show(metric.p75)} (${metric.count})`;
  return [
    `${side.views} page views`,
    `error-free ${rate(side.errorFreeViews, side.views)}`,
    `failed remote loads ${side.failedRemoteLoads}`,
    `failed form sends ${side.failedFormSends}/${side.formSends}`,
    `LCP p75 ${p75(side.lcp)}`,
    `INP p75 ${p75(side.inp)}`,
    `CLS p75 ${p75(side.cls, (shift) => shift.toFixed(3))}`,
  ].join(', ');
}

async function showStatus() {
  const status = await canaryStatus();
  const { canary } = status;
  if (!canary) return console.log('No canary yet: npm run promote -- blog@<version> --canary 10');
  const what = `${canary.app}@${canary.version} (release ${canary.release})`;
  if (status.running) {
    console.log(
      `Canary ${what}: ${canary.share} % of visitors, stage ${canary.stageIndex + 1} of ${canary.stages.length} (${canary.stages.join(' → ')} %), since ${canary.stageStartedAt}.`,
    );
  } else {
    console.log(`Canary ${what}: ${canary.state}${canary.endedAt ? ` at ${canary.endedAt}` : ''}.`);
    if (canary.reason) console.log(`  Why: ${canary.reason}`);
  }
  if (status.sides) {
    console.log(`  canary   ${figures(status.sides.canary)}`);
    console.log(`  current  ${figures(status.sides.current)} (release ${canary.base})`);
  } else console.log(`  Field figures unavailable: ${status.fieldError}`);
  if (status.running && status.verdict)
    console.log(`  Verdict now: ${status.verdict.verdict}, ${status.verdict.reason}`);
  if (canary.lastCheck)
    console.log(
      `  Last check ${canary.lastCheck.at}: ${canary.lastCheck.verdict}, ${canary.lastCheck.reason}`,
    );
}

/** @param {Date} now */
async function checkOnce(now) {
  const check = await checkCanary({ now });
  const said = {
    none: 'nothing to watch',
    hold: 'held',
    stay: 'healthy, stage not over',
    advance: `advanced to ${check.canary?.share} %`,
    abort: 'ABORTED: every visitor is back on the current release',
    promote: 'promoted: the canary is the current release',
  }[check.action];
  console.log(`${now.toISOString()} canary ${said}: ${check.reason}`);
  return check;
}

/**
 * @param {{ flags: { abort?: boolean, promote?: boolean, check?: boolean, 'from-edge'?: boolean,
 *   now?: string, reason?: string } }} args
 */
export async function canary({ flags }) {
  if (flags.abort || flags.promote) {
    const ended = await endCanary({ how: flags.abort ? 'abort' : 'promote', reason: flags.reason });
    console.log(
      flags.abort
        ? `Canary ${ended.app}@${ended.version} aborted: every visitor gets release ${ended.base}.`
        : `Canary ${ended.app}@${ended.version} promoted: release ${ended.release} is current.`,
    );
    return;
  }
  if (flags.check) {
    await checkOnce(flags.now ? new Date(flags.now) : new Date());
    return;
  }
  if (flags['from-edge']) {
    const kept = await adoptEdgeDecision({ routing: await readRoutingKv() });
    console.log(
      kept
        ? `Kept the watcher's decision: canary ${kept.app}@${kept.version} ${kept.state}, ${kept.share} %.`
        : 'Nothing new from the edge: the deployment agrees with ROUTING_KV.',
    );
    return;
  }
  await showStatus();
}
