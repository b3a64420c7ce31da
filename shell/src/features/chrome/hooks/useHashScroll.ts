import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { prefersReducedMotion } from 'shared';

/** docs/product.md §5: scroll to the hash target about 100 ms after the address changes. */
const HASH_SCROLL_DELAY_MS = 100;
/** The target may belong to a remote page still loading: keep looking for a while. */
const HASH_SCROLL_RETRY_MS = 100;
const HASH_SCROLL_GIVE_UP_MS = 8000;

/**
 * When the address carries a hash, scroll smoothly to that element (after a
 * client navigation from another page too). A new page without a hash starts at the top.
 */
export function useHashScroll(): void {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (!hash) {
      if (navigationType === 'PUSH') window.scrollTo(0, 0);
      return;
    }
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    let waited = 0;
    let timer: number;
    const attempt = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
        return;
      }
      waited += HASH_SCROLL_RETRY_MS;
      if (waited < HASH_SCROLL_GIVE_UP_MS) timer = window.setTimeout(attempt, HASH_SCROLL_RETRY_MS);
    };
    timer = window.setTimeout(attempt, HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, hash, key, navigationType]);
}
