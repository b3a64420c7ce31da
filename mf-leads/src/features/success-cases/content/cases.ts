import data from './cases.json';

/** A success-case highlight (docs/product.md §13: company, result, quote), with the report's details. */
export interface SuccessCase {
  id: string;
  company: string;
  location: string;
  sector: string;
  /** The headline figure, e.g. `+45%`. */
  result: string;
  /** What the figure measures, e.g. `conversiones`. */
  metric: string;
  summary: string;
  figures: { label: string; before: string; after: string }[];
  quote: string;
  author: string;
  role: string;
}

/** Fictional, replaceable customers; the report PDF is generated from the same file. */
export const successCases: readonly SuccessCase[] = data.cases;
