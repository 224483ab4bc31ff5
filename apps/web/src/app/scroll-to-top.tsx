import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Every navigation starts at the top of the new page (seed: "scrolls to the top on mount"). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
  return null;
}
