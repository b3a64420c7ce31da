import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEAD_SCRIPT_ATTRIBUTE, LEAD_SCRIPT_TIMEOUT_MS, useLeadFormScript } from './useLeadFormScript';

const URL = 'https://forms.test.example/embed/v2.js';
const script = () => document.querySelector<HTMLScriptElement>(`script[${LEAD_SCRIPT_ATTRIBUTE}]`);

describe('useLeadFormScript', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    delete window.hbspt;
  });

  it('adds the script on mount and removes it on unmount', () => {
    const { result, unmount } = renderHook(() => useLeadFormScript(URL));
    expect(script()?.src).toBe(URL);
    expect(result.current).toBe('loading');
    unmount();
    expect(script()).toBeNull();
  });

  it('is ready when the script loads and defines the forms API', () => {
    const { result } = renderHook(() => useLeadFormScript(URL));
    window.hbspt = { forms: { create: () => undefined } };
    act(() => script()!.dispatchEvent(new Event('load')));
    expect(result.current).toBe('ready');
  });

  it('fails when the script loads without the forms API', () => {
    const { result } = renderHook(() => useLeadFormScript(URL));
    act(() => script()!.dispatchEvent(new Event('load')));
    expect(result.current).toBe('failed');
  });

  it('fails when the script cannot load', () => {
    const { result } = renderHook(() => useLeadFormScript(URL));
    act(() => script()!.dispatchEvent(new Event('error')));
    expect(result.current).toBe('failed');
  });

  it('fails when the script has not loaded in time', () => {
    const { result } = renderHook(() => useLeadFormScript(URL));
    act(() => vi.advanceTimersByTime(LEAD_SCRIPT_TIMEOUT_MS - 1));
    expect(result.current).toBe('loading');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('failed');
  });
});
