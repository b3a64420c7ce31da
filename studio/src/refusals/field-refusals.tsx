// Refusals on the field they concern (issue 47, item 3). The studio's gate refuses a save with
// `{ error, fields: [{ name, lang, message }] }` (server/gate.mjs, refuseSave): each problem is
// kept here and the form's own widgets show it as their validation error, in Decap's place for
// errors, until the value is changed; the toast only sums up (its text is the gate's `error`,
// without Decap's "Failed to persist entry: API_ERROR:").
// Decap's widget validation cannot wait for an answer (a Promise blocks the save as "processing"),
// so the answer is kept and `isValid()` reads it at once.
import CMS from 'decap-cms-app';
import { Component, createElement, type ComponentType } from 'react';
import { withReadableDates } from '../fields/publish-time';

/** A refused field, as the gate names it. */
export interface FieldRefusal {
  name: string;
  lang?: 'en' | 'es';
  message: string;
}

type Listener = () => void;

/** The refusals of the last save, by field and language; a field's goes when its value changes. */
export function createRefusals() {
  const byField = new Map<string, { message: string; value: unknown }>();
  const listeners = new Set<Listener>();
  const key = (name: string, lang: string | undefined) => `${name}|${lang ?? ''}`;
  const tell = () => listeners.forEach((listener) => listener());
  return {
    /**
     * A save refused: its problems replace the last ones; a field's several (a list's items) are
     * said together. `valueOf` reads a field's value then.
     */
    refused(fields: FieldRefusal[], valueOf: (name: string, lang?: string) => unknown = () => undefined) {
      byField.clear();
      for (const f of fields) {
        const known = byField.get(key(f.name, f.lang));
        if (known) known.message = `${known.message}; ${f.message}`;
        else byField.set(key(f.name, f.lang), { message: f.message, value: valueOf(f.name, f.lang) });
      }
      tell();
    },
    /** A save went through: nothing is refused any more. */
    saved() {
      if (!byField.size) return;
      byField.clear();
      tell();
    },
    /** The refusal a field shows with `value`, if any: gone once the value changed. */
    of(name: string, lang: string | undefined, value: unknown): string | undefined {
      const known = byField.get(key(name, lang)) ?? byField.get(key(name, undefined));
      if (!known) return undefined;
      if (known.value !== undefined && !sameValue(known.value, value)) return undefined;
      return known.message;
    },
    /** A field was refused with a value: `of` compares with it from now on. */
    remember(name: string, lang: string | undefined, value: unknown) {
      const known = byField.get(key(name, lang));
      if (known && known.value === undefined) known.value = value ?? '';
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type Refusals = ReturnType<typeof createRefusals>;

const sameValue = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '');

/** A widget's control as Decap gives it its props (the part used here). */
interface ControlProps {
  field: { get: (key: string) => unknown };
  value: unknown;
  locale?: string;
  validate?: () => void;
  /** A field of an editor component (a picture's Alt Text in the article), not of the form. */
  isEditorComponent?: boolean;
  [prop: string]: unknown;
}

/** What Decap's Widget calls on a control's instance (decap-cms-core's Widget.js). */
interface Validating {
  isValid?: () => unknown;
  shouldComponentUpdate?: (next: ControlProps) => boolean;
  focus?: (path?: string) => void;
}

/**
 * Decap's control of a widget, wrapped: it shows the gate's refusal of its field as its own
 * validation error (`isValid`), and asks Decap to validate it again when a refusal of its field
 * arrives or goes, or its refused value changes, so the error appears at once and goes when the
 * field is fixed. Only the form's own fields: the fields of an editor component (a picture's Alt
 * Text inside the article) are no field the gate names, and Decap cannot validate them on demand
 * (their `validate` throws "this.props.onValidate is not a function").
 */
function withRefusals(Control: ComponentType<ControlProps>, refusals: Refusals) {
  const own = (Control.prototype ?? {}) as Validating;
  return class RefusableControl extends Component<ControlProps> {
    inner: Validating | null = null;
    unsubscribe: (() => void) | undefined;
    /** The refusal this field showed when Decap last validated it. */
    shown: string | undefined;
    focus?: (path?: string) => void;

    constructor(props: ControlProps) {
      super(props);
      // Decap's Widget reads these of the instance it holds, which is this one: passed on where
      // the control has them (a list or a group updates with its items; a field focuses itself),
      // left out where it has none, so that the Widget's own ways apply.
      if (own.shouldComponentUpdate)
        this.shouldComponentUpdate = (next: ControlProps) =>
          this.inner?.shouldComponentUpdate?.(next) ?? true;
      if (own.focus) this.focus = (path?: string) => this.inner?.focus?.(path);
    }

    name = () => String(this.props.field.get('name'));
    refusal = (value: unknown) =>
      this.props.isEditorComponent ? undefined : refusals.of(this.name(), this.props.locale, value);

    override componentDidMount() {
      if (this.props.isEditorComponent) return;
      this.unsubscribe = refusals.subscribe(() => {
        refusals.remember(this.name(), this.props.locale, this.props.value);
        if (this.shown !== undefined || this.refusal(this.props.value) !== undefined) this.props.validate?.();
      });
    }

    override componentDidUpdate(before: ControlProps) {
      if (before.value !== this.props.value && this.refusal(before.value) !== undefined)
        this.props.validate?.();
    }

    override componentWillUnmount() {
      this.unsubscribe?.();
    }

    isValid = () => {
      this.shown = this.refusal(this.props.value);
      if (this.shown !== undefined) return { error: { type: 'CUSTOM', message: this.shown } };
      return this.inner?.isValid ? this.inner.isValid() : true;
    };

    override render() {
      return createElement(Control, {
        ...this.props,
        ref: (ref: Validating | null) => void (this.inner = ref),
      });
    }
  };
}

/**
 * The widgets whose fields the gate names: text, addresses, dates as text, the article; and the
 * lists and groups of fields, which show a refusal of one of their items (`Questions 2 › Answer`).
 */
const REFUSABLE = ['string', 'text', 'markdown', 'datetime', 'list', 'object'];

/**
 * Reads the gate's answers to saves (Decap's proxy backend posts `persistEntry` to /api/v1),
 * wraps the widgets, and makes Decap's toast say the gate's words only.
 */
export function showRefusalsOnFields(refusals: Refusals = createRefusals()) {
  const send = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const res = await send(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.endsWith('/api/v1') || typeof init?.body !== 'string' || !init.body.includes('"persistEntry"'))
      return res;
    // Decap reads this answer: marking the fields must not turn it into another (a save that
    // reached git said as failed), whatever goes wrong in the form.
    try {
      if (res.ok) refusals.saved();
      else if (res.status === 422) {
        const answer = (await res
          .clone()
          .json()
          .catch(() => ({}))) as { fields?: FieldRefusal[] };
        refusals.refused(answer.fields ?? []);
      }
    } catch (error) {
      console.error('The refusals could not be shown on the fields:', error);
    }
    return res;
  };
  for (const name of REFUSABLE) {
    const widget = CMS.getWidget(name) as
      { control: ComponentType<ControlProps>; preview?: ComponentType<never> } | undefined;
    if (!widget) continue;
    // A text field also shows a date as written, and a publish time in the editor's time zone.
    const control = name === 'string' ? withReadableDates(widget.control) : widget.control;
    CMS.registerWidget(name, withRefusals(control, refusals) as never, widget.preview as never);
  }
  // The toasts: the gate's sentence ("Not saved: see English · Address, marked on the form"),
  // not "Failed to persist entry: API_ERROR: …".
  const en = CMS.getLocale('en') as { ui: { toast: Record<string, string> } } | undefined;
  if (en)
    CMS.registerLocale('en', {
      ...en,
      // The gate's answers are whole sentences ("Not published yet: the preview … is still being
      // built …", "Not removed: …"): said as they are.
      ui: {
        ...en.ui,
        toast: {
          ...en.ui.toast,
          onFailToPersist: '%{details}',
          onFailToPublishEntry: '%{details}',
          onFailToDelete: '%{details}',
        },
      },
    } as never);
  const said = Error.prototype.toString;
  // Decap's proxy backend throws its APIError (name "API_ERROR", api "Proxy"): only its message is said.
  Error.prototype.toString = function toString(this: Error & { api?: string }) {
    return this.name === 'API_ERROR' && this.api === 'Proxy' ? this.message : said.call(this);
  };
  return refusals;
}
