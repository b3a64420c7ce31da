import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDemoDialog, useDemoDialog } from './demo-dialog';

afterEach(() => {
  delete window.gtag;
  useDemoDialog.setState({ open: false, source: null });
});

describe('demo dialog store', () => {
  it('opens with its source and sends demo_modal_opened (engagement, label, value 1)', () => {
    const gtag = vi.fn();
    window.gtag = gtag;
    openDemoDialog('demo_section_es');
    expect(useDemoDialog.getState()).toMatchObject({ open: true, source: 'demo_section_es' });
    expect(gtag).toHaveBeenCalledWith('event', 'demo_modal_opened', {
      event_category: 'engagement',
      event_label: 'demo_section_es',
      value: 1,
    });
    useDemoDialog.getState().closeDemoDialog();
    expect(useDemoDialog.getState().open).toBe(false);
  });

  it('works without an analytics tag', () => {
    expect(() => openDemoDialog('header_desktop')).not.toThrow();
    expect(useDemoDialog.getState().open).toBe(true);
  });
});
