import type { Lang } from 'shared';
import { en } from './demo-dialog.en';
import { es } from './demo-dialog.es';
import type { DemoDialogCopy } from './types';

export const demoDialogCopy: Record<Lang, DemoDialogCopy> = { en, es };
