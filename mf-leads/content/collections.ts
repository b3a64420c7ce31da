// The leads team's content files, one schema per kind (tooling/content.ts).
import * as v from 'valibot';
import { defineContent, line, list, pageMetaEntries, paragraph } from '@intenta/tooling/content.ts';

const step = v.object({ title: line(), text: paragraph() });

const referral = v.object({
  meta: v.object({ ...pageMetaEntries, breadcrumbHome: line(), breadcrumbPage: line() }),
  eyebrow: line(),
  title: line('Headline'),
  intro: paragraph(),
  benefitsHeading: line(),
  benefits: list(
    v.object({
      icon: v.picklist(['rewards', 'growth', 'simple'], 'must be rewards, growth or simple'),
      ...step.entries,
    }),
  ),
  form: v.object({
    heading: line(),
    text: paragraph(),
    frameTitle: line('Form frame name (screen readers)'),
    loading: line(),
    failedHeading: line('Heading when the form cannot load'),
    failedText: paragraph('Text when the form cannot load'),
    mailSubject: line('E-mail subject of the fallback'),
  }),
  next: v.object({ heading: line(), steps: list(step) }),
});
export type ReferralContent = v.InferOutput<typeof referral>;

export default defineContent('mf-leads', [
  {
    name: 'leads',
    label: 'Referral and success cases',
    files: [
      {
        name: 'referral',
        label: 'Referral page',
        file: 'content/referral.json',
        translated: true,
        schema: referral,
        hint: '/referral, /referido and /es/referido',
      },
    ],
  },
]);
