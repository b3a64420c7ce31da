// @vitest-environment node
// The render pipeline stays readable top to bottom (issue 31): small stages, no function over
// 60 lines, and no regular expression applied to HTML (React renders the whole document).
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const MAX_FUNCTION_LINES = 60;
/** A regular expression literal naming an HTML tag (`/<title>/`, `/<script defer/`): a patch to markup. */
const REGEX_OVER_HTML = /\/[^/\n]*<\\?\/?(?:html|head|title|script|link|meta|div|body)\b[^/\n]*\/[gimsuy]*/;
const folder = import.meta.dirname;
const stages = readdirSync(folder).filter((file) => file.endsWith('.mjs'));
const serverDocument = join(folder, '..', 'src', 'server', 'Document.tsx');

/** Every function of a source file with its length in lines. */
function functionLengths(file: string): { name: string; lines: number }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { name: string; lines: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const line = (pos: number) => source.getLineAndCharacterOfPosition(pos).line;
      const name = node.name?.getText(source) ?? `(anonymous at line ${line(node.getStart(source)) + 1})`;
      found.push({ name, lines: line(node.getEnd()) - line(node.getStart(source)) + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the render pipeline', () => {
  it('is a folder of stages', () => {
    expect(stages.length).toBeGreaterThan(5);
  });

  it.each([...stages.map((file) => join(folder, file)), serverDocument])(
    '%s has no function over 60 lines',
    (file) => {
      expect(functionLengths(file).filter((f) => f.lines > MAX_FUNCTION_LINES)).toEqual([]);
    },
  );

  it('(control) the length check finds the functions, a long one included', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'pipeline-shape-')), 'long.mjs');
    writeFileSync(file, `function long() {\n${'  call();\n'.repeat(70)}}\nconst short = () => 1;\n`);
    expect(functionLengths(file)).toEqual([
      { name: 'long', lines: 72 },
      { name: '(anonymous at line 73)', lines: 1 },
    ]);
  });

  it("(control) the markup check finds the old prerender's patches", () => {
    expect('html.replace(/<title>[^<]*<\\/title>/, head)').toMatch(REGEX_OVER_HTML);
    expect('const TAGS = /<script defer src="([^"]+)"><\\/script>/g;').toMatch(REGEX_OVER_HTML);
    expect("file.replace(/\\.html$/, '')").not.toMatch(REGEX_OVER_HTML);
  });

  it.each(stages)('%s applies no regular expression to a document or its tags', (file) => {
    const code = readFileSync(join(folder, file), 'utf8');
    // A pattern naming an HTML tag (`/<title>/`, `/<script defer/`) is a patch to markup.
    expect(code).not.toMatch(
      /\/[^/\n]*<\\?\/?(?:html|head|title|script|link|meta|div|body)\b[^/\n]*\/[gimsuy]*/,
    );
  });
});
