import { Link, useLocation, useNavigation } from 'react-router';
import { withListPage } from '@kawaii/shared';

/**
 * "Load more" under a paged list: a plain link to the same address with one more page (?page=N),
 * so it works before scripts run; with them, the list grows in place and the page does not
 * scroll.
 */
export function LoadMore({ nextPage }: { nextPage: number | null }) {
  const location = useLocation();
  const navigation = useNavigation();
  if (nextPage === null) return null;
  const loading =
    navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  return (
    <p className="load-more">
      <Link
        className="button button--soft"
        to={{ pathname: location.pathname, search: withListPage(location.search, nextPage) }}
        preventScrollReset
        aria-busy={loading}
      >
        {loading ? 'Loading…' : 'Load more'}
      </Link>
    </p>
  );
}
