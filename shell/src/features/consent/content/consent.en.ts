import type { ConsentCopy } from './types';

export const en: ConsentCopy = {
  title: 'Cookie Preferences',
  body: 'We use a small amount of browser storage to run this site, and, only if you agree, analytics cookies that tell us how visitors use it.',
  essentialTitle: 'Essential',
  essentialBody:
    'Always on. They remember your language and this choice. They contain no tracking identifiers.',
  analyticsTitle: 'Analytics',
  analyticsBody:
    'Optional. Google Analytics counts visits and interactions (for example, opening the demo calendar) so we can improve the site. Nothing is loaded until you accept.',
  current: {
    accepted: 'Current choice: analytics accepted.',
    declined: 'Current choice: analytics declined.',
    unset: 'You have not made a choice yet; analytics stays off.',
  },
  accept: 'Accept analytics',
  decline: 'Decline analytics',
  close: 'Close',
  saved: 'Your cookie preferences were saved.',
  bannerLabel: 'Cookie notice',
  bannerBody:
    'May we use analytics cookies to learn how visitors use this site? Nothing is loaded unless you accept.',
  settings: 'Settings',
};
