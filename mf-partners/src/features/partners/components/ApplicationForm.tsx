import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { css, cx } from '@linaria/core';
import {
  Button,
  Container,
  Section,
  SectionHeading,
  Spinner,
  showToast,
  track,
  visuallyHiddenClass,
  type Lang,
} from 'shared';
import {
  FIELD_MAX_LENGTH,
  HONEYPOT_FIELD,
  PARTNER_TYPES,
  validateApplication,
  type ApplicationField,
  type FieldProblem,
} from '@intenta/partner-api/validation';
import { functionUrl, newIdempotencyKey, submitPartnerApplication } from '../api/submit-application';
import { fillIn, type PartnersCopy } from '../content';
import { FORM_SECTION_ID } from './Hero';

type FormField = 'name' | 'email' | 'company' | 'country' | 'partnerType' | 'message';
type Values = Record<FormField | typeof HONEYPOT_FIELD, string>;

const EMPTY: Values = {
  name: '',
  email: '',
  company: '',
  country: '',
  partnerType: '',
  message: '',
  website: '',
};
/** The four required one-line fields, in order, with their input attributes. */
const TEXT_FIELDS = [
  { field: 'name', type: 'text', autoComplete: 'name' },
  { field: 'email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { field: 'company', type: 'text', autoComplete: 'organization' },
  { field: 'country', type: 'text', autoComplete: 'country-name' },
] as const;
const FIELD_ORDER: readonly FormField[] = ['name', 'email', 'company', 'country', 'partnerType', 'message'];

const surfaceClass = css`
  background: var(--color-surface);
`;

const panelClass = css`
  max-width: 44rem;
  margin-inline: auto;
  padding: var(--space-6);
  background: var(--color-bg);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-lg);
  box-shadow: var(--shadow-md);

  @media (min-width: 768px) {
    padding: var(--space-12);
  }

  h2:focus {
    outline: none;
  }
`;

const leadClass = css`
  margin: 0 0 var(--space-2);
  color: var(--color-text-muted);
`;

const noteClass = css`
  margin: 0 0 var(--space-6);
  color: var(--color-text-muted);
  font-size: var(--text-sm);
`;

const fieldsClass = css`
  display: grid;
  gap: var(--space-4);
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  @media (min-width: 768px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const fieldBoxClass = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-1);
  grid-column: auto;

  label {
    font-weight: 600;
  }

  input,
  select,
  textarea {
    width: 100%;
    min-height: 2.75rem;
    padding: var(--space-2) var(--space-3);
    border: 1px solid #6b7280;
    border-radius: var(--radius-sm);
    background: var(--color-bg);
    color: var(--color-text);
    font: inherit;
  }

  textarea {
    resize: vertical;
  }

  [aria-invalid='true'] {
    border-color: var(--color-danger);
    box-shadow: 0 0 0 1px var(--color-danger);
  }

  :disabled {
    background: var(--color-surface);
    cursor: not-allowed;
  }
`;

/** A field spanning both columns. */
const fieldBoxWideClass = css`
  grid-column: 1 / -1;
`;

const errorTextClass = css`
  margin: 0;
  color: var(--color-danger);
  font-size: var(--text-sm);
`;

const optionalClass = css`
  color: var(--color-text-muted);
  font-weight: 400;
`;

const actionsClass = css`
  grid-column: 1 / -1;
  margin-top: var(--space-2);

  button {
    width: 100%;
  }
`;

const resultClass = css`
  margin: var(--space-6) 0 0;
  padding: var(--space-3) var(--space-4);
  border-radius: var(--radius-sm);
  border-left: 4px solid var(--color-success);
  background: var(--color-surface);

  &[data-outcome='failed'] {
    border-left-color: var(--color-danger);
    background: var(--color-danger-soft);
  }

  strong {
    display: block;
  }
`;

/** The field's message in the page's language for a validation problem. */
function messageFor(field: ApplicationField, problem: FieldProblem, copy: PartnersCopy['form']): string {
  if (problem === 'too_long' && field in FIELD_MAX_LENGTH) {
    return fillIn(copy.tooLong, { max: FIELD_MAX_LENGTH[field as keyof typeof FIELD_MAX_LENGTH] });
  }
  if (problem === 'invalid_characters') return copy.invalidCharacters;
  if (problem === 'no_visible_text') return copy.noVisibleText;
  if (field === 'email' && problem === 'email_unicode_local_part') return copy.email.unicodeLocalPart;
  if (field === 'email' && problem === 'invalid_email') return copy.email.invalid;
  const fieldCopy = field === 'language' ? undefined : copy[field];
  return (fieldCopy && 'required' in fieldCopy && fieldCopy.required) || copy.errorText;
}

/** The messages that belong to a field of the form (the language is the page's, not a field). */
function pickFormFields(fields: Partial<Record<ApplicationField, string>> | undefined) {
  const picked: Partial<Record<FormField, string>> = {};
  for (const field of FIELD_ORDER) {
    const message = fields?.[field];
    if (message) picked[field] = message;
  }
  return picked;
}

export function ApplicationForm({ lang, copy }: { lang: Lang; copy: PartnersCopy['form'] }) {
  const idPrefix = useId();
  const id = (field: string) => `${idPrefix}-${field}`;
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  // The outcome of the last sending, shown under the form; a new object per
  // sending, so the same outcome twice still moves focus to it.
  const [result, setResult] = useState<{ outcome: 'sent' | 'failed' } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  // One Idempotency-Key per submission attempt: kept while the values stay as
  // sent, so the visitor's retry after a lost answer is not stored twice; a
  // change makes the next submission a new attempt.
  const idempotencyKey = useRef<string | null>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const field = event.target.name as keyof Values;
    setValues((v) => ({ ...v, [field]: event.target.value }));
    idempotencyKey.current = null;
    if (field in errors) setErrors(({ [field as FormField]: _gone, ...rest }) => rest);
  };

  // After the server refused fields: the field to focus once the fields are
  // enabled again (a disabled field cannot take focus).
  const focusAfterSending = useRef<FormField | null>(null);
  useEffect(() => {
    const field = focusAfterSending.current;
    if (!field || submitting) return;
    focusAfterSending.current = null;
    formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  }, [errors, submitting]);

  // The visitor who pressed the button keeps their place: focus goes to the
  // outcome (read out by screen readers), not back to the top of the page.
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  const firstField = (errors: Partial<Record<FormField, string>>) => FIELD_ORDER.find((f) => errors[f]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const result = validateApplication({ ...values, language: lang });
    if (!result.ok) {
      const next: Partial<Record<FormField, string>> = {};
      for (const field of FIELD_ORDER) {
        const problem = result.problems[field];
        if (problem) next[field] = messageFor(field, problem, copy);
      }
      setErrors(next);
      const first = firstField(next);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      if (result.problems.partnerType === 'required') {
        showToast({ title: copy.errorTitle, description: copy.missingType, variant: 'destructive' });
      }
      return;
    }

    setErrors({});
    setResult(null);
    setSubmitting(true);
    idempotencyKey.current ??= newIdempotencyKey();
    const outcome = await submitPartnerApplication(result.value, values.website, idempotencyKey.current);
    setSubmitting(false);
    // The server checks again: its per-field messages (in the application's
    // language) go next to the fields; what the visitor typed stays.
    const refused = outcome.ok ? {} : pickFormFields(outcome.fields);
    if (Object.keys(refused).length > 0) {
      setErrors(refused);
      focusAfterSending.current = firstField(refused) ?? null;
    } else if (outcome.ok) {
      idempotencyKey.current = null;
      setValues(EMPTY);
      setResult({ outcome: 'sent' });
      showToast({ title: copy.successTitle, description: copy.successText });
      track('partner_application_submitted', {
        event_category: 'conversion',
        event_label: result.value.partnerType,
        value: 1,
      });
    } else {
      setResult({ outcome: 'failed' });
      showToast({ title: copy.errorTitle, description: copy.errorText, variant: 'destructive' });
    }
  }

  const describedBy = (field: FormField) => (errors[field] ? id(`${field}-error`) : undefined);
  const fieldProps = (field: FormField) => ({
    id: id(field),
    name: field,
    value: values[field],
    onChange,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(field),
  });
  const error = (field: FormField): ReactNode =>
    errors[field] ? (
      <p className={errorTextClass} id={id(`${field}-error`)} data-testid={`${field}-error`}>
        {errors[field]}
      </p>
    ) : null;
  const label = (field: FormField, text: string, required = true) => (
    <label htmlFor={id(field)}>
      {text}
      {required && <span aria-hidden="true"> *</span>}
    </label>
  );

  return (
    <div className={surfaceClass}>
      <Section id={FORM_SECTION_ID} aria-labelledby={id('title')}>
        <Container>
          <div className={panelClass}>
            <SectionHeading id={id('title')} tabIndex={-1}>
              {copy.title}
            </SectionHeading>
            <p className={leadClass}>{copy.lead}</p>
            <p className={noteClass} id={id('note')}>
              {copy.requiredNote}
            </p>
            {/* Served as a plain form that posts to the endpoint, so it works before and
                without JavaScript and never puts a value in an address (decision 045);
                with the script, onSubmit prevents the post and sends the application itself. */}
            <form
              ref={formRef}
              method="post"
              action={functionUrl()}
              acceptCharset="UTF-8"
              noValidate
              onSubmit={onSubmit}
              aria-describedby={id('note')}
              data-testid="partner-form"
            >
              <input type="hidden" name="language" value={lang} />
              <fieldset className={fieldsClass} disabled={submitting}>
                {TEXT_FIELDS.map(({ field, ...attributes }) => (
                  <div className={fieldBoxClass} key={field}>
                    {label(field, copy[field].label)}
                    <input
                      {...fieldProps(field)}
                      {...attributes}
                      placeholder={copy[field].placeholder}
                      required
                      maxLength={FIELD_MAX_LENGTH[field]}
                    />
                    {error(field)}
                  </div>
                ))}
                <div className={cx(fieldBoxClass, fieldBoxWideClass)}>
                  {label('partnerType', copy.partnerType.label)}
                  <select {...fieldProps('partnerType')} required>
                    <option value="">{copy.partnerType.placeholder}</option>
                    {PARTNER_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {copy.partnerType.options[type]}
                      </option>
                    ))}
                  </select>
                  {error('partnerType')}
                </div>
                <div className={cx(fieldBoxClass, fieldBoxWideClass)}>
                  <label htmlFor={id('message')}>
                    {copy.message.label} <span className={optionalClass}>{copy.message.optional}</span>
                  </label>
                  <textarea
                    {...fieldProps('message')}
                    rows={4}
                    placeholder={copy.message.placeholder}
                    maxLength={FIELD_MAX_LENGTH.message}
                  />
                  {error('message')}
                </div>
                {/* Honeypot: hidden from people and assistive technology; bots fill it. */}
                <div className={visuallyHiddenClass} aria-hidden="true">
                  <label htmlFor={id(HONEYPOT_FIELD)}>{copy.honeypot}</label>
                  <input
                    id={id(HONEYPOT_FIELD)}
                    name={HONEYPOT_FIELD}
                    type="text"
                    tabIndex={-1}
                    autoComplete="off"
                    value={values.website}
                    onChange={onChange}
                  />
                </div>
                <div className={actionsClass}>
                  <Button type="submit" size="lg" data-testid="partner-submit">
                    {submitting ? <Spinner label={copy.sending} size={18} showLabel /> : copy.submit}
                  </Button>
                </div>
              </fieldset>
            </form>
            {result && (
              <p
                ref={resultRef}
                tabIndex={-1}
                className={resultClass}
                data-outcome={result.outcome}
                data-testid="partner-form-result"
              >
                <strong>{result.outcome === 'sent' ? copy.successTitle : copy.errorTitle}</strong>{' '}
                {result.outcome === 'sent' ? copy.successText : copy.errorText}
              </p>
            )}
          </div>
        </Container>
      </Section>
    </div>
  );
}
