import type { PartnerType } from '../../../../supabase/functions/_shared/partner-application/validation.ts';

/** The three kinds of partnership of the programme (docs/product.md §10). */
export type OfferType = Exclude<PartnerType, 'unsure'>;

export interface Benefit {
  icon: 'conversion' | 'speed' | 'region' | 'training';
  title: string;
  description: string;
}

export interface PartnerTypeOffer {
  type: OfferType;
  title: string;
  idealFor: string;
  benefits: readonly string[];
  highlight: string;
}

interface FieldCopy {
  label: string;
  placeholder?: string;
  required?: string;
}

/** Every word of the partner page in one language. */
export interface PartnersCopy {
  hero: { eyebrow: string; title: string; lead: string; cta: string };
  benefits: { title: string; lead: string; items: readonly Benefit[] };
  types: { title: string; lead: string; idealForLabel: string; items: readonly PartnerTypeOffer[] };
  directory: {
    title: string;
    lead: string;
    groups: Record<OfferType, string>;
    typeLabel: Record<OfferType, string>;
    strategicBadge: string;
    flagLabel: (country: string) => string;
    logoAlt: (name: string) => string;
  };
  form: {
    title: string;
    lead: string;
    requiredNote: string;
    name: FieldCopy;
    email: FieldCopy & { invalid: string; unicodeLocalPart: string };
    company: FieldCopy;
    country: FieldCopy;
    partnerType: FieldCopy & { options: Record<PartnerType, string> };
    message: FieldCopy & { optional: string };
    honeypot: string;
    tooLong: (max: number) => string;
    /** Control or text-direction characters in a value. */
    invalidCharacters: string;
    /** A value made only of spaces or invisible characters. */
    noVisibleText: string;
    submit: string;
    sending: string;
    missingType: string;
    successTitle: string;
    successText: string;
    errorTitle: string;
    errorText: string;
  };
}
