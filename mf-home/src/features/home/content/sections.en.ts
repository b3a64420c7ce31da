import type { SectionsContent } from './types';
import { founders, testimonialPerson, FOUNDED_YEAR } from './people';
import { articles, FUNDING_ROUND_USD } from './press';
import { clientLogos, partnerGroups } from './customers';

export const sections: SectionsContent = {
  howItWorks: {
    heading: 'How It Works',
    intro: 'From the words a shopper types to the product they buy, in four steps.',
    steps: [
      {
        title: 'Capture user intent',
        description:
          'Every query, misspelling and filter is read as a need: “gift for a 3-year-old” means age-appropriate toys, not the word “gift”.',
      },
      {
        title: 'AI processing',
        description:
          'Our models connect that need with your catalogue, understanding attributes, prices, synonyms and context in English, Spanish and Portuguese.',
      },
      {
        title: 'Intelligent results',
        description:
          'Shoppers see the products that answer their question first, personalised by behaviour and in stock, in milliseconds.',
      },
      {
        title: 'Increased conversion',
        description:
          'More searches end in a cart. Real-time analytics show you what shoppers ask for and what they buy, so you keep improving.',
      },
    ],
  },
  results: {
    heading: 'Results',
    intro: 'What online shops measure after switching their search to {brand}.',
    stats: [
      { value: 51, label: 'more search-to-purchase conversion' },
      { value: 49, label: 'more checkout initiations' },
      { value: 30, label: 'higher average order value' },
    ],
    counters: [],
    caseStudy: {
      title: '90-day case study',
      text: 'A mid-market fashion retailer replaced its keyword search with {brand}. Over the next 90 days, even with less traffic, more of its visitors found what they wanted and bought it.',
      figures: [
        { value: 'Up to 51%', label: 'conversion rise' },
        { value: '+30%', label: 'average order value' },
        { value: '+40%', label: 'added to cart' },
        { value: '11%', label: 'traffic decline over the same period' },
      ],
    },
    testimonial: {
      quote:
        'Within the first month our shoppers started finding what they meant, not just what they typed. Search went from our weakest page to the one that sells the most.',
      name: testimonialPerson.name,
      role: `Head of E-commerce, ${testimonialPerson.company}`,
      photo: testimonialPerson.photo,
      photoAlt: `Portrait of ${testimonialPerson.name}`,
    },
    logosHeading: 'Trusted by 50+ brands',
    logos: [...clientLogos],
  },
  press: {
    heading: 'In the Press',
    intro: 'What the business and technology press says about {brand}.',
    funding: `In September 2025 {brand} announced a funding round of ${FUNDING_ROUND_USD} to take agentic search to more online shops across Latin America.`,
    readMore: 'Read Full Article',
    items: [
      {
        outlet: articles.funding.outlet.name,
        logo: articles.funding.outlet.logo,
        title: `{brand} raises ${FUNDING_ROUND_USD} to bring AI search to Latin American shops`,
        excerpt:
          'The startup, founded in 2023, will use the round to grow its engineering team and open operations in Chile, Brazil and Uruguay.',
        date: articles.funding.date,
        url: articles.funding.url,
      },
      {
        outlet: articles.profile.outlet.name,
        logo: articles.profile.outlet.logo,
        title: 'The search engine that understands what shoppers mean',
        excerpt:
          'Instead of matching keywords, {brand} interprets intent: a query like “celiac shopping list for $50” returns a full, gluten-free basket within budget.',
        date: articles.profile.date,
        url: articles.profile.url,
      },
      {
        outlet: articles.roundup.outlet.name,
        logo: articles.roundup.outlet.logo,
        title: 'Five AI startups changing e-commerce in the region',
        excerpt:
          'Among them, {brand} stands out for a no-code integration that lets mid-market retailers see results within 30 days.',
        date: articles.roundup.date,
        url: articles.roundup.url,
      },
    ],
  },
  benefits: {
    heading: 'Benefits',
    intro: 'Better search pays for itself across the whole funnel.',
    items: [
      {
        icon: 'conversion',
        title: 'Higher conversion',
        description:
          'Relevant results turn more searches into purchases, up to 51% more search-to-purchase conversion.',
      },
      {
        icon: 'experience',
        title: 'Improved user experience',
        description:
          'No more “no results” pages: shoppers find products in their own words, spelling and language.',
      },
      {
        icon: 'order-value',
        title: 'Higher average order value',
        description:
          'Complementary products and complete baskets raise the average order value by around 30%.',
      },
      {
        icon: 'personalisation',
        title: 'Automated personalisation',
        description:
          'Results adapt to each shopper’s behaviour automatically, with no rules to write or maintain.',
      },
    ],
  },
  partners: {
    heading: 'Our Partners',
    intro: '{brand} works with the platforms, technology and cloud providers your store already relies on.',
    groups: [
      { name: 'Platforms', partners: [...partnerGroups.platforms] },
      { name: 'Technology Partners', partners: [...partnerGroups.technology] },
      { name: 'Cloud Partners', partners: [...partnerGroups.cloud] },
    ],
  },
  faq: {
    heading: 'Frequently Asked Questions',
    intro: 'Everything merchants usually ask before their first demo.',
    items: [
      {
        question: 'How long does implementation take?',
        answer:
          'A typical implementation takes 2-4 weeks from kickoff to launch. Stores on a supported platform with a clean catalogue are often live sooner; custom catalogues or integrations can take a little longer, and we agree the plan with you at the start.',
      },
      {
        question: 'Does {brand} work with my e-commerce platform?',
        answer:
          'Yes. {brand} works with the major platforms, including Shopify, VTEX, Tiendanube, WooCommerce and Jumpseller, and with custom-built stores through our APIs.',
      },
      {
        question: 'How does {brand} improve conversions?',
        answer:
          'It understands the intent behind each query, including misspellings, synonyms and natural-language requests, and ranks the products that answer it first. Fewer empty or irrelevant result pages means more searches end in a purchase.',
      },
      {
        question: 'What data do you need from my store?',
        answer:
          'Your existing product catalogue is enough to start. The more attributes it has (sizes, materials, ingredients, compatibility), the better the results. From there {brand} learns from how shoppers search and buy.',
      },
      {
        question: 'Will it slow down my website?',
        answer:
          'No. Results are served from a global CDN with caching, so search responds in milliseconds and your pages load as fast as before.',
      },
      {
        question: 'Do you offer ongoing support and updates?',
        answer:
          'Yes. Every plan includes 24/7 technical support and continuous model updates; your account team reviews results with you and tunes search as your catalogue changes.',
      },
      {
        question: 'Which metrics can I track?',
        answer:
          'Search conversion, popular queries, the products shoppers find most, time to find a product and the return on your investment, in a real-time dashboard that also integrates with your analytics tools.',
      },
      {
        question: 'Are there any setup costs?',
        answer:
          'Standard implementations have no setup costs. If your project needs custom work, we discuss the costs openly at the first consultation.',
      },
      {
        question: 'How much does {brand} cost?',
        answer:
          'Pricing depends on your search volume and the size of your catalogue. Request a demo and we will prepare a custom quote for your store.',
      },
    ],
    contactText: 'Still have questions?',
    contactCta: 'Contact Us',
  },
  about: {
    heading: 'About Us',
    intro: `Founded in ${FOUNDED_YEAR}, {brand} is a team of engineers and retailers building search that understands people.`,
    founded: `Founded ${FOUNDED_YEAR}`,
    visionTitle: 'Our vision',
    vision:
      'Every online shop, whatever its size, should understand its customers as well as the best salesperson in a physical store. We build agentic commerce so that shoppers simply say what they need and find it.',
    profileLabel: 'Professional profile',
    team: [
      {
        name: founders.ceo.name,
        role: 'Co-founder & CEO',
        bio: 'Valentina spent ten years leading e-commerce teams at retailers in Argentina and Chile, where she saw how many sales were lost in the search box. She leads {brand}’s strategy, customers and partnerships.',
        image: founders.ceo.image,
        imageAlt: `Portrait of ${founders.ceo.name}`,
        profileUrl: founders.ceo.profileUrl,
      },
      {
        name: founders.cto.name,
        role: 'Co-founder & CTO',
        bio: 'Martín is a machine-learning engineer who built search and recommendation systems for marketplaces serving millions of shoppers. He leads {brand}’s product and engineering.',
        image: founders.cto.image,
        imageAlt: `Portrait of ${founders.cto.name}`,
        profileUrl: founders.cto.profileUrl,
      },
    ],
  },
  demo: {
    heading: 'Ready to transform your e-commerce search?',
    text: 'Book a personalised demo and see {brand} working with your own catalogue.',
    requestCta: 'Request a Demo',
    tourCta: 'Watch Product Tour',
    panelTitle: 'Our customers see results in 30 days',
    panelItems: [
      'Results in 30 days',
      'Quick implementation',
      'No-code integration',
      'Real-time analytics',
      '24/7 technical support',
    ],
  },
  newTab: '(opens in a new tab)',
};
