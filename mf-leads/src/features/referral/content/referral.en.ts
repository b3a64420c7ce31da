import type { ReferralContent } from './types';

export const referralEn: ReferralContent = {
  meta: {
    title: 'Referral Program: Refer a Business, Earn Rewards',
    description:
      'Know an online store whose search is losing sales? Refer it: we reply within 2-3 business days and you earn a commission when it becomes a client.',
    keywords: [
      'referral program',
      'refer a business',
      'referral commission',
      'AI search',
      'e-commerce search',
    ],
    breadcrumbHome: 'Home',
    breadcrumbPage: 'Referral Program',
  },
  eyebrow: 'Referral Program',
  title: 'Refer a Business, Earn Rewards',
  intro:
    'Know an online store whose search is costing it sales? Introduce them to us. We take care of the conversation, the demo and the implementation, and you earn a commission when they become a client.',
  benefitsHeading: 'Why refer a business',
  benefits: [
    {
      icon: 'rewards',
      title: 'Earn rewards',
      text: 'Receive a referral commission for every business you refer that becomes a client.',
    },
    {
      icon: 'growth',
      title: 'Help businesses grow',
      text: 'Give the shops you know an AI search that understands their shoppers and turns more searches into sales.',
    },
    {
      icon: 'simple',
      title: 'Simple process',
      text: 'Fill in one short form. We handle everything else and keep you informed along the way.',
    },
  ],
  form: {
    heading: 'Submit your referral',
    text: 'Tell us who you are and which business you are referring. It takes about two minutes.',
    frameTitle: 'Referral form',
    loading: 'Loading the referral form…',
    failedHeading: 'The referral form could not load',
    failedText:
      'Your connection or a content blocker may be stopping it. You can send us your referral by e-mail instead, with your name and the business you are referring:',
    mailSubject: 'Business referral',
  },
  next: {
    heading: 'What happens next?',
    steps: [
      {
        title: 'We review your referral',
        text: 'Our team reviews the details you sent and reaches out to you within 2-3 business days.',
      },
      {
        title: 'We contact the prospect',
        text: 'We get in touch with the business you referred, introduce our AI search and schedule a demo.',
      },
      {
        title: 'You earn your commission',
        text: 'When the prospect becomes a client, you receive a referral commission.',
      },
    ],
  },
};
