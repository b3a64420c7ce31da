import type { LegalDocument } from '../types';

/** English Privacy Policy, effective January 2025 (docs/product.md §15). */
export const privacyEn: LegalDocument = {
  lang: 'en',
  title: 'Privacy Policy',
  dateLabel: 'Effective date:',
  date: 'January 2025',
  isoDate: '2025-01-01',
  intro: [
    'This Privacy Policy explains what information {brand} collects when online shops use our AI-powered search service and when you visit this website, how we use it, who we share it with and the choices you have.',
    "{brand} provides search to merchants. When you search in a shop that uses {brand}, the shop decides why and how your data is used, and {brand} processes it on the shop's behalf.",
  ],
  contentsLabel: 'Contents',
  sections: [
    {
      id: 'data-we-collect',
      heading: '1. Data We Collect',
      blocks: [
        'Depending on how you interact with the Service, we process the following categories of data:',
        {
          list: [
            'Catalogue data: product names, descriptions, attributes, categories, prices, stock levels and images that merchants send us so that their products can be found.',
            'User interaction data: the searches shoppers type, the results they see, the products they click, add to cart or buy, and technical data such as device type, browser language and an anonymous session identifier.',
            'Merchant business rules: synonyms, boosted or hidden products, merchandising campaigns and other settings that merchants configure.',
            'Account and contact data: names, work email addresses, phone numbers and company details of merchant staff, partners and people who book a demo or write to us.',
          ],
        },
        'We do not ask for, and merchants must not send us, sensitive data such as health information, payment card numbers or government identifiers.',
      ],
    },
    {
      id: 'how-we-use-data',
      heading: '2. How We Use Data',
      blocks: [
        'We use the data described above only to:',
        {
          list: [
            "understand search intent and return relevant, personalised results in the merchant's shop;",
            'give merchants analytics about searches, conversions and the performance of their catalogue;',
            'maintain, secure, debug and improve the Service, including the quality of our AI models for that merchant;',
            'answer enquiries, schedule demos, manage partner applications and provide support;',
            'meet our legal obligations.',
          ],
        },
        "We do not use shopper data to build advertising profiles, and we do not combine one merchant's shopper data with another merchant's.",
      ],
    },
    {
      id: 'sharing',
      heading: '3. Sharing',
      blocks: [
        'We share data only with the merchant it belongs to and with the integration partners (e-commerce platforms and implementation agencies) that the merchant chooses to work with. We also rely on carefully selected service providers, such as cloud hosting and AI model providers, who process data only on our instructions and under written confidentiality and security obligations.',
        'We do not sell personal data, and we do not share it for cross-context behavioural advertising. We may disclose data if the law requires it, and we will inform the affected merchant unless we are legally prevented from doing so.',
      ],
    },
    {
      id: 'data-ownership',
      heading: '4. Data Ownership and Our Role',
      blocks: [
        'Merchants own their catalogue data, their business rules and the data about their shoppers. For shopper data, the merchant is the controller and {brand} acts as a processor (service provider) under a data processing agreement.',
        'For the contact data of people who visit this website, book a demo or apply to our partner programme, {brand} is the controller.',
      ],
    },
    {
      id: 'security',
      heading: '5. Security',
      blocks: [
        'We protect data with technical and organisational measures appropriate to the risk, including:',
        {
          list: [
            'encryption in transit (TLS) and at rest;',
            'access controls based on least privilege, with multi-factor authentication for our staff;',
            'continuous monitoring, logging and alerting for unusual activity;',
            'hosting on established cloud providers with certified data centres, backups and separation between customers.',
          ],
        },
        'No system is completely secure. If a security incident affects personal data, we will notify the affected merchants without undue delay and help them meet their own notification duties.',
      ],
    },
    {
      id: 'international-transfers',
      heading: '6. International Transfers',
      blocks: [
        "We and our providers may process data in countries other than the one where it was collected, including the United States and countries of the European Union and Latin America. When data leaves a country whose law restricts transfers, we use safeguards such as the European Commission's standard contractual clauses or equivalent instruments recognised by local law.",
      ],
    },
    {
      id: 'retention',
      heading: '7. Retention',
      blocks: [
        "We keep data only for as long as necessary for the purposes above. Shopper interaction data is kept for the duration of the merchant's contract and then deleted or anonymised within 90 days, unless the merchant asks us to delete it sooner. Contact data is kept while we have an active relationship and for up to two years afterwards, or longer only if the law requires it.",
      ],
    },
    {
      id: 'your-rights',
      heading: '8. Your Rights',
      blocks: [
        'Depending on where you live, you may have the right to:',
        {
          list: [
            'access the personal data we hold about you;',
            'correct inaccurate or incomplete data;',
            'delete your data;',
            'restrict or object to certain processing;',
            'receive your data in a portable format (data portability).',
          ],
        },
        'If you are a shopper, please send your request to the merchant whose shop you used: they control your data and we will help them answer. If you are a merchant, partner or website visitor, write to us at the address below. We will not discriminate against you for exercising your rights.',
      ],
    },
    {
      id: 'cookies',
      heading: '9. Cookies and Analytics',
      blocks: [
        'This website stores your language preference and your cookie choice in your browser. Analytics cookies (Google Analytics) are used only if you accept them; you can change your choice at any time through the "Cookies" link in the footer.',
      ],
    },
    {
      id: 'compliance',
      heading: '10. Compliance',
      blocks: [
        "We design our practices to comply with the data protection laws that apply to us and to our customers, including the European General Data Protection Regulation (GDPR), Brazil's Lei Geral de Proteção de Dados (LGPD), the California Consumer Privacy Act (CCPA) as amended, and the data protection laws of Argentina, Chile and Uruguay.",
        'We may update this policy as the Service or the law changes. We will publish the new version here with its date and notify merchants of material changes in advance.',
      ],
    },
    {
      id: 'contact',
      heading: '11. Contact',
      blocks: [
        'Questions or requests about privacy can be sent to our privacy office at {email} or by post to {brand}, Privacy Office, {address}. We answer within 30 days, or sooner when the law requires it.',
      ],
    },
  ],
  meta: {
    title: 'Privacy Policy | {brand}',
    description:
      'How {brand} collects, uses, shares and protects data in its AI-powered search service for online shops, and the rights you have.',
    keywords: ['{brand} privacy policy', 'data protection', 'GDPR', 'LGPD', 'CCPA', 'AI search'],
  },
};
