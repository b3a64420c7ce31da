import about from '../../../../content/about/about.en.json';
import benefits from '../../../../content/benefits/benefits.en.json';
import demo from '../../../../content/demo/demo.en.json';
import faq from '../../../../content/faq/faq.en.json';
import howItWorks from '../../../../content/how-it-works/how-it-works.en.json';
import partners from '../../../../content/partners/partners.en.json';
import press from '../../../../content/press/press.en.json';
import results from '../../../../content/results/results.en.json';
import { withPortraits, type SectionFiles } from './portraits';

// The English blocks below the fold, one file each, checked against their schemas when this
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
