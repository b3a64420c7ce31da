import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { css } from '@linaria/core';
import { getSiteConfig, Spinner, usePageMeta, type PageMeta } from 'shared';
import { calendarRedirectTarget } from '../lib/calendar-target';

const REDIRECTING = 'Redirecting to calendar...';

const screenClass = css`
  display: grid;
  place-items: center;
  gap: var(--space-4);
  min-height: 60vh;
  padding: var(--space-16) var(--space-4);
  text-align: center;
  color: var(--color-primary);

  h1 {
    margin: 0;
    font-size: var(--text-xl);
    color: var(--color-text);
  }

  h1 > span {
    flex-direction: column;
    gap: var(--space-4) !important;
  }
`;

/** `/demo`, `/reu`, `/cafe`: a spinner while the browser goes to that booking page. */
export default function CalendarRedirectPage() {
  const { pathname } = useLocation();

  const meta = useMemo<PageMeta>(
    () => ({
      lang: 'en',
      title: `${REDIRECTING} | ${getSiteConfig().brandName}`,
      description: 'Taking you to the booking calendar.',
      path: pathname,
      alternatePath: null,
      robots: 'noindex, nofollow',
    }),
    [pathname],
  );
  usePageMeta(meta);

  useEffect(() => {
    window.location.replace(calendarRedirectTarget(pathname, getSiteConfig().calendarBookingUrls));
  }, [pathname]);

  return (
    <div className={screenClass} data-testid="calendar-redirect">
      <div>
        <h1>
          <Spinner label={REDIRECTING} size={40} showLabel />
        </h1>
      </div>
    </div>
  );
}
