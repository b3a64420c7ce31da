import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToasts } from 'shared';
import type * as SubmitApi from '../api/submit-application';
import { submitPartnerApplication, type SubmissionResult } from '../api/submit-application';
import { partnersCopy } from '../content';
import { FORM_FIELD_NAMES } from '@intenta/partner-api/form-body';
import { ApplicationForm } from './ApplicationForm';

vi.mock('../api/submit-application', async (importOriginal) => ({
  ...(await importOriginal<typeof SubmitApi>()),
  submitPartnerApplication: vi.fn(),
}));
const submit = vi.mocked(submitPartnerApplication);
// The form's copy from its content files (mf-partners/content/partners-page/): a studio edit keeps
// these green. The refusals the mocked server sends are its own text (partner-api), in code.
const en = partnersCopy.en.form;
const es = partnersCopy.es.form;
const label = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

const gtag = vi.fn();
beforeEach(() => {
  submit.mockReset();
  gtag.mockReset();
  window.gtag = gtag;
  useToasts.setState({ toasts: [] });
});
afterEach(() => {
  delete window.gtag;
});

async function fillAll(lang: 'en' | 'es', type = 'strategic') {
  const user = userEvent.setup({ delay: null });
  const c = partnersCopy[lang].form;
  await user.type(screen.getByLabelText(new RegExp(c.name.label)), '  Ana  ');
  await user.type(screen.getByLabelText(new RegExp(c.email.label)), 'ana@shop.example');
  await user.type(screen.getByLabelText(new RegExp(c.company.label)), 'Shop ');
  await user.type(screen.getByLabelText(new RegExp(c.country.label)), 'Chile');
  if (type) await user.selectOptions(screen.getByLabelText(new RegExp(c.partnerType.label)), type);
  await user.type(screen.getByLabelText(new RegExp(c.message.label)), ' hi ');
  return user;
}

describe('ApplicationForm', () => {
  it('is served as a form that posts every field and the language to the endpoint, never as a GET', () => {
    const { container } = render(<ApplicationForm lang="es" copy={partnersCopy.es.form} />);
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('http://localhost:54321/functions/v1/send-partner-notification');
    expect(form.getAttribute('accept-charset')).toBe('UTF-8');
    // What a browser posts without the script: the names the endpoint reads from a form post.
    expect([...new FormData(form).keys()].sort()).toEqual([...FORM_FIELD_NAMES].sort());
    expect(new FormData(form).get('language')).toBe('es');
  });

  it('keeps the post from happening when its script runs (the script sends the application)', async () => {
    submit.mockResolvedValue({ ok: true });
    render(<ApplicationForm lang="en" copy={partnersCopy.en.form} />);
    await fillAll('en');
    const form = screen.getByTestId('partner-form') as HTMLFormElement;
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
  });

  it('sends trimmed values with the page language, then clears, confirms and tracks', async () => {
    submit.mockResolvedValue({ ok: true });
    render(<ApplicationForm lang="es" copy={partnersCopy.es.form} />);
    const user = await fillAll('es');
    await user.click(screen.getByRole('button', { name: es.submit }));
    expect(submit).toHaveBeenCalledWith(
      {
        name: 'Ana',
        email: 'ana@shop.example',
        company: 'Shop',
        country: 'Chile',
        partnerType: 'strategic',
        message: 'hi',
        language: 'es',
      },
      '',
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    );
    await waitFor(() =>
      expect((screen.getByLabelText(label(es.name.label)) as HTMLInputElement).value).toBe(''),
    );
    expect(useToasts.getState().toasts).toEqual([
      expect.objectContaining({
        title: es.successTitle,
        description: es.successText,
        variant: 'default',
      }),
    ]);
    expect(gtag).toHaveBeenCalledWith('event', 'partner_application_submitted', {
      event_category: 'conversion',
      event_label: 'strategic',
      value: 1,
    });
  });

  it('disables every field and shows Sending... while the call runs', async () => {
    let finish = (_outcome: SubmissionResult) => {};
    submit.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    render(<ApplicationForm lang="en" copy={partnersCopy.en.form} />);
    const user = await fillAll('en', 'unsure');
    await user.click(screen.getByRole('button', { name: en.submit }));
    const button = screen.getByRole('button', { name: en.sending });
    expect(button.matches(':disabled')).toBe(true);
    for (const box of screen.getAllByRole('textbox')) expect(box.matches(':disabled')).toBe(true);
    expect(screen.getByRole('combobox').matches(':disabled')).toBe(true);
    finish({ ok: false });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: en.submit }).matches(':disabled')).toBe(false),
    );
  });

  it('keeps the values and shows the destructive error toast on failure', async () => {
    submit.mockResolvedValue({ ok: false });
    render(<ApplicationForm lang="en" copy={partnersCopy.en.form} />);
    const user = await fillAll('en');
    await user.click(screen.getByRole('button', { name: en.submit }));
    await waitFor(() => expect(useToasts.getState().toasts).toHaveLength(1));
    expect(useToasts.getState().toasts[0]).toMatchObject({
      title: en.errorTitle,
      description: en.errorText,
      variant: 'destructive',
    });
    expect((screen.getByLabelText(label(en.name.label)) as HTMLInputElement).value).toBe('  Ana  ');
    expect((screen.getByLabelText(label(en.partnerType.label)) as HTMLInputElement).value).toBe('strategic');
    expect(gtag).not.toHaveBeenCalled();
  });

  it('moves focus to the success message after sending, and to the error message after a failure', async () => {
    submit
      .mockResolvedValueOnce({ ok: false })
      .mockResolvedValueOnce({ ok: false })
      .mockResolvedValue({ ok: true });
    render(<ApplicationForm lang="en" copy={partnersCopy.en.form} />);
    const user = await fillAll('en');
    const send = () => user.click(screen.getByRole('button', { name: en.submit }));

    await send();
    const failed = await screen.findByTestId('partner-form-result');
    await waitFor(() => expect(document.activeElement).toBe(failed));
    expect(failed.getAttribute('tabindex')).toBe('-1');
    expect(failed.textContent).toBe(`${en.errorTitle} ${en.errorText}`);

    // The same outcome again still brings focus back from the button.
    await send();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('partner-form-result')));

    await send();
    await waitFor(() =>
      expect(screen.getByTestId('partner-form-result').textContent).toBe(
        "Application Submitted Thank you for your interest! We'll be in touch soon.",
      ),
    );
    expect(document.activeElement).toBe(screen.getByTestId('partner-form-result'));
  });

  it('leaves focus on the first refused field, with no result message, when the server refuses fields', async () => {
    submit.mockResolvedValue({ ok: false, fields: { email: 'Enter a valid email address.' } });
    render(<ApplicationForm lang="en" copy={partnersCopy.en.form} />);
    const user = await fillAll('en');
    await user.click(screen.getByRole('button', { name: en.submit }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(label(en.email.label))));
    expect(screen.queryByTestId('partner-form-result')).toBeNull();
  });

  it('marks invalid fields with their messages and blocks a missing partner type with the toast', async () => {
    render(<ApplicationForm lang="en" copy={partnersCopy.en.form} />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(label(en.email.label)), 'ana@');
    await user.click(screen.getByRole('button', { name: en.submit }));
    expect(submit).not.toHaveBeenCalled();
    const name = screen.getByLabelText(label(en.name.label));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe(
      en.name.required,
    );
    expect(screen.getByTestId('email-error')?.textContent).toBe(en.email.invalid);
    expect(useToasts.getState().toasts).toEqual([
      expect.objectContaining({ description: en.missingType, variant: 'destructive' }),
    ]);
  });

  it('passes a filled honeypot along (the server then stores nothing)', async () => {
    submit.mockResolvedValue({ ok: true });
    const { container } = render(<ApplicationForm lang="en" copy={partnersCopy.en.form} />);
    const user = await fillAll('en');
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.getAttribute('tabindex')).toBe('-1');
    await user.type(trap, 'spam');
    await user.click(screen.getByRole('button', { name: en.submit }));
    expect(submit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Ana' }), 'spam', expect.any(String));
  });

  it('shows the server refusal next to each field, accessibly, keeping what was typed (es)', async () => {
    submit.mockResolvedValue({
      ok: false,
      fields: {
        company: 'Por favor quita los caracteres de control o de dirección del texto de este campo.',
        email: 'Ingresa un correo electrónico válido.',
        language: 'Elige una de las opciones de la lista.',
      },
    });
    render(<ApplicationForm lang="es" copy={partnersCopy.es.form} />);
    const user = await fillAll('es');
    await user.click(screen.getByRole('button', { name: es.submit }));
    const email = screen.getByLabelText(label(es.email.label)) as HTMLInputElement;
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Ingresa un correo electrónico válido.',
    );
    const company = screen.getByLabelText(label(es.company.label)) as HTMLInputElement;
    expect(company.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('company-error').textContent).toBe(
      'Por favor quita los caracteres de control o de dirección del texto de este campo.',
    );
    // The first refused field in form order gets focus; nothing typed is lost.
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.value).toBe('ana@shop.example');
    expect(company.value).toBe('Shop ');
    expect((screen.getByLabelText(label(es.name.label)) as HTMLInputElement).value).toBe('  Ana  ');
    expect(screen.getByLabelText(label(es.name.label)).getAttribute('aria-invalid')).toBeNull();
    // Field messages, not the general toast.
    expect(useToasts.getState().toasts).toEqual([]);
    expect(gtag).not.toHaveBeenCalled();
  });

  it('sends one Idempotency-Key per submission attempt: kept for a retry of the same values, new after a change', async () => {
    submit.mockResolvedValue({ ok: false });
    render(<ApplicationForm lang="en" copy={partnersCopy.en.form} />);
    const user = await fillAll('en');
    const button = () => screen.getByRole('button', { name: en.submit });
    await user.click(button());
    await waitFor(() => expect(button().matches(':disabled')).toBe(false));
    await user.click(button());
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(2));
    const [first, retry] = submit.mock.calls.map((call) => call[2]);
    expect(retry).toBe(first);

    await user.type(screen.getByLabelText(label(en.company.label)), 'Co');
    submit.mockResolvedValue({ ok: true });
    await waitFor(() => expect(button().matches(':disabled')).toBe(false));
    await user.click(button());
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(3));
    expect(submit.mock.calls[2]?.[2]).not.toBe(first);
  });

  it.each([
    ['en', 'Ana\u001b[2J', en.invalidCharacters],
    ['es', '\u200b\u200b', es.noVisibleText],
  ] as const)('checks the new character rules before sending (%s)', async (lang, name, message) => {
    render(<ApplicationForm lang={lang} copy={partnersCopy[lang].form} />);
    const user = await fillAll(lang);
    const input = screen.getByLabelText(new RegExp(partnersCopy[lang].form.name.label)) as HTMLInputElement;
    await user.clear(input);
    // Typed as one paste: user-event reads "[" in type() as a key descriptor.
    await user.click(input);
    await user.paste(name);
    await user.click(screen.getByRole('button', { name: partnersCopy[lang].form.submit }));
    expect(submit).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('name-error').textContent).toBe(message);
    expect(input.value).toBe(name);
  });
});
