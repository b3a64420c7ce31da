// @ts-check
// `npm run applications -w partner-api`: lists stored partner applications.
// Asks the running local server (PGlite allows one process per data folder);
// when none runs, opens the data folder itself.
import { apiPort } from '@intenta/workspace/ports.mjs';
import { DEFAULT_DATA_DIR, LIST_APPLICATIONS_SQL, openDatabase } from './database.mjs';
import { escapeForTerminal as safe, terminalSafeJson } from './terminal-text.mjs';

const port = Number(process.env.API_PORT ?? apiPort());
const json = process.argv.includes('--json');

async function fromServer() {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/local/applications`);
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}

let rows = await fromServer();
if (!rows) {
  const database = await openDatabase(process.env.PARTNERS_DATA_DIR || DEFAULT_DATA_DIR);
  rows = await database.db.query(LIST_APPLICATIONS_SQL);
  await database.close();
}

/** @param {Record<string, any>} r */
function notificationState(r) {
  if (r.notified_at) return `sent ${new Date(r.notified_at).toISOString()}`;
  if (r.notification_dead_at) {
    return (
      `FAILED, gave up after ${r.notification_attempts} attempts at ${new Date(r.notification_dead_at).toISOString()}` +
      ` (send it by hand): ${safe(r.notification_error)}`
    );
  }
  const last = r.notification_error ? `; last error: ${safe(r.notification_error)}` : '';
  return `pending (${r.notification_attempts} attempts${last})`;
}

if (json) {
  console.log(terminalSafeJson(rows));
} else if (rows.length === 0) {
  console.log('No partner applications stored yet.');
} else {
  const dead = rows.filter((/** @type {any} */ r) => r.notification_dead_at && !r.notified_at).length;
  console.log(`${rows.length} partner application(s), newest first:\n`);
  if (dead > 0) console.log(`!! ${dead} notification(s) failed for good: see "FAILED" below.\n`);
  for (const r of rows) {
    console.log(`${new Date(r.created_at).toISOString()}  ${safe(r.id)}`);
    console.log(
      `  ${safe(r.name)} <${safe(r.email)}> · ${safe(r.company)} · ${safe(r.country)} · ${safe(r.partner_type)} · ${safe(r.language)}`,
    );
    if (r.message) console.log(`  "${safe(r.message.replace(/[ \t\r\n]+/g, ' ').slice(0, 200))}"`);
    console.log(`  notification: ${notificationState(r)}\n`);
  }
}
