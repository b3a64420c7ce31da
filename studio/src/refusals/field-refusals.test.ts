// The gate's refusals as the form's fields show them (issue 47, item 3): on the field and
// language named, until its value changes; a save that goes through clears them.
import { act, Component, createElement, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createRefusals, showRefusalsOnFields } from './field-refusals';

// Decap's registry of widgets, as the editor's wrapping reads and replaces it.
const widgets = vi.hoisted(() => new Map<string, { control: unknown }>());
vi.mock('decap-cms-app', () => ({
  default: {
    getWidget: (name: string) => widgets.get(name),
    registerWidget: (name: string, control: unknown) => widgets.set(name, { control }),
    getLocale: () => undefined,
  },
}));

describe('createRefusals', () => {
  it('shows a refusal on its field and language until the value changes', () => {
    const refusals = createRefusals();
    const heard = vi.fn();
    refusals.subscribe(heard);
    refusals.refused([{ name: 'slug', lang: 'en', message: 'English · Address: taken' }]);
    expect(heard).toHaveBeenCalledTimes(1);
    refusals.remember('slug', 'en', 'cost-of-irrelevance');
    expect(refusals.of('slug', 'en', 'cost-of-irrelevance')).toBe('English · Address: taken');
    expect(refusals.of('slug', 'es', 'cost-of-irrelevance')).toBeUndefined();
    expect(refusals.of('title', 'en', 'cost-of-irrelevance')).toBeUndefined();
    expect(refusals.of('slug', 'en', 'another-address')).toBeUndefined();
  });

  it('keeps an empty article refused while it stays empty', () => {
    const refusals = createRefusals();
    refusals.refused([{ name: 'body', lang: 'es', message: 'Spanish · the article: is empty' }]);
    refusals.remember('body', 'es', undefined);
    expect(refusals.of('body', 'es', '')).toBe('Spanish · the article: is empty');
    expect(refusals.of('body', 'es', 'Hola.')).toBeUndefined();
  });

  it("says a list's several refused items together, on the list", () => {
    const refusals = createRefusals();
    refusals.refused([
      { name: 'items', lang: 'es', message: 'Spanish · Questions 2 › Answer: must not be empty' },
      { name: 'items', lang: 'es', message: 'Spanish · Questions 4 › Question: must not be empty' },
    ]);
    expect(refusals.of('items', 'es', undefined)).toBe(
      'Spanish · Questions 2 › Answer: must not be empty; Spanish · Questions 4 › Question: must not be empty',
    );
  });

  it('forgets every refusal when a save goes through, and a new refusal replaces the last', () => {
    const refusals = createRefusals();
    refusals.refused([{ name: 'slug', lang: 'en', message: 'taken' }]);
    refusals.refused([{ name: 'title', lang: 'es', message: 'empty' }]);
    expect(refusals.of('slug', 'en', undefined)).toBeUndefined();
    expect(refusals.of('title', 'es', undefined)).toBe('empty');
    refusals.saved();
    expect(refusals.of('title', 'es', undefined)).toBeUndefined();
  });
});

/** A text widget's control, as Decap registers it (a class: Decap reads its instance's isValid). */
class TextControl extends Component<{ value: unknown }> {
  override render() {
    return createElement('input', { readOnly: true, value: String(this.props.value ?? '') });
  }
}

describe('showRefusalsOnFields', () => {
  const { fetch, toString } = { fetch: window.fetch, toString: Error.prototype.toString };
  afterEach(() => {
    window.fetch = fetch;
    Error.prototype.toString = toString;
    widgets.clear();
  });

  it("gives Decap the gate's answer to a save as it is, and marks only the refused field of the form", async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const answers = [
      Response.json(
        { error: 'Not saved', fields: [{ name: 'slug', lang: 'en', message: 'English · Address: taken' }] },
        { status: 422 },
      ),
      Response.json({}),
    ];
    window.fetch = vi.fn(async () => answers.shift()!);
    widgets.set('text', { control: TextControl });
    const refusals = showRefusalsOnFields();
    const Refusable = widgets.get('text')!.control as ComponentType<Record<string, unknown>>;
    const field = (name: string) => ({ get: (key: string) => (key === 'name' ? name : undefined) });
    // The form's Address, and a picture's Alt Text in the article: Decap's widget of an editor
    // component has no onValidate, so validating it throws.
    const address = { validate: vi.fn(), instance: null as null | { isValid: () => unknown } };
    const altText = vi.fn(() => {
      throw new TypeError('this.props.onValidate is not a function');
    });
    const form = (slug: string) =>
      createElement('div', null, [
        createElement(Refusable, {
          key: 'slug',
          field: field('slug'),
          locale: 'en',
          value: slug,
          validate: address.validate,
          ref: (ref: typeof address.instance) => void (address.instance = ref),
        }),
        createElement(Refusable, {
          key: 'alt',
          field: field('alt'),
          value: '',
          isEditorComponent: true,
          validate: altText,
        }),
      ]);
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(form('cost-of-irrelevance')));
    const save = () =>
      window.fetch('/api/v1', { method: 'POST', body: JSON.stringify({ action: 'persistEntry' }) });

    expect((await save()).status).toBe(422);
    expect(address.validate).toHaveBeenCalledTimes(1);
    expect(address.instance!.isValid()).toEqual({
      error: { type: 'CUSTOM', message: 'English · Address: taken' },
    });

    // Fixed: Decap validates the field again and finds it valid; the next save reaches git and
    // Decap hears it did (it says "Entry saved").
    await act(async () => root.render(form('ai-search-revolution-2')));
    expect(address.validate).toHaveBeenCalledTimes(2);
    expect(address.instance!.isValid()).toBe(true);
    expect((await save()).status).toBe(200);
    expect(refusals.of('slug', 'en', 'cost-of-irrelevance')).toBeUndefined();
    expect(altText).not.toHaveBeenCalled();
    await act(async () => root.unmount());
  });

  it("leaves a list's updates and focus to the list, and a text field's to Decap's Widget", async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const focused = vi.fn();
    // As Decap's ListControl: it always updates (its items may), and focuses an item by path.
    class ListControl extends Component<{ value: unknown }> {
      override shouldComponentUpdate() {
        return true;
      }
      focus(path?: string) {
        focused(path);
      }
      override render() {
        return createElement('ul');
      }
    }
    widgets.set('list', { control: ListControl });
    widgets.set('string', { control: TextControl });
    showRefusalsOnFields();
    const field = { get: () => 'items' };
    let list: { shouldComponentUpdate?: unknown; focus?: (path?: string) => void } | null = null;
    let text: { shouldComponentUpdate?: unknown; focus?: unknown } | null = null;
    const root = createRoot(document.createElement('div'));
    await act(async () =>
      root.render(
        createElement('div', null, [
          createElement(widgets.get('list')!.control as ComponentType<Record<string, unknown>>, {
            key: 'list',
            field,
            value: [],
            ref: (ref: typeof list) => void (list = ref),
          }),
          createElement(widgets.get('string')!.control as ComponentType<Record<string, unknown>>, {
            key: 'text',
            field,
            value: '',
            ref: (ref: typeof text) => void (text = ref),
          }),
        ]),
      ),
    );
    expect(typeof list!.shouldComponentUpdate).toBe('function');
    list!.focus!('items.2.answer');
    expect(focused).toHaveBeenCalledWith('items.2.answer');
    // Decap's Widget compares values, and focuses the field by its id, for a control with neither.
    expect(text!.focus).toBeUndefined();
    expect(text!.shouldComponentUpdate).toBeUndefined();
    await act(async () => root.unmount());
  });

  it('gives Decap the answer even when marking a field fails', async () => {
    window.fetch = vi.fn(async () =>
      Response.json({ fields: [{ name: 'slug', lang: 'en', message: 'taken' }] }, { status: 422 }),
    );
    const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusals = showRefusalsOnFields();
    refusals.subscribe(() => {
      throw new TypeError('this.props.onValidate is not a function');
    });
    const res = await window.fetch('/api/v1', { method: 'POST', body: '{"action":"persistEntry"}' });
    expect(res.status).toBe(422);
    expect(said).toHaveBeenCalledOnce();
    said.mockRestore();
  });
});
