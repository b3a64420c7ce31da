import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToasts } from 'shared';
import { submitPartnerApplication } from '../api/submit-application';
import { partnersCopy } from '../content';
import { ApplicationForm } from './ApplicationForm';

vi.mock('../api/submit-application', () => ({ submitPartnerApplication: vi.fn() }));
const submit = vi.mocked(submitPartnerApplication);

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
  it('sends trimmed values with the page language, then clears, confirms and tracks', async () => {
    submit.mockResolvedValue(true);
    render(<ApplicationForm lang="es" copy={partnersCopy.es.form} />);
    const user = await fillAll('es');
    await user.click(screen.getByRole('button', { name: 'Enviar Aplicación' }));
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
    );
    await waitFor(() =>
      expect((screen.getByLabelText(/Nombre completo/) as HTMLInputElement).value).toBe(''),
    );
    expect(useToasts.getState().toasts).toEqual([
      expect.objectContaining({
        title: 'Aplicación Enviada',
        description: '¡Gracias por tu interés! Nos pondremos en contacto pronto.',
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
    let finish = (_ok: boolean) => {};
    submit.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    render(<ApplicationForm lang="en" copy={partnersCopy.en.form} />);
    const user = await fillAll('en', 'unsure');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    const button = screen.getByRole('button', { name: 'Sending...' });
    expect(button.matches(':disabled')).toBe(true);
    for (const box of screen.getAllByRole('textbox')) expect(box.matches(':disabled')).toBe(true);
    expect(screen.getByRole('combobox').matches(':disabled')).toBe(true);
    finish(false);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Submit Application' }).matches(':disabled')).toBe(false),
    );
  });

  it('keeps the values and shows the destructive error toast on failure', async () => {
    submit.mockResolvedValue(false);
    render(<ApplicationForm lang="en" copy={partnersCopy.en.form} />);
    const user = await fillAll('en');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(useToasts.getState().toasts).toHaveLength(1));
    expect(useToasts.getState().toasts[0]).toMatchObject({
      title: 'Error',
      description: 'There was a problem submitting your application. Please try again.',
      variant: 'destructive',
    });
    expect((screen.getByLabelText(/Full name/) as HTMLInputElement).value).toBe('  Ana  ');
    expect((screen.getByLabelText(/Partner type/) as HTMLInputElement).value).toBe('strategic');
    expect(gtag).not.toHaveBeenCalled();
  });

  it('marks invalid fields with their messages and blocks a missing partner type with the toast', async () => {
    render(<ApplicationForm lang="en" copy={partnersCopy.en.form} />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/Email/), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(submit).not.toHaveBeenCalled();
    const name = screen.getByLabelText(/Full name/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please enter your name.',
    );
    expect(screen.getByTestId('email-error')?.textContent).toBe('Please enter a valid email address.');
    expect(useToasts.getState().toasts).toEqual([
      expect.objectContaining({ description: 'Please select a partner type', variant: 'destructive' }),
    ]);
  });

  it('passes a filled honeypot along (the server then stores nothing)', async () => {
    submit.mockResolvedValue(true);
    const { container } = render(<ApplicationForm lang="en" copy={partnersCopy.en.form} />);
    const user = await fillAll('en');
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.getAttribute('tabindex')).toBe('-1');
    await user.type(trap, 'spam');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(submit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Ana' }), 'spam');
  });
});
