import type { DemoDialogCopy } from './types';

export const en: DemoDialogCopy = {
  title: 'Schedule Your Personalized Demo',
  intro: 'Pick a time that suits you and we will show you {brand} working with your own catalogue.',
  frameTitle: 'Demo booking calendar',
  close: 'Close',
};
