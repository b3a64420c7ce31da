/**
 * What a page view's field report counts that happens in code the shell does not own: a
 * remote that failed to load, and a form's send and whether it went through (decision
 * 098). Dispatched as a window event the shell listens for; nothing happens without a
 * listener, and nothing here names the visitor.
 */
export type FieldEvent =
  { kind: 'remote-load-failed'; app: string; version: string } | { kind: 'form-send'; ok: boolean };

/** The name of the window `CustomEvent` whose `detail` is a `FieldEvent`. */
export const FIELD_EVENT = 'intenta:field-event';

/** Tells the page view's field report about one event (a no-op on the server). */
export function reportFieldEvent(event: FieldEvent): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<FieldEvent>(FIELD_EVENT, { detail: event }));
}
