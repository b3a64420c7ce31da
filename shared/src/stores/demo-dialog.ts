import { create } from 'zustand';
import { track } from '../analytics/track';

/** Who opened the demo dialog: the analytics label of `demo_modal_opened`. */
export type DemoDialogSource = 'header_desktop' | 'header_mobile' | 'demo_section' | 'demo_section_es';

interface DemoDialogState {
  open: boolean;
  source: DemoDialogSource | null;
  openDemoDialog: (source: DemoDialogSource) => void;
  closeDemoDialog: () => void;
}

/**
 * One instance in the page (shared/ is a federated singleton); the shell renders the dialog.
 * Opening sends `demo_modal_opened` with the GA4 parameter names used site-wide:
 * `event_category`, `event_label`, `value`.
 */
export const useDemoDialog = create<DemoDialogState>((set) => ({
  open: false,
  source: null,
  openDemoDialog: (source) => {
    set({ open: true, source });
    track('demo_modal_opened', { event_category: 'engagement', event_label: source, value: 1 });
  },
  closeDemoDialog: () => set({ open: false }),
}));

export const openDemoDialog = (source: DemoDialogSource) => useDemoDialog.getState().openDemoDialog(source);
