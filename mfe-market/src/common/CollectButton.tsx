import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { selectIsLoggedIn, showToast, useAppSelector, type Product } from '@app/shared';
import { paths, returnTo } from '@app/shared/routes';
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
 * asked to log in first and come back here afterwards.
 */
export function CollectButton({ product }: { product: Product }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const collected = useIsCollected(product.code);
  const [collect] = useMarketCollectMutation();
  const [cancel] = useMarketCancelCollectMutation();
  // A second tap while the provider is still answering is ignored (a ref: render state lags a frame).
  const inFlight = useRef(false);

  const toggle = async () => {
    if (!loggedIn) {
      showToast(t('session.loginFirst', { ns: 'common' }));
      navigate(paths.login(), { state: returnTo(location.pathname + location.search) });
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
