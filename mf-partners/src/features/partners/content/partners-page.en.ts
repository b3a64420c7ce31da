import type { PartnersCopy } from './types';

export const en: PartnersCopy = {
  hero: {
    eyebrow: 'Partner Program',
    title: 'Join the Agentic Commerce Ecosystem',
    lead: 'Bring AI-powered search to the online shops you work with. Agencies, integrators, platforms and chambers grow with us across Latin America and beyond.',
    cta: 'Become a Partner',
  },
  benefits: {
    title: 'Key Partner Benefits',
    lead: 'What you and your clients gain when you join the programme.',
    items: [
      {
        icon: 'conversion',
        title: 'Proven results',
        description:
          'Your clients see a conversion improvement of over 30% when shoppers find what they mean, not just what they type.',
      },
      {
        icon: 'speed',
        title: 'Implementation in days',
        description:
          'An API-first architecture lets your clients go live in days, without rebuilding their store or their catalogue.',
      },
      {
        icon: 'region',
        title: 'Regional ecosystem',
        description:
          'Join a growing network of agencies, platforms and chambers in Argentina, Chile, Brazil and Uruguay.',
      },
      {
        icon: 'training',
        title: 'Exclusive training',
        description:
          'Exclusive training in AI applied to e-commerce, so your team can advise clients with confidence.',
      },
    ],
  },
  types: {
    title: 'Partner Types',
    lead: 'Choose the partnership that fits the way you work with online retailers.',
    idealForLabel: 'Ideal for:',
    items: [
      {
        type: 'referral',
        title: 'Referral Partner',
        idealFor: 'Agencies, consultants and freelancers',
        highlight: '15-20% recurring monthly revenue',
        benefits: [
          '15-20% recurring monthly revenue per referred client',
          'No technical implementation required',
          'Marketing materials',
          'Partner dashboard access',
        ],
      },
      {
        type: 'implementation',
        title: 'Implementation Partner',
        idealFor: 'Integrators and technical agencies',
        highlight: '25-30% margin on implementations',
        benefits: [
          '25-30% margin on implementations',
          'Exclusive projects',
          'Technical training and certification',
          'Priority support',
        ],
      },
      {
        type: 'strategic',
        title: 'Strategic Partner',
        idealFor: 'Chambers, platforms and SaaS companies',
        highlight: 'Revenue share and joint go-to-market',
        benefits: ['Revenue share', 'Co-marketing', 'Joint go-to-market', 'White-label options'],
      },
    ],
  },
  directory: {
    title: 'Our Partners',
    lead: 'Organisations already bringing agentic commerce to retailers in the region.',
    groups: {
      strategic: 'Strategic Partners',
      implementation: 'Implementation Partners',
      referral: 'Referral Partners',
    },
    typeLabel: { strategic: 'Strategic', implementation: 'Implementation', referral: 'Referral' },
    strategicBadge: 'Strategic partner',
    flagLabel: (country) => `Flag of ${country}`,
    logoAlt: (name) => `${name} logo`,
  },
  form: {
    title: 'Ready to Become a Partner?',
    lead: "Tell us about you and your company. We'll reply with the next steps for the partnership that suits you.",
    requiredNote: 'Fields marked * are required.',
    name: { label: 'Full name', required: 'Please enter your name.' },
    email: {
      label: 'Email',
      placeholder: 'you@company.com',
      required: 'Please enter your email.',
      invalid: 'Please enter a valid email address.',
      unicodeLocalPart:
        'Please use only unaccented letters, digits and symbols before the @ (accents are fine after it).',
    },
    company: { label: 'Company', required: 'Please enter your company name.' },
    country: { label: 'Country', placeholder: 'e.g. Argentina', required: 'Please enter your country.' },
    partnerType: {
      label: 'Partner type',
      placeholder: 'Select a partner type',
      required: 'Please select a partner type',
      options: {
        referral: 'Referral Partner',
        implementation: 'Implementation Partner',
        strategic: 'Strategic Partner',
        unsure: 'Not sure yet',
      },
    },
    message: {
      label: 'Message',
      optional: '(optional)',
      placeholder: 'Tell us about your clients, your team or what you would like to build together.',
    },
    honeypot: 'Leave this field empty',
    tooLong: (max) => `Please use at most ${max} characters.`,
    invalidCharacters: 'Please remove the control or text-direction characters from this field.',
    noVisibleText: 'Please enter visible text, not only spaces or invisible characters.',
    submit: 'Submit Application',
    sending: 'Sending...',
    missingType: 'Please select a partner type',
    successTitle: 'Application Submitted',
    successText: "Thank you for your interest! We'll be in touch soon.",
    errorTitle: 'Error',
    errorText: 'There was a problem submitting your application. Please try again.',
  },
};
