import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePageMetaStore } from 'shared';
import { HeadManager } from './HeadManager';

afterEach(() => usePageMetaStore.setState({ meta: null }));

describe('HeadManager', () => {
  it('writes the head and replaces its own tags when the page changes', async () => {
    render(<HeadManager lang="en" pathname="/terms" />);
    // The head's code loads when a head is first replaced.
    await vi.waitFor(() => expect(document.title).toBe('Intenta'));
    expect(document.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe(
      'https://intenta.example/terms',
    );
    act(() =>
      usePageMetaStore.getState().setMeta({
        lang: 'en',
        title: 'Terms of Service | Intenta',
        description: 'Terms </script><script>alert(1)</script>',
        path: '/terms',
        alternatePath: '/es/terms',
        jsonLd: [{ '@type': 'WebPage', name: '</script>' }],
      }),
    );
    await vi.waitFor(() => expect(document.title).toBe('Terms of Service | Intenta'));
    expect(document.querySelectorAll('link[rel=canonical]')).toHaveLength(1);
    expect(document.querySelectorAll('link[hreflang]')).toHaveLength(3);
    const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')];
    expect(scripts).toHaveLength(3);
    expect(scripts[2]!.textContent).not.toContain('</script>');
    expect(JSON.parse(scripts[2]!.textContent!)).toEqual({ '@type': 'WebPage', name: '</script>' });
    expect(document.documentElement.lang).toBe('en');
  });
});
