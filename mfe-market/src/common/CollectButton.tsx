import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { selectIsLoggedIn, showToast, useAppSelector, type Product } from '@app/shared';
import { paths, returnIntentOf, returnTo } from '@app/shared/routes';
import { useMarketCancelCollectMutation, useMarketCollectMutation, useMarketWatchlistQuery } from './market-api';
import { NS } from '../i18n';
import { StarIcon } from './icons';

/** Whether the product is in the user's watchlist (false when logged out). */
export function useIsCollected(code: string): boolean {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { data } = useMarketWatchlistQuery(undefined, { skip: !loggedIn });
  return Boolean(data?.some((p) => p.code === code));
}

/**
 * The self-select star: adds the product to the watchlist or removes it. The change shows at once
 * everywhere (optimistic cache update, then the Watchlist tag refetches). Logged-out users are
 * asked to log in first; they come back here with the star set: the login hands this page the
 * intent to collect this product (router state, not the URL), which runs once, when the watchlist
 * is known, and only adds (a product already in it stays). Leaving the login undone adds nothing.
 */
export function CollectButton({ product }: { product: Product }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const watchlist = useMarketWatchlistQuery(undefined, { skip: !loggedIn });
  const collected = Boolean(watchlist.data?.some((p) => p.code === product.code));
  const [collect] = useMarketCollectMutation();
  const [cancel] = useMarketCancelCollectMutation();
  // A second tap while the provider is still answering is ignored (a ref: render state lags a frame).
  const inFlight = useRef(false);

  // Finishing the star started before the login: for this page's product only, once.
  const intent = returnIntentOf(location.state);
  const wantsStar = loggedIn && intent?.kind === 'collect' && intent.code === product.code;
  const known = watchlist.isSuccess;
  const finished = useRef<string | null>(null);
  useEffect(() => {
    if (!wantsStar || !known || finished.current === location.key) return;
    finished.current = location.key;
    // The intent leaves this history entry first: a reload or a return here does not repeat it.
    navigate(location.pathname + location.search + location.hash, { replace: true, state: null });
    if (collected) return;
    inFlight.current = true;
    collect(product)
      .unwrap()
      .then(() => showToast(t('watch.added')))
      .catch(() => undefined) // the transport has shown the provider's message; the optimistic change was undone
      .finally(() => {
        inFlight.current = false;
      });
  }, [wantsStar, known, collected, collect, product, navigate, location, t]);

  const toggle = async () => {
    if (!loggedIn) {
      showToast(t('session.loginFirst', { ns: 'common' }));
      navigate(paths.login(), { state: returnTo(location.pathname + location.search, { kind: 'collect', code: product.code }) });
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      if (collected) {
        await cancel(product).unwrap();
        showToast(t('watch.removed'));
      } else {
        await collect(product).unwrap();
        showToast(t('watch.added'));
      }
    } catch {
      /* the transport has shown the provider's message; the optimistic change was undone */
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <button
      type="button"
      className={`collect${collected ? ' collect--on' : ''}`}
      aria-pressed={collected}
      onClick={toggle}
      data-testid="collect"
    >
      <StarIcon filled={collected} size="1.1rem" />
      <span>{collected ? t('watch.collected') : t('watch.collect')}</span>
    </button>
  );
}
