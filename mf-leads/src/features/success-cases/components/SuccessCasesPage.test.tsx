import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSiteConfig, usePageMetaStore } from 'shared';
import { SuccessCasesPage } from './SuccessCasesPage';
import { LEAD_SCRIPT_ATTRIBUTE } from '../hooks/useLeadFormScript';
import { LEAD_FORM_TARGET_ID } from './LeadForm';
import { successCases, successCasesContent as copy } from '../content';

const script = () => document.querySelector<HTMLScriptElement>(`script[${LEAD_SCRIPT_ATTRIBUTE}]`);
/** An accessible name that holds the copy (links and headings add an icon's or a new-tab hint's words). */
const holding = (text: string) => (name: string) => name.includes(text);
const submitted = { type: 'hsFormCallback', eventName: 'onFormSubmitted' };

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/casos-de-exito']}>
      <SuccessCasesPage lang="es" />
    </MemoryRouter>,
  );
}

function post(data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

afterEach(() => {
  delete window.hbspt;
});

describe('SuccessCasesPage', () => {
  it('shows the pitch, what the report holds, the highlights, the back link and the demo call to action', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy.headline);
    for (const item of copy.includes) expect(screen.getByText(item)).toBeTruthy();
    const highlights = screen.getByTestId('success-highlights');
    for (const { result } of successCases) expect(within(highlights).getByText(result)).toBeTruthy();
    expect(highlights.querySelectorAll('blockquote')).toHaveLength(successCases.length);
    expect(screen.getByRole('link', { name: holding(copy.backLink) }).getAttribute('href')).toBe('/');
    const demo = screen.getByRole('link', { name: holding(copy.cta.button) });
    expect(demo.getAttribute('href')).toBe(getSiteConfig().calendarBookingUrls.demo);
    expect(demo.getAttribute('target')).toBe('_blank');
    expect(demo.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText(copy.notes.privacy)).toBeTruthy();
    expect(screen.getByText(copy.notes.trust)).toBeTruthy();
    expect(screen.getByRole('heading', { name: copy.card.heading })).toBeTruthy();
  });

  it('declares Spanish metadata with no alternate and a breadcrumb list', () => {
    renderPage();
    const meta = usePageMetaStore.getState().meta;
    expect(meta).toMatchObject({ lang: 'es', path: '/casos-de-exito', alternatePath: null });
    expect(meta?.jsonLd?.[0]).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('adds the form script when it appears and removes it when it is left', () => {
    const { unmount } = renderPage();
    expect(script()?.src).toBe(getSiteConfig().leadForm.scriptUrl);
    unmount();
    expect(script()).toBeNull();
  });

  it.each([copy.card.button, copy.mobileButton])(
    '"%s" reveals the form, rendered by the script with the configured ids',
    async (name) => {
      const create = vi.fn((options: { target: string }) => {
        document.querySelector(options.target)!.append(document.createElement('form'));
      });
      renderPage();
      window.hbspt = { forms: { create } };
      act(() => script()!.dispatchEvent(new Event('load')));
      await userEvent.click(screen.getByRole('button', { name }));
      const heading = screen.getByRole('heading', { name: holding(copy.form.heading) });
      expect(document.activeElement).toBe(heading);
      const { region, portalId, formId } = getSiteConfig().leadForm;
      expect(create).toHaveBeenCalledWith({ region, portalId, formId, target: `#${LEAD_FORM_TARGET_ID}` });
      expect(screen.getByTestId('lead-form-target').querySelector('form')).not.toBeNull();
      expect(screen.queryByRole('button', { name: copy.mobileButton })).toBeNull();
    },
  );

  it('moves to the thank-you card on the submission message, with view and download links', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: copy.card.button }));
    post(submitted);
    const card = screen.getByTestId('lead-thank-you');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: holding(copy.thanks.heading) }));
    const view = within(card).getByRole('link', { name: holding(copy.thanks.view) });
    const download = within(card).getByRole('link', { name: copy.thanks.download });
    expect(view.getAttribute('target')).toBe('_blank');
    expect(view.getAttribute('rel')).toBe('noopener noreferrer');
    expect(view.getAttribute('href')).toMatch(/casos-de-exito.*\.pdf$/);
    expect(download.getAttribute('href')).toBe(view.getAttribute('href'));
    expect(download.getAttribute('download')).toBe(copy.thanks.downloadFileName);
  });

  it('ignores messages of other shapes, from other origins, and before the form is shown', async () => {
    renderPage();
    post(submitted); // form still hidden
    await userEvent.click(screen.getByRole('button', { name: copy.card.button }));
    post(submitted, 'https://evil.example');
    post({ type: 'hsFormCallback', eventName: 'onFormReady' });
    post('hsFormCallback onFormSubmitted');
    expect(screen.queryByTestId('lead-thank-you')).toBeNull();
    post(submitted, getSiteConfig().leadForm.origin);
    expect(screen.getByTestId('lead-thank-you')).toBeTruthy();
  });

  it('says so and offers the contact e-mail when the script cannot load', async () => {
    renderPage();
    act(() => script()!.dispatchEvent(new Event('error')));
    await userEvent.click(screen.getByRole('button', { name: copy.card.button }));
    const notice = screen.getByTestId('lead-form-failed');
    expect(notice.textContent).toMatch(copy.form.failedHeading);
    const { contactEmail } = getSiteConfig();
    expect(within(notice).getByRole('link', { name: contactEmail }).getAttribute('href')).toMatch(
      new RegExp(`^mailto:${contactEmail}`),
    );
  });
});
