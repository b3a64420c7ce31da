// Applications as the tests read them back: a row of `partner_applications`, or
// the local server's listing of them (its loopback-only `/local/applications`).
// Written without Vitest, so the Playwright specs use it too.

export interface StoredRow {
  id: string;
  name: string;
  email: string;
  company: string;
  country: string;
  partner_type: string;
  message: string;
  language: string;
  /** When its notification went out: the local server's listing has it, a table row does not. */
  notified_at?: string | null;
}

/** What the local server at `origin` stored, newest first. */
export async function storedApplications(origin: string): Promise<StoredRow[]> {
  const response = await fetch(`${origin}/local/applications`);
  if (!response.ok) throw new Error(`The inspection route answered ${response.status}.`);
  return (await response.json()) as StoredRow[];
}
