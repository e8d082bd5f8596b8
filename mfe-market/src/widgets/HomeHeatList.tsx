import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Change, SectionHeader, formatFigure, useRecommendedProductsQuery, type Product } from '@app/shared';
import { paths } from '@app/shared/routes';
import { HOME_HEAT_COUNT } from '../common/constants';
import { NS } from '../i18n';
import { useLivePrice } from '../common/quotes/use-live-product';
import { useSnapshotPolling } from '../common/quotes/use-products';
import { toneOf } from '../common/format';

/** Home's heat list (recommendProductList): the most watched products as live cards. */
export function HomeHeatList() {
  const { t } = useTranslation(NS);
  const { data } = useRecommendedProductsQuery(HOME_HEAT_COUNT, { pollingInterval: useSnapshotPolling() });
  return (
    <section className="home-card home-heat" data-testid="home-heat">
      <SectionHeader title={t('widget.hot')} more={t('widget.all')} moreTo={paths.market()} />
      <div className="home-heat__grid">
        {(data ?? []).slice(0, HOME_HEAT_COUNT).map((p) => (
          <HeatCard key={p.code} product={p} />
        ))}
      </div>
    </section>
  );
}

function HeatCard({ product }: { product: Product }) {
  const live = useLivePrice(product);
  return (
    <Link className={`home-heat__card ${toneOf(live.changePct)}-tint`} to={paths.detail({ code: product.code })} data-code={product.code}>
      <span className="home-heat__name">{product.name}</span>
      <span className="home-heat__price">
        <Change value={live.changePct}>{formatFigure(live.price)}</Change>
      </span>
      <span className="home-heat__pct">
        <Change value={live.changePct} percent />
      </span>
    </Link>
  );
}
