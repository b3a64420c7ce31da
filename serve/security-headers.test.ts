// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { defaultSiteConfig, type SiteConfig } from 'shared/site-config';
import {
  ANALYTICS_ORIGINS,
  contentSecurityPolicy,
  headersFile,
  hashSource,
  securityHeaders,
} from './security-headers.mjs';
import { readHeadersFile } from './static-rules.mjs';

const REMOTE_URLS = [
  'http://localhost:3001/mf-manifest.json',
  'http://localhost:3002/remoteEntry.js',
  'https://blog.cdn.intenta.example/v42/',
];

function site(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return { ...defaultSiteConfig, ...overrides };
}

/** The policy as directive name → its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

function policyOf(config: SiteConfig, extra: { inlineStyleHashes?: string[] } = {}) {
  return directives(contentSecurityPolicy({ site: config, remoteUrls: REMOTE_URLS, ...extra }));
}

describe('contentSecurityPolicy', () => {
  it('allows scripts only from the site, the remotes and the lead-form provider', () => {
    expect(policyOf(site()).get('script-src')).toEqual([
      "'self'",
      'http://localhost:3001',
      'http://localhost:3002',
      'https://blog.cdn.intenta.example',
      'https://forms.intenta.example',
    ]);
  });

  it('names every configured origin in the directive that needs it', () => {
    const policy = policyOf(
      site({
        calendarEmbedUrl: 'https://cal.example/embed',
        referralFormUrl: 'https://refer.example/form',
        leadForm: { ...defaultSiteConfig.leadForm, scriptUrl: 'https://js.leads.example/v2.js' },
        backend: { url: 'https://api.intenta.example', anonKey: 'k' },
        demoVideoUrl: 'https://video.example/demo.mp4',
        reportPdfUrl: 'https://files.example/report.pdf',
      }),
    );
    expect(policy.get('frame-src')).toEqual([
      'https://cal.example',
      'https://refer.example',
      'https://js.leads.example',
      'https://forms.intenta.example',
    ]);
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        'http://localhost:3001',
        'https://api.intenta.example',
        'https://refer.example',
        'https://files.example',
      ]),
    );
    expect(policy.get('script-src')).toContain('https://js.leads.example');
    expect(policy.get('media-src')).toContain('https://video.example');
    // The partner form posts to the backend when no script handles it (decision 045).
    expect(policy.get('form-action')).toEqual([
      "'self'",
      'https://api.intenta.example',
      'https://js.leads.example',
      'https://forms.intenta.example',
    ]);
  });

  it('locks down framing, base, plugins and everything not named', () => {
    const policy = policyOf(site());
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });

  it('never allows a wildcard, inline or eval script, whatever the configuration', () => {
    for (const config of [
      site(),
      site({ analyticsId: 'G-TEST123' }),
      site({ calendarEmbedUrl: '', referralFormUrl: 'not a url', demoVideoUrl: 'javascript:alert(1)' }),
    ]) {
      const policy = contentSecurityPolicy({ site: config, remoteUrls: [...REMOTE_URLS, '/relative'] });
      expect(policy).not.toMatch(/\*/);
      expect(policy).not.toContain('javascript:');
      const scripts = directives(policy).get('script-src') ?? [];
      expect(scripts.filter((source) => source.startsWith("'unsafe"))).toEqual([]);
      expect(scripts.every((source) => source === "'self'" || /^https?:\/\/[^/\s;]+$/.test(source))).toBe(
        true,
      );
    }
  });

  it('allows the analytics tag and its endpoints exactly when an id is configured', () => {
    const without = policyOf(site());
    const withId = policyOf(site({ analyticsId: 'G-TEST123' }));
    for (const origin of ANALYTICS_ORIGINS.script) {
      expect(without.get('script-src')).not.toContain(origin);
      expect(withId.get('script-src')).toContain(origin);
    }
    for (const origin of ANALYTICS_ORIGINS.connect) {
      expect(without.get('connect-src')).not.toContain(origin);
      expect(withId.get('connect-src')).toContain(origin);
    }
  });

  it('follows the configuration: another calendar host replaces the old one', () => {
    const before = contentSecurityPolicy({ site: site(), remoteUrls: REMOTE_URLS });
    const after = contentSecurityPolicy({
      site: site({ calendarEmbedUrl: 'https://booking.other.example/embed' }),
      remoteUrls: REMOTE_URLS,
    });
    expect(after).not.toBe(before);
    expect(directives(after).get('frame-src')).toContain('https://booking.other.example');
    expect(directives(after).get('frame-src')).not.toContain('https://calendar.intenta.example');
  });

  it('follows the remotes: a moved remote is allowed, the old location no longer', () => {
    const moved = directives(
      contentSecurityPolicy({ site: site(), remoteUrls: ['https://home.cdn.example/v7/mf-manifest.json'] }),
    );
    expect(moved.get('script-src')).toContain('https://home.cdn.example');
    expect(moved.get('script-src')).not.toContain('http://localhost:3001');
    expect(moved.get('style-src')).toContain('https://home.cdn.example');
  });

  it('allows inline styles only by hash; style attributes on their own directive', () => {
    const policy = policyOf(site(), { inlineStyleHashes: ["'sha256-abc='"] });
    expect(policy.get('style-src')).toContain("'sha256-abc='");
    expect(policy.get('style-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
  });

  it('without a configuration allows nothing outside the own origin', () => {
    const policy = contentSecurityPolicy({});
    expect(policy).not.toMatch(/https?:/);
    expect(directives(policy).get('frame-src')).toEqual(["'none'"]);
  });
});

describe('securityHeaders', () => {
  it('sends the policy with the referrer, sniffing, framing and permissions headers', () => {
    const headers = securityHeaders({ site: site(), remoteUrls: REMOTE_URLS });
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['X-Frame-Options']).toBe('DENY');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment'])
      expect(headers['Permissions-Policy']).toContain(`${feature}=()`);
    expect(headers).not.toHaveProperty('Access-Control-Allow-Origin');
  });
});

describe('hashSource', () => {
  it('is the CSP source of exactly that inline code', () => {
    // Known digests: printf '%s' 'window.x = 1;' | openssl sha256 -binary | base64
    expect(hashSource('window.x = 1;')).toBe("'sha256-U1BU0BfAhaBREBgsEDDctSYokOF3U7hQUIj6mrtukfw='");
    expect(hashSource('.reveal{opacity:1}')).toBe("'sha256-cCvP9uTauNMlOgg9SbImiURAVDlgbuY1sJkLaL/KYJA='");
    expect(hashSource('window.x = 2;')).not.toBe(hashSource('window.x = 1;'));
  });
});

describe('_headers file', () => {
  it('reads back what it writes', () => {
    const headers = securityHeaders({ site: site(), remoteUrls: REMOTE_URLS });
    expect(readHeadersFile(headersFile(headers), '_headers')).toEqual(headers);
  });

  it('skips rules it does not apply, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const text = '/*\n  X-A: 1\n/blog/*\n  X-B: 2\n/*\n  broken line\n';
      expect(readHeadersFile(text, '_headers')).toEqual({ 'X-A': '1' });
      expect(warn).toHaveBeenCalledTimes(2);
    } finally {
      warn.mockRestore();
    }
  });
});
