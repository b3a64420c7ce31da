import type { SuccessCase, SuccessCasesContent } from '../../../../content/collections';
import cases from '../../../../content/cases.json';
import page from '../../../../content/success-cases.json';

// The files were checked against their schema when this app was built (content/collections.ts).

/** Copy of the success-cases page (Spanish only, docs/product.md §13). */
export const successCasesContent = page as SuccessCasesContent;

/** Fictional, replaceable customers; the report PDF is generated from the same file. */
export const successCases: readonly SuccessCase[] = cases.cases;

export type { SuccessCase, SuccessCasesContent };
