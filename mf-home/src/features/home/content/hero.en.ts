import type { HeroContent } from './types';
import s1 from '../assets/screens/en-1.svg';
import s2 from '../assets/screens/en-2.svg';
import s3 from '../assets/screens/en-3.svg';
import s4 from '../assets/screens/en-4.svg';
import s5 from '../assets/screens/en-5.svg';
import s6 from '../assets/screens/en-6.svg';

const results = (query: string, products: string) =>
  `Store search results for “${query}”: ${products}, each with its price`;

export const hero: HeroContent = {
  lang: 'en',
  ids: {
    video: 'video',
    howItWorks: 'how-it-works',
    results: 'results',
    press: 'press',
    benefits: 'benefits',
    partners: 'partners',
    faq: 'faq',
    about: 'about',
    demo: 'demo-section',
  },
  meta: {
    title: '{brand} | AI Search That Understands Your Shoppers',
    description:
      'AI-powered search for online shops: understands shopper intent, personalises results and lifts search-to-purchase conversion. Results in 30 days.',
    keywords: [
      'AI search',
      'e-commerce search',
      'agentic commerce',
      'site search',
      'search conversion',
      'product discovery',
      'personalised search',
      'average order value',
      'search analytics',
      'Latin America e-commerce',
    ],
    videoName: '{brand} product demo',
    videoDescription: 'Shoppers type what they mean and {brand} shows the products they want to buy.',
    softwareDescription:
      'AI search for e-commerce that understands shopper intent. Implementation in 2-4 weeks, no-code integration.',
    offerDescription:
      'No setup cost for standard implementations; pricing by search volume and catalogue size, custom quote on request.',
  },
  eyebrow: 'AI search for e-commerce',
  headline: 'Stop losing sales to broken search',
  lead: '94% of purchases are abandoned because of broken search. {brand} understands what your shoppers mean, not just what they type, and shows them what they came to buy.',
  claims: ['Results in 30 days', '1-2 weeks implementation', 'No-code integration', 'Trusted by 50+ brands'],
  primaryCta: 'Request a Demo',
  secondaryCta: 'See It in Action',
  secondaryUrl: 'demoStoreUrl',
  newTab: '(opens in a new tab)',
  demoLabel: 'Example searches and the results {brand} finds',
  searchLabel: 'Search',
  pauseDemo: 'Pause demo',
  playDemo: 'Play demo',
  examples: [
    {
      query: 'sneakers under $100',
      image: s1,
      alt: results('sneakers under $100', 'six pairs of sneakers from $49 to $99'),
    },
    {
      query: 'ingredients for a vegetable tart',
      image: s2,
      alt: results(
        'ingredients for a vegetable tart',
        'puff pastry, spinach, ricotta, eggs, zucchini and parmesan',
      ),
    },
    {
      query: 'gift for a 3-year-old',
      image: s3,
      alt: results(
        'gift for a 3-year-old',
        'wooden blocks, a picture book, a balance bike, a puzzle, a xylophone and a plush bear',
      ),
    },
    {
      query: 'automate the lights in my home',
      image: s4,
      alt: results(
        'automate the lights in my home',
        'smart bulbs, switches, a hub, a motion sensor, an LED strip and a smart plug',
      ),
    },
    {
      query: 'celiac shopping list for $50',
      image: s5,
      alt: results(
        'celiac shopping list for $50',
        'gluten-free bread, pasta, rice flour, quinoa, crackers and corn tortillas',
      ),
    },
    {
      query: 'how to cool a 30 m2 room',
      image: s6,
      alt: results(
        'how to cool a 30 m2 room',
        'a split air conditioner, a portable unit, fans, blackout curtains and window film',
      ),
    },
  ],
  video: {
    heading: 'Watch shoppers find what they mean',
    text: 'Six real-world searches, six relevant result pages: {brand} reads the intent behind every query and ranks the products that answer it.',
    play: 'Play video',
    pause: 'Pause video',
    fallback: 'Your browser does not support the video tag.',
    posterAlt: '{brand} product demo',
  },
  loading: 'Loading…',
};
