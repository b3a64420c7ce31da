// `npm run applications -w mf-partners`: lists stored partner applications.
// Asks the running local server (PGlite allows one process per data folder);
// when none runs, opens the data folder itself.
import { apiPort } from 'shared/tooling/ports.mjs';
import { DEFAULT_DATA_DIR, LIST_APPLICATIONS_SQL, openDatabase } from './database.mjs';

const port = Number(process.env.API_PORT ?? apiPort());
const json = process.argv.includes('--json');

async function fromServer() {
  try {
    const response = await fetch(`http://localhost:${port}/local/applications`);
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

if (json) {
  console.log(JSON.stringify(rows, null, 2));
} else if (rows.length === 0) {
  console.log('No partner applications stored yet.');
} else {
  console.log(`${rows.length} partner application(s), newest first:\n`);
  for (const r of rows) {
    console.log(`${new Date(r.created_at).toISOString()}  ${r.id}`);
    console.log(`  ${r.name} <${r.email}> · ${r.company} · ${r.country} · ${r.partner_type} · ${r.language}`);
    if (r.message) console.log(`  "${r.message.replace(/\s+/g, ' ').slice(0, 200)}"`);
    console.log(
      `  notification: ${r.notified_at ? `sent ${new Date(r.notified_at).toISOString()}` : `pending (${r.notification_attempts} attempts)`}\n`,
    );
  }
}
