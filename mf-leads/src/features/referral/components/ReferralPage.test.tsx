import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSiteConfig, usePageMetaStore, type Lang } from 'shared';
import { ReferralPage } from './ReferralPage';

let rejectProbe: (e: unknown) => void;

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      () =>
        new Promise((_resolve, reject) => {
          rejectProbe = reject;
        }),
    ),
  );
  window.gtag = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete window.gtag;
});

function renderAt(path: string, lang: Lang) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ReferralPage lang={lang} />
    </MemoryRouter>,
  );
}

const cases = [
  {
    path: '/referral',
    lang: 'en',
    h1: 'Refer a Business, Earn Rewards',
    next: 'What happens next?',
    alt: '/es/referido',
  },
  {
    path: '/referido',
    lang: 'es',
    h1: 'Recomienda un negocio y gana recompensas',
    next: '¿Qué sigue?',
    alt: '/referral',
  },
  {
    path: '/es/referido',
    lang: 'es',
    h1: 'Recomienda un negocio y gana recompensas',
    next: '¿Qué sigue?',
    alt: '/referral',
  },
] as const;

describe.each(cases)('ReferralPage at $path', ({ path, lang, h1, next, alt }) => {
  it('shows the title, three benefit tiles, the 800 px form frame and the three next steps', () => {
    renderAt(path, lang);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(h1);
    const frame = screen.getByTestId('referral-form-frame');
    expect(frame.getAttribute('src')).toBe(getSiteConfig().referralFormUrl);
    expect(frame.getAttribute('height')).toBe('800');
    expect(frame.getAttribute('title')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    const nextSection = screen.getByRole('region', { name: next });
    expect(within(nextSection).getAllByRole('listitem')).toHaveLength(3);
    expect(nextSection.textContent).toMatch(lang === 'es' ? '2-3 días hábiles' : '2-3 business days');
  });

  it('sends one page_view with the page title and path, and declares its metadata', () => {
    renderAt(path, lang);
    const meta = usePageMetaStore.getState().meta;
    expect(window.gtag).toHaveBeenCalledTimes(1);
    expect(window.gtag).toHaveBeenCalledWith('event', 'page_view', {
      page_title: meta?.title,
      page_path: path,
    });
    expect(meta).toMatchObject({ lang, alternatePath: alt });
    expect(meta?.jsonLd?.[0]).toMatchObject({ '@type': 'BreadcrumbList' });
  });
});

describe('ReferralPage when the form cannot load', () => {
  it('replaces the frame with a notice offering the contact e-mail', async () => {
    renderAt('/referral', 'en');
    await act(async () => rejectProbe(new TypeError('Failed to fetch')));
    expect(screen.queryByTestId('referral-form-frame')).toBeNull();
    const notice = screen.getByRole('alert');
    expect(notice.textContent).toMatch('The referral form could not load');
    const { contactEmail } = getSiteConfig();
    expect(within(notice).getByRole('link', { name: contactEmail }).getAttribute('href')).toMatch(
      new RegExp(`^mailto:${contactEmail}`),
    );
  });
});
