import { describe, expect, it } from 'vitest';
import { withoutScripts } from './plain-html.mjs';

describe('withoutScripts', () => {
  it('keeps the document and its styles, drops every script and script preload, applies noscript', () => {
    const served = [
      '<head><link rel="stylesheet" href="/a.css"><link rel="preload" as="font" href="/f.woff2" crossorigin>',
      '<link rel="preload" as="script" href="/static/js/index.js" data-entry><script>start()</script>',
      '<link rel="modulepreload" href="/m.js"><script type="application/json" id="runtime-config">{}</script>',
      '<noscript><style>.r{opacity:1}</style></noscript></head><body><h1>Hi</h1><script defer src="/x.js"></script></body>',
    ].join('');
    expect(withoutScripts(served)).toBe(
      '<head><link rel="stylesheet" href="/a.css"><link rel="preload" as="font" href="/f.woff2" crossorigin>' +
        '<style>.r{opacity:1}</style></head><body><h1>Hi</h1></body>',
    );
  });
});
