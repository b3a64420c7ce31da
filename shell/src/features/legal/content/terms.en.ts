import type { LegalDocument } from '../types';

/** English Terms of Service, effective 1 March 2025 (docs/product.md §15). */
export const termsEn: LegalDocument = {
  lang: 'en',
  title: 'Terms of Service',
  dateLabel: 'Effective date:',
  date: 'March 1, 2025',
  isoDate: '2025-03-01',
  intro: [
    'These Terms of Service ("Terms") govern your access to and use of the {brand} website and of the {brand} AI-powered search service for online shops (together, the "Service"), provided by {brand} ("{brand}", "we", "us").',
    'By using the Service, booking a demo or signing an agreement that refers to these Terms, you accept them. If you use the Service on behalf of a company, you confirm that you are authorised to accept these Terms for that company. If you do not agree, please do not use the Service.',
  ],
  contentsLabel: 'Contents',
  sections: [
    {
      id: 'no-advice',
      heading: '1. No Professional Advice',
      blocks: [
        'The content on this website, including blog articles, case studies, statistics and examples of results, is provided for general information only. It is not legal, financial, tax or business advice, and it does not take your particular circumstances into account.',
        'Results quoted on the site (for example, conversion or average order value improvements) describe what specific merchants achieved under specific conditions. They are not a promise that your shop will achieve the same results. Before you make business decisions, consult qualified advisers and evaluate the Service with your own data.',
      ],
    },
    {
      id: 'liability-and-warranties',
      heading: '2. Liability and Warranties',
      blocks: [
        'We work hard to keep the Service accurate, available and secure. However, the Service is provided "as is" and "as available". To the fullest extent permitted by law, we disclaim all warranties, express or implied, including warranties of merchantability, fitness for a particular purpose, non-infringement and uninterrupted or error-free operation.',
        'Search results, recommendations and analytics are generated automatically and may occasionally be incomplete or inaccurate. You remain responsible for the products, prices and information shown in your shop.',
        'To the fullest extent permitted by law, {brand} will not be liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of profits, revenue, data or goodwill, arising out of or related to your use of the Service. Our total liability for any claim related to the Service is limited to the amount you paid us for the Service in the twelve (12) months before the event giving rise to the claim, or one hundred US dollars (US$ 100) if you have not paid us anything.',
        'Some jurisdictions do not allow certain limitations of liability or exclusions of warranties. In those jurisdictions, these limitations apply to the maximum extent the law allows.',
      ],
    },
    {
      id: 'third-party-ai-providers',
      heading: '3. Third-Party AI Providers',
      blocks: [
        'Parts of the Service rely on artificial intelligence models and cloud infrastructure operated by third parties. We select these providers carefully and bind them by contract to process data only to deliver the Service, under confidentiality and security obligations.',
        'Third-party providers are responsible for their own services, and their availability, behaviour and terms may change. We are not responsible for interruptions or changes caused by third-party providers beyond our reasonable control, but we will take reasonable steps to limit their effect on you, including switching providers where appropriate.',
        'Links to third-party websites, such as press articles, social networks or scheduling tools, are provided for convenience. Their content and privacy practices are governed by their own terms.',
      ],
    },
    {
      id: 'data-usage',
      heading: '4. Data Usage',
      blocks: [
        'To deliver the Service we process the product catalogue data, search queries and interaction data that your shop sends us, as well as the business rules you configure. We use this data only to provide, maintain, secure and improve the Service for you.',
        'You keep ownership of your data. Where we process personal data of your shoppers, we act as a processor on your behalf, following your instructions and our Privacy Policy. We do not sell personal data.',
        'We may use aggregated, de-identified information that cannot reasonably be linked to you or to any individual to measure and improve the overall performance of the Service.',
        'You are responsible for having a lawful basis to share data with us and for informing your shoppers about the use of search and personalisation features in your shop.',
      ],
    },
    {
      id: 'indemnification',
      heading: '5. Indemnification',
      blocks: [
        'You agree to defend, indemnify and hold harmless {brand}, its founders, employees and partners from any claims, damages, losses and expenses (including reasonable legal fees) arising out of: (a) your breach of these Terms; (b) your violation of any law or of the rights of a third party; or (c) the content, products or data you provide through the Service.',
        'We will notify you promptly of any such claim and give you reasonable cooperation, at your expense, in its defence.',
      ],
    },
    {
      id: 'changes',
      heading: '6. Changes to These Terms',
      blocks: [
        'We may update these Terms from time to time, for example to reflect changes to the Service or to the law. When we do, we will publish the new version on this page and update the effective date above. If the changes are material, we will give customers reasonable notice by email or through the Service before they take effect.',
        'Your continued use of the Service after the new Terms take effect means that you accept them. If you do not agree with the changes, you should stop using the Service.',
      ],
    },
    {
      id: 'contact',
      heading: '7. Contact',
      blocks: [
        'If you have any questions about these Terms, write to us at {email} or by post to {brand}, {address}. We aim to answer every message within five business days.',
      ],
    },
  ],
  meta: {
    title: 'Terms of Service | {brand}',
    description:
      'The terms that govern the use of the {brand} website and AI-powered search service: advice, liability, AI providers, data usage and more.',
    keywords: ['{brand} terms of service', 'terms and conditions', 'AI search', 'e-commerce search'],
  },
};
