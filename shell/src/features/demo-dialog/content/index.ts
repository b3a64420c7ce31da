import type { Lang } from 'shared';
import type { DemoDialogContent } from '../../../../content/collections';
import en from '../../../../content/demo-dialog/demo-dialog.en.json';
import es from '../../../../content/demo-dialog/demo-dialog.es.json';

// The files were checked against their schema when this app was built (content/collections.ts).
export const demoDialogCopy: Record<Lang, DemoDialogContent> = {
  en: en as DemoDialogContent,
  es: es as DemoDialogContent,
};
