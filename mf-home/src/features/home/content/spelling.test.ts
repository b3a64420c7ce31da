// @vitest-environment node
// docs/product.md (issue 32, item 5): English copy follows US spelling (catalog, personalize,
// behavior, program…). Every app's English content is checked here; an identifier a component
// reads (the benefits' `"icon": "personalisation"`) is no copy and is left out.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APPS } from '@intenta/workspace/apps.mjs';

const root = join(import.meta.dirname, '..', '..', '..', '..', '..');

/** UK spellings and their US forms' stems; a match is a failure naming the word. */
const UK =
  /\b(?:\w*(?:personal|organ|optim|author|recogn|anonym|custom|priorit|minim|maxim|summar|visual|standard)is(?:e|ed|es|ing|ation|ations|ational)|programmes?|catalogues?|behaviour\w*|colour\w*|favour\w*|centres?|defence|licence|analys(?:e|ed|es|ing)|cancell(?:ed|ing)|travell(?:ed|ing|er|ers)|modell(?:ed|ing)|enrol|grey|enquir(?:y|ies))\b/gi;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return /\.en\.(json|md)$/.test(entry.name) ? [path] : [];
  });
}

const englishFiles = APPS.flatMap((app) => files(join(root, app, 'content'))).map((path) =>
  relative(root, path).split('\\').join('/'),
);

/** The copy, less the lines that name an icon (identifiers a component reads). */
function copyOf(path: string): string {
  return readFileSync(join(root, path), 'utf8')
    .split('\n')
    .filter((line) => !/^\s*"icon":/.test(line))
    .join('\n');
}

describe('English copy follows US spelling', () => {
  it('reads the English content of every app, JSON and posts', () => {
    expect(englishFiles.some((path) => path.endsWith('.en.json'))).toBe(true);
    expect(englishFiles.some((path) => path.endsWith('.en.md'))).toBe(true);
  });

  it.each(englishFiles)('%s', (path) => {
    expect(copyOf(path).match(UK) ?? []).toEqual([]);
  });

  it('catches UK spellings and passes US ones', () => {
    const uk = 'a personalised catalogue, shopper behaviour, our partner programme, organisational';
    expect(uk.match(UK)).toEqual(['personalised', 'catalogue', 'behaviour', 'programme', 'organisational']);
    expect(
      'a personalized catalog, shopper behavior, our partner program, organizational'.match(UK),
    ).toBeNull();
  });
});
