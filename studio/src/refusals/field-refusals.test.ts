// The gate's refusals as the form's fields show them (issue 47, item 3): on the field and
// language named, until its value changes; a save that goes through clears them.
import { createRefusals } from './field-refusals';

vi.mock('decap-cms-app', () => ({ default: {} }));

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
