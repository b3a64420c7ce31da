// @ts-check
// The success-case report as the build publishes it: made from the content files
// (content/cases.json, content/report.json) whenever the app is built, so an edit in the
// studio reaches the PDF visitors download. The file this loader is applied to
// (src/features/success-cases/assets/casos-de-exito.pdf) only names the asset; its bytes are
// these.
import { CONTENT_FILES, generateReport } from './generate-report.mjs';

/** @this {import('@rspack/core').LoaderContext} */
export default function reportLoader() {
  const done = this.async();
  for (const file of CONTENT_FILES) this.addDependency(file);
  generateReport().then((bytes) => done(null, bytes), done);
}

export const raw = true;
