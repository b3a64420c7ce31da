export interface ConsentCopy {
  title: string;
  body: string;
  analyticsTitle: string;
  analyticsBody: string;
  essentialTitle: string;
  essentialBody: string;
  current: Record<'accepted' | 'declined' | 'unset', string>;
  accept: string;
  decline: string;
  close: string;
  saved: string;
  bannerLabel: string;
  bannerBody: string;
  settings: string;
}
