import about from '../../../../content/about/about.es.json';
import benefits from '../../../../content/benefits/benefits.es.json';
import demo from '../../../../content/demo/demo.es.json';
import faq from '../../../../content/faq/faq.es.json';
import howItWorks from '../../../../content/how-it-works/how-it-works.es.json';
import partners from '../../../../content/partners/partners.es.json';
import press from '../../../../content/press/press.es.json';
import results from '../../../../content/results/results.es.json';
import { withPortraits, type SectionFiles } from './portraits';

// The Spanish blocks below the fold, one file each, checked against their schemas when this
// app was built (content/collections.ts).
export const sections = withPortraits({
  howItWorks,
  results,
  press,
  benefits,
  partners,
  faq,
  about,
  demo,
} as SectionFiles);
