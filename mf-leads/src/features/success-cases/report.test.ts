import { describe, expect, it } from 'vitest';
import { generateReport } from '../../../scripts/generate-report.mjs';
import reportLoader from '../../../scripts/report-loader.mjs';
import { pdfText } from '@intenta/test-helpers/pdf-text';
import type { ReportText } from '../../../content/collections';
import reportJson from '../../../content/report.json';
import { successCases } from './content';

const report: ReportText = reportJson;

describe('the success-cases report PDF', () => {
  it('is made by the build from the content files, the same bytes every time', async () => {
    const built = await new Promise<Buffer>((resolve, reject) =>
      (reportLoader as (this: unknown) => void).call({
        async: () => (error: Error | null, bytes: Buffer) => (error ? reject(error) : resolve(bytes)),
        addDependency: () => undefined,
      }),
    );
    expect(built.equals(await generateReport())).toBe(true);
  });

  it('holds the cover, every case with its figures and quote, the averages and the contact page', async () => {
    const bytes: Buffer = await generateReport();
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Cover, one page per case, averages, contact: nothing spills onto extra pages.
    expect(bytes.toString('latin1')).toContain(`/Count ${successCases.length + 3}\n`);
    const text = pdfText(bytes).replace(/\s+/g, ' ');
    expect(text).toContain(report.cover.title);
    for (const c of successCases) {
      expect(text).toContain(`${c.result} ${c.metric}`);
      expect(text).toContain(c.company);
      expect(text).toContain(c.quote.slice(0, 40));
      for (const f of c.figures) expect(text).toContain(f.after);
    }
    expect(text).toContain(report.averages.heading);
    for (const average of report.averages.items) expect(text).toContain(average.label);
    expect(text).toContain(report.contact.heading);
    expect(text).toContain('info@intenta.example');
  });
});
