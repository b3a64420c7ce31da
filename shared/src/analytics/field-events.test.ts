import { FIELD_EVENT, reportFieldEvent, type FieldEvent } from './field-events';

it('dispatches each field event on the window with the event as detail', () => {
  const seen: FieldEvent[] = [];
  const listen = (event: Event) => seen.push((event as CustomEvent<FieldEvent>).detail);
  window.addEventListener(FIELD_EVENT, listen);
  reportFieldEvent({ kind: 'form-send', ok: false });
  reportFieldEvent({ kind: 'remote-load-failed', app: 'blog', version: 'v42' });
  window.removeEventListener(FIELD_EVENT, listen);
  expect(seen).toEqual([
    { kind: 'form-send', ok: false },
    { kind: 'remote-load-failed', app: 'blog', version: 'v42' },
  ]);
});
