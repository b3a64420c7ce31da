// @ts-check
// Inside an app, imports flow one way: shared → src/lib → src/features → src/app, and the
// entry points (bootstrap, index, server/, exposes/) above them all (docs/conventions.md,
// "Where code lives"). Relative imports are resolved, so the rule holds at any folder depth.
import { dirname, relative, resolve, sep } from 'node:path';

/** A file imports its own unit or a lower layer; entry points import anything. */
const RANK = { lib: 0, feature: 1, app: 2, entry: 3 };

/**
 * The layer and unit (`features/consent`, `app`, `lib`, `bootstrap.tsx`) of a file, or null
 * outside `src/` (the app's content, scripts, server code).
 * @param {string} src
 * @param {string} file
 * @returns {{ layer: keyof typeof RANK, unit: string } | null}
 */
function placeOf(src, file) {
  const [top = '', feature] = relative(src, file).split(sep);
  if (top === '..') return null;
  if (top === 'lib' || top === 'app') return { layer: top, unit: top };
  if (top === 'features' && feature) return { layer: 'feature', unit: `features/${feature}` };
  return { layer: 'entry', unit: top };
}

/** An import's source as ESLint hands it over (ESTree's Expression). @typedef {Parameters<NonNullable<import('eslint').Rule.NodeListener['ImportExpression']>>[0]['source']} SourceNode */

/** @type {import('eslint').Rule.RuleModule} */
const oneWay = {
  meta: {
    type: 'problem',
    docs: { description: 'Inside an app, imports flow shared → lib → features → app.' },
    schema: [
      {
        type: 'object',
        properties: { src: { type: 'string' }, mayImportApp: { type: 'boolean' } },
        required: ['src'],
        additionalProperties: false,
      },
    ],
    messages: {
      upward:
        '{{from}} may not import {{to}}: inside an app imports flow shared → src/lib → src/features → src/app. Pass what it needs in from the app instead.',
      sideways:
        '{{from}} may not import {{to}}: a feature never imports another. Move what both need to src/lib/, or let the app pass it in.',
    },
  },
  create(context) {
    const { src, mayImportApp = false } = /** @type {{ src: string, mayImportApp?: boolean }} */ (
      context.options[0]
    );
    const from = placeOf(src, context.filename);
    if (!from) return {};
    /** @param {SourceNode | null | undefined} source */
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const target = resolve(dirname(context.filename), source.value);
      const to = placeOf(src, target);
      if (!to || to.unit === from.unit || from.layer === 'entry' || RANK[to.layer] < RANK[from.layer]) return;
      if (to.layer === 'app' && mayImportApp) return;
      const data = { from: from.unit, to: relative(src, target).split(sep).join('/') };
      context.report({ node: source, messageId: to.layer === from.layer ? 'sideways' : 'upward', data });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const layers = { rules: { 'one-way': oneWay } };
