/**
 * The success-cases lead flow (docs/product.md §13): the form is hidden, shown by
 * either download button, then submitted when the embedded form reports a
 * submission. Nothing goes back: a submitted visitor keeps the thank-you card.
 */
export type LeadFlowState = 'hidden' | 'shown' | 'submitted';

export type LeadFlowEvent = { type: 'reveal' } | { type: 'formSubmitted' };

export function leadFlowReducer(state: LeadFlowState, event: LeadFlowEvent): LeadFlowState {
  switch (event.type) {
    case 'reveal':
      return state === 'hidden' ? 'shown' : state;
    case 'formSubmitted':
      // Only a form that is on screen can be submitted.
      return state === 'shown' ? 'submitted' : state;
  }
}

/** The message the form provider posts after a submission (docs/product.md §13). */
const FORM_CALLBACK_TYPE = 'hsFormCallback';
const FORM_SUBMITTED_EVENT = 'onFormSubmitted';

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Origins a submission message may come from: the page itself and the form provider. */
export function allowedMessageOrigins(pageOrigin: string, providerOrigin: string): string[] {
  return [pageOrigin, providerOrigin].map(originOf).filter((o): o is string => o !== null && o !== 'null');
}

/**
 * True only for `{ type: 'hsFormCallback', eventName: 'onFormSubmitted' }` from an
 * allowed origin. Any other shape (strings, arrays, other types or event names)
 * or origin is ignored.
 */
export function isFormSubmittedMessage(
  message: { origin: string; data: unknown },
  allowedOrigins: readonly string[],
): boolean {
  if (!allowedOrigins.includes(message.origin)) return false;
  const { data } = message;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false;
  const record = data as Record<string, unknown>;
  return record.type === FORM_CALLBACK_TYPE && record.eventName === FORM_SUBMITTED_EVENT;
}
