// The partner form's state and sending, apart from its markup (ApplicationForm.tsx):
// the values, the messages by field, the sending and its outcome, and where focus goes.
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { reportFieldEvent, showToast, track, type Lang } from 'shared';
import { VISIBLE_FIELD_NAMES, type VisibleFieldName } from '@intenta/partner-api/form-fields';
import {
  FIELD_MAX_LENGTH,
  type HONEYPOT_FIELD,
  validateApplication,
  type ApplicationField,
  type FieldProblem,
  type PartnerApplication,
} from '@intenta/partner-api/validation';
import { newIdempotencyKey, submitPartnerApplication } from '../api/submit-application';
import { fillIn, type PartnersCopy } from '../content';

export type FormField = VisibleFieldName;
export type Values = Record<FormField | typeof HONEYPOT_FIELD, string>;
export type FieldErrors = Partial<Record<FormField, string>>;
/** The outcome of the last sending; a new object per sending, so the same outcome twice still moves focus. */
export type SendingResult = { outcome: 'sent' | 'failed' } | null;
type FormCopy = PartnersCopy['form'];

const EMPTY: Values = {
  name: '',
  email: '',
  company: '',
  country: '',
  partnerType: '',
  message: '',
  website: '',
};

/** The field's message in the page's language for a validation problem. */
function messageFor(field: ApplicationField, problem: FieldProblem, copy: FormCopy): string {
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
function pickFormFields(fields: Partial<Record<ApplicationField, string>> | undefined): FieldErrors {
  const picked: FieldErrors = {};
  for (const field of VISIBLE_FIELD_NAMES) {
    const message = fields?.[field];
    if (message) picked[field] = message;
  }
  return picked;
}

const firstField = (errors: FieldErrors) => VISIBLE_FIELD_NAMES.find((f) => errors[f]);

const focusField = (form: RefObject<HTMLFormElement | null>, field: FormField | undefined) => {
  if (field) form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
};

/** Focus after a sending: the first refused field once enabled again, or the outcome. */
function useFocusAfterSending(submitting: boolean, errors: FieldErrors, result: SendingResult) {
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  // After the server refused fields: the field to focus once the fields are
  // enabled again (a disabled field cannot take focus).
  const refusedField = useRef<FormField | null>(null);
  useEffect(() => {
    const field = refusedField.current;
    if (!field || submitting) return;
    refusedField.current = null;
    focusField(formRef, field);
  }, [errors, submitting]);
  // The visitor who pressed the button keeps their place: focus goes to the
  // outcome (read out by screen readers), not back to the top of the page.
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);
  return { formRef, resultRef, refusedField };
}

/** What the form's state looks like to the function that sends it. */
interface FormState {
  copy: FormCopy;
  values: Values;
  setValues: (values: Values) => void;
  setErrors: (errors: FieldErrors) => void;
  setResult: (result: SendingResult) => void;
  setSubmitting: (submitting: boolean) => void;
  idempotencyKey: { current: string | null };
  formRef: RefObject<HTMLFormElement | null>;
  refusedField: { current: FormField | null };
}

/** The checks in the browser: the messages by field, the first one focused. */
function refuseInvalid(state: FormState, problems: Partial<Record<ApplicationField, FieldProblem>>) {
  const { copy } = state;
  const next: FieldErrors = {};
  for (const field of VISIBLE_FIELD_NAMES) {
    const problem = problems[field];
    if (problem) next[field] = messageFor(field, problem, copy);
  }
  state.setErrors(next);
  focusField(state.formRef, firstField(next));
  if (problems.partnerType === 'required') {
    showToast({ title: copy.errorTitle, description: copy.missingType, variant: 'destructive' });
  }
}

/** Sends a valid application and shows what came of it. */
async function send(state: FormState, application: PartnerApplication) {
  const { copy } = state;
  state.setErrors({});
  state.setResult(null);
  state.setSubmitting(true);
  state.idempotencyKey.current ??= newIdempotencyKey();
  const outcome = await submitPartnerApplication(
    application,
    state.values.website,
    state.idempotencyKey.current,
  );
  // The page view's field report counts the send, and whether it was stored (decision 098).
  reportFieldEvent({ kind: 'form-send', ok: outcome.ok });
  state.setSubmitting(false);
  // The server checks again: its per-field messages (in the application's
  // language) go next to the fields; what the visitor typed stays.
  const refused = outcome.ok ? {} : pickFormFields(outcome.fields);
  if (Object.keys(refused).length > 0) {
    state.setErrors(refused);
    state.refusedField.current = firstField(refused) ?? null;
  } else if (outcome.ok) {
    state.idempotencyKey.current = null;
    state.setValues(EMPTY);
    state.setResult({ outcome: 'sent' });
    showToast({ title: copy.successTitle, description: copy.successText });
    track('partner_application_submitted', {
      event_category: 'conversion',
      event_label: application.partnerType,
      value: 1,
    });
  } else {
    state.setResult({ outcome: 'failed' });
    showToast({ title: copy.errorTitle, description: copy.errorText, variant: 'destructive' });
  }
}

export function useApplicationForm(lang: Lang, copy: FormCopy) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<SendingResult>(null);
  const { formRef, resultRef, refusedField } = useFocusAfterSending(submitting, errors, result);
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

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const checked = validateApplication({ ...values, language: lang });
    const state = {
      copy,
      values,
      setValues,
      setErrors,
      setResult,
      setSubmitting,
      idempotencyKey,
      formRef,
      refusedField,
    };
    if (!checked.ok) refuseInvalid(state, checked.problems);
    else await send(state, checked.value);
  }

  return { values, errors, submitting, result, formRef, resultRef, onChange, onSubmit };
}
