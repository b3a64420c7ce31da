import { useId, type ReactNode } from 'react';
import { css, cx } from '@linaria/core';
import { Button, Container, Section, SectionHeading, Spinner, visuallyHiddenClass, type Lang } from 'shared';
import {
  HONEYPOT_INPUT,
  LANGUAGE_FIELD,
  MESSAGE_FIELD,
  PARTNER_TYPE_FIELD,
  TEXT_INPUT_FIELDS,
  type TextInputField,
} from '@intenta/partner-api/form-fields';
import { functionUrl } from '../api/submit-application';
import type { PartnersCopy } from '../content';
import { FORM_SECTION_ID } from './Hero';
import {
  useApplicationForm,
  type FieldErrors,
  type FormField,
  type SendingResult,
  type Values,
} from './useApplicationForm';

// The partner form. Its fields (names, order, input attributes, limits) are the
// endpoint's declaration (`@intenta/partner-api/form-fields`), which the
// endpoint's own page for browsers without scripts renders too; its words are
// this page's content. State and sending: useApplicationForm.ts.

type FormCopy = PartnersCopy['form'];

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

/** What every field of the form reads: its id, value and message, and the one change handler. */
interface FieldsState {
  id: (field: string) => string;
  values: Values;
  errors: FieldErrors;
  onChange: ReturnType<typeof useApplicationForm>['onChange'];
}

function fieldProps({ id, values, errors, onChange }: FieldsState, field: FormField) {
  return {
    id: id(field),
    name: field,
    value: values[field],
    onChange,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? id(`${field}-error`) : undefined,
  };
}

function FieldError({ state, field }: { state: FieldsState; field: FormField }): ReactNode {
  const message = state.errors[field];
  if (!message) return null;
  return (
    <p className={errorTextClass} id={state.id(`${field}-error`)} data-testid={`${field}-error`}>
      {message}
    </p>
  );
}

function RequiredLabel({ state, field, text }: { state: FieldsState; field: FormField; text: string }) {
  return (
    <label htmlFor={state.id(field)}>
      {text}
      <span aria-hidden="true"> *</span>
    </label>
  );
}

function TextField({ state, input, copy }: { state: FieldsState; input: TextInputField; copy: FormCopy }) {
  const { field, type, autocomplete, maxLength } = input;
  const inputMode = 'inputmode' in input ? input.inputmode : undefined;
  return (
    <div className={fieldBoxClass}>
      <RequiredLabel state={state} field={field} text={copy[field].label} />
      <input
        {...fieldProps(state, field)}
        type={type}
        autoComplete={autocomplete}
        inputMode={inputMode}
        placeholder={copy[field].placeholder}
        required
        maxLength={maxLength}
      />
      <FieldError state={state} field={field} />
    </div>
  );
}

function PartnerTypeField({ state, copy }: { state: FieldsState; copy: FormCopy }) {
  const { field, options } = PARTNER_TYPE_FIELD;
  return (
    <div className={cx(fieldBoxClass, fieldBoxWideClass)}>
      <RequiredLabel state={state} field={field} text={copy.partnerType.label} />
      <select {...fieldProps(state, field)} required>
        <option value="">{copy.partnerType.placeholder}</option>
        {options.map((type) => (
          <option key={type} value={type}>
            {copy.partnerType.options[type]}
          </option>
        ))}
      </select>
      <FieldError state={state} field={field} />
    </div>
  );
}

function MessageField({ state, copy }: { state: FieldsState; copy: FormCopy }) {
  const { field, rows, maxLength } = MESSAGE_FIELD;
  return (
    <div className={cx(fieldBoxClass, fieldBoxWideClass)}>
      <label htmlFor={state.id(field)}>
        {copy.message.label} <span className={optionalClass}>{copy.message.optional}</span>
      </label>
      <textarea
        {...fieldProps(state, field)}
        rows={rows}
        placeholder={copy.message.placeholder}
        maxLength={maxLength}
      />
      <FieldError state={state} field={field} />
    </div>
  );
}

/** Honeypot: hidden from people and assistive technology; bots fill it. */
function HoneypotField({ state, copy }: { state: FieldsState; copy: FormCopy }) {
  const { field, type, tabIndex, autocomplete } = HONEYPOT_INPUT;
  return (
    <div className={visuallyHiddenClass} aria-hidden="true">
      <label htmlFor={state.id(field)}>{copy.honeypot}</label>
      <input
        id={state.id(field)}
        name={field}
        type={type}
        tabIndex={tabIndex}
        autoComplete={autocomplete}
        value={state.values.website}
        onChange={state.onChange}
      />
    </div>
  );
}

function SendingResultNote({
  result,
  copy,
  resultRef,
}: {
  result: SendingResult;
  copy: FormCopy;
  resultRef: ReturnType<typeof useApplicationForm>['resultRef'];
}) {
  if (!result) return null;
  const sent = result.outcome === 'sent';
  return (
    <p
      ref={resultRef}
      tabIndex={-1}
      className={resultClass}
      data-outcome={result.outcome}
      data-testid="partner-form-result"
    >
      <strong>{sent ? copy.successTitle : copy.errorTitle}</strong> {sent ? copy.successText : copy.errorText}
    </p>
  );
}

/** The plain form: it posts to the endpoint when no script handles it. */
function PartnerForm({
  lang,
  copy,
  form,
  fields,
}: {
  lang: Lang;
  copy: FormCopy;
  form: ReturnType<typeof useApplicationForm>;
  fields: FieldsState;
}) {
  return (
    <form
      ref={form.formRef}
      method="post"
      action={functionUrl()}
      acceptCharset="UTF-8"
      noValidate
      onSubmit={form.onSubmit}
      aria-describedby={fields.id('note')}
      data-testid="partner-form"
    >
      <input type="hidden" name={LANGUAGE_FIELD} value={lang} />
      <fieldset className={fieldsClass} disabled={form.submitting}>
        {TEXT_INPUT_FIELDS.map((input) => (
          <TextField key={input.field} state={fields} input={input} copy={copy} />
        ))}
        <PartnerTypeField state={fields} copy={copy} />
        <MessageField state={fields} copy={copy} />
        <HoneypotField state={fields} copy={copy} />
        <div className={actionsClass}>
          <Button type="submit" size="lg" data-testid="partner-submit">
            {form.submitting ? <Spinner label={copy.sending} size={18} showLabel /> : copy.submit}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

export function ApplicationForm({ lang, copy }: { lang: Lang; copy: FormCopy }) {
  const idPrefix = useId();
  const id = (field: string) => `${idPrefix}-${field}`;
  const form = useApplicationForm(lang, copy);
  const fields: FieldsState = { id, values: form.values, errors: form.errors, onChange: form.onChange };
  return (
    <div className={surfaceClass}>
      <Section id={FORM_SECTION_ID} aria-labelledby={id('title')} data-offscreen="">
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
            <PartnerForm lang={lang} copy={copy} form={form} fields={fields} />
            <SendingResultNote result={form.result} copy={copy} resultRef={form.resultRef} />
          </div>
        </Container>
      </Section>
    </div>
  );
}
