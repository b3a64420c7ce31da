// @ts-check
// Compares two snapshots of the served site's HTML as documents, not bytes:
//   node build/compare-documents.mjs BEFORE_DIR AFTER_DIR
// Each page is parsed by a real HTML parser (jsdom's, parse5) and compared as a tree:
// element names, attributes as sets, text. What serialisation alone changes (attribute
// order and quoting, `<link>` or `<link/>`, `crossorigin` or `crossorigin=""`, the indentation
// between elements) is no difference; a head whose elements are the same but ordered
// otherwise is reported as such. Exits 1 when a page differs in anything else.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { JSDOM } from 'jsdom';

/** @param {string} dir @returns {string[]} the .html files under dir, relative to it */
function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort();
}

/**
 * One node as a line of text: an element with its sorted attributes, or a text.
 * Whitespace-only text between elements is the serialiser's indentation.
 * @param {Node} node
 * @returns {string | null}
 */
function describe(node) {
  if (node.nodeType === node.TEXT_NODE) return node.textContent?.trim() ? `#text ${node.textContent}` : null;
  if (node.nodeType === node.COMMENT_NODE) return `#comment ${node.textContent}`;
  if (node.nodeType === node.DOCUMENT_TYPE_NODE)
    return `<!doctype ${/** @type {DocumentType} */ (node).name}>`;
  const element = /** @type {Element} */ (node);
  const attributes = [...element.attributes].map((a) => `${a.name}="${a.value}"`).sort();
  return `<${element.localName}${attributes.map((a) => ` ${a}`).join('')}>`;
}

/**
 * The subtree as lines, one per node, indented by depth (children of `<noscript>` and
 * `<template>` are parsed as text or content by the parser, as a browser does).
 * @param {Node} node
 * @param {number} depth
 * @returns {string[]}
 */
function lines(node, depth = 0) {
  const own = describe(node);
  const children = node.nodeType === node.DOCUMENT_NODE || own ? [...node.childNodes] : [];
  const below = children.flatMap((child) => lines(child, depth + 1));
  return own ? [`${'  '.repeat(depth)}${own}`, ...below] : below;
}

/** @param {string} html */
function parse(html) {
  return new JSDOM(html).window.document;
}

/**
 * What differs between two documents: nothing, the order of the head's elements, or the trees.
 * @param {string} before
 * @param {string} after
 * @returns {string[]}
 */
function documentDifferences(before, after) {
  const [a, b] = [parse(before), parse(after)];
  const differences = [];
  const headA = [...a.head.children].map((e) => lines(e).join('\n'));
  const headB = [...b.head.children].map((e) => lines(e).join('\n'));
  if (headA.join('\n') !== headB.join('\n')) {
    if ([...headA].sort().join('\n') === [...headB].sort().join('\n'))
      differences.push(`head: the same ${headA.length} elements, in another order`);
    else differences.push(`head differs:\n${firstDifference(headA, headB)}`);
  }
  const [bodyA, bodyB] = [lines(a.body), lines(b.body)];
  if (bodyA.join('\n') !== bodyB.join('\n'))
    differences.push(`body differs:\n${firstDifference(bodyA, bodyB)}`);
  const rest = (/** @type {Document} */ d) => [
    describe(/** @type {Node} */ (d.doctype)),
    describe(d.documentElement),
  ];
  if (rest(a).join() !== rest(b).join())
    differences.push(`doctype or <html> differs: ${rest(a)} / ${rest(b)}`);
  return differences;
}

/** @param {string[]} a @param {string[]} b */
function firstDifference(a, b) {
  const at = a.findIndex((line, i) => line !== b[i]);
  const index = at === -1 ? a.length : at;
  return `  before: ${a[index]?.slice(0, 300) ?? '(nothing)'}\n  after:  ${b[index]?.slice(0, 300) ?? '(nothing)'}`;
}

function main() {
  const [beforeDir, afterDir] = process.argv.slice(2);
  if (!beforeDir || !afterDir)
    throw new Error('Usage: node build/compare-documents.mjs BEFORE_DIR AFTER_DIR');
  const files = [...new Set([...htmlFiles(beforeDir), ...htmlFiles(afterDir)])].sort();
  let failed = 0;
  for (const file of files) {
    const read = (/** @type {string} */ dir) => readFileSync(join(dir, file), 'utf8');
    let differences;
    try {
      differences = documentDifferences(read(beforeDir), read(afterDir));
    } catch {
      differences = [`only in one snapshot (${relative(process.cwd(), beforeDir)} or the other)`];
    }
    const structural = differences.filter((d) => !d.includes('in another order'));
    if (structural.length) failed++;
    console.log(`${file}: ${differences.length ? differences.join('\n') : 'same document'}`);
  }
  console.log(
    `${files.length} documents compared; ${failed} differ in more than serialisation and head order.`,
  );
  process.exitCode = failed ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) main();
