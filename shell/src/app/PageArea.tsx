import { Activity, memo, startTransition, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { PAGES_AHEAD_CAP, pagesAhead, subscribePagesAhead, type AheadLocation } from '../lib/pages-ahead';

type Location = ReturnType<typeof useLocation>;

interface PageSlotProps {
  pages: RouteObject[];
  location: Location | AheadLocation;
}

/** The page of one address; inside, `useLocation()` is that address (a page ahead is not the one shown). */
const PageSlot = memo(function PageSlot({ pages, location }: PageSlotProps) {
  return useRoutes(pages, location);
});

const noPagesAhead: readonly AheadLocation[] = [];

/** The pages rendered ahead, from the first commit on (the served HTML has none). */
function usePagesAhead(): readonly AheadLocation[] {
  const [ahead, setAhead] = useState(noPagesAhead);
  useEffect(() => {
    // A transition: rendering a page ahead never delays what the visitor is doing.
    const update = () => startTransition(() => setAhead(pagesAhead()));
    update();
    return subscribePagesAhead(update);
  }, []);
  return ahead;
}

const sameAddress = (a: Location | AheadLocation, b: Location | AheadLocation) =>
  a.pathname === b.pathname && a.search === b.search && a.hash === b.hash;

/**
 * The page area: the page shown, and up to two pages rendered ahead of a click in a hidden React
 * Activity (issue 40, decision 099). Hidden, a page is rendered but not laid out, runs no effect
 * (no analytics, no metadata, no focus move) and is out of the accessibility tree and
 * find-in-page; a click on its link only reveals it. The page shown comes first, so an id it
 * shares with a hidden page (the same page in the other language) is its own.
 */
export function PageArea({ pages }: { pages: RouteObject[] }) {
  const location = useLocation();
  const ahead = usePagesAhead();
  const shown = ahead.find((page) => page.pathname === location.pathname);
  const hidden = ahead.filter((page) => page !== shown).slice(-PAGES_AHEAD_CAP);

  const slots: ReactNode[] = [];
  if (!shown) {
    slots.push(<PageSlot key={`page:${location.pathname}`} pages={pages} location={location} />);
  } else {
    // The address it was rendered with, when unchanged: revealing it then re-renders nothing inside.
    const at = sameAddress(shown, location) ? shown : location;
    slots.push(
      <Activity key={`ahead:${shown.pathname}`} mode="visible">
        <PageSlot pages={pages} location={at} />
      </Activity>,
    );
  }
  for (const page of hidden)
    slots.push(
      <Activity key={`ahead:${page.pathname}`} mode="hidden">
        <PageSlot pages={pages} location={page} />
      </Activity>,
    );
  return slots;
}
