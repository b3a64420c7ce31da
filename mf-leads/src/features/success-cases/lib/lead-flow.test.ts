import { describe, expect, it } from 'vitest';
import {
  allowedMessageOrigins,
  isFormSubmittedMessage,
  leadFlowReducer,
  type LeadFlowState,
} from './lead-flow';

const PAGE = 'http://localhost:3000';
const PROVIDER = 'https://forms.intenta.example';
const allowed = allowedMessageOrigins(PAGE, `${PROVIDER}/`);
const submitted = { type: 'hsFormCallback', eventName: 'onFormSubmitted' };

describe('leadFlowReducer', () => {
  it('goes hidden → shown → submitted', () => {
    let state: LeadFlowState = 'hidden';
    state = leadFlowReducer(state, { type: 'reveal' });
    expect(state).toBe('shown');
    state = leadFlowReducer(state, { type: 'formSubmitted' });
    expect(state).toBe('submitted');
  });

  it('ignores a submission while the form is hidden', () => {
    expect(leadFlowReducer('hidden', { type: 'formSubmitted' })).toBe('hidden');
  });

  it('keeps the form shown when a second button reveals it again', () => {
    expect(leadFlowReducer('shown', { type: 'reveal' })).toBe('shown');
  });

  it('never leaves the submitted state', () => {
    expect(leadFlowReducer('submitted', { type: 'reveal' })).toBe('submitted');
    expect(leadFlowReducer('submitted', { type: 'formSubmitted' })).toBe('submitted');
  });
});

describe('allowedMessageOrigins', () => {
  it('normalises both addresses to origins and drops invalid ones', () => {
    expect(allowed).toEqual([PAGE, PROVIDER]);
    expect(allowedMessageOrigins(PAGE, 'not a url')).toEqual([PAGE]);
  });
});

describe('isFormSubmittedMessage', () => {
  it('accepts the submission message from the page itself', () => {
    expect(isFormSubmittedMessage({ origin: PAGE, data: submitted }, allowed)).toBe(true);
  });

  it('accepts it from the form provider, with extra fields', () => {
    expect(
      isFormSubmittedMessage({ origin: PROVIDER, data: { ...submitted, id: 'form-1', data: [] } }, allowed),
    ).toBe(true);
  });

  it('ignores any other origin', () => {
    for (const origin of ['https://evil.example', 'http://localhost:3004', 'null', PROVIDER + ':8443']) {
      expect(isFormSubmittedMessage({ origin, data: submitted }, allowed)).toBe(false);
    }
  });

  it('ignores any other shape', () => {
    const shapes: unknown[] = [
      null,
      undefined,
      'hsFormCallback',
      JSON.stringify(submitted),
      [submitted],
      { type: 'hsFormCallback' },
      { eventName: 'onFormSubmitted' },
      { type: 'hsFormCallback', eventName: 'onFormReady' },
      { type: 'hsFormCallback', eventName: 'onBeforeFormSubmit' },
      { type: 'other', eventName: 'onFormSubmitted' },
      { type: 'HSFORMCALLBACK', eventName: 'onFormSubmitted' },
    ];
    for (const data of shapes) {
      expect(isFormSubmittedMessage({ origin: PAGE, data }, allowed), JSON.stringify(data)).toBe(false);
    }
  });
});
