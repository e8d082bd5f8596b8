import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Change, SectionHeader, direction, formatFigure, type Product } from '@app/shared';
import { paths } from '@app/shared/routes';
import { useMarketKlineQuery } from '../common/market-api';
import { HOME_INDEX_COUNT } from '../common/constants';
import { NS } from '../i18n';
import { useLivePrice } from '../common/quotes/use-live-product';
import { useProducts } from '../common/quotes/use-products';
import { signed, toneOf } from '../common/format';
import { Sparkline } from './Sparkline';

const INTRADAY_CANDLES = 78;

/** Home's index tabs (productList type=index): one tab per index, its live level and its day. */
export function HomeIndices() {
  const { t } = useTranslation(NS);
  const { data } = useProducts({ type: 'index', page: 1, pageSize: HOME_INDEX_COUNT });
  const indices = data?.list ?? [];
  const [selected, setSelected] = useState<string | null>(null);
  const current = indices.find((p) => p.code === selected) ?? indices[0];
  return (
    <section className="home-card home-indices" data-testid="home-indices">
      <SectionHeader title={t('home.indices')} more={t('widget.all')} moreTo={paths.market()} />
      <div className="home-indices__tabs" role="tablist" aria-label={t('home.indices')}>
        {indices.map((p) => (
          <IndexTab key={p.code} product={p} selected={p.code === current?.code} onSelect={() => setSelected(p.code)} />
        ))}
      </div>
      {current ? <IndexPanel key={current.code} product={current} /> : <div className="home-indices__panel" />}
    </section>
  );
}

function IndexTab({ product, selected, onSelect }: { product: Product; selected: boolean; onSelect: () => void }) {
  const live = useLivePrice(product);
  return (
    <button
      type="button"
      role="tab"
      aria-selected={selected}
      className={`home-indices__tab ${toneOf(live.changePct)}-tint`}
      onClick={onSelect}
    >
      <span className="home-indices__name">{product.name}</span>
      <span className="num home-indices__tab-price">{formatFigure(live.price)}</span>
      <Change value={live.changePct} percent />
    </button>
  );
}

function IndexPanel({ product }: { product: Product }) {
  const { t } = useTranslation(NS);
  const live = useLivePrice(product);
  const { data } = useMarketKlineQuery({ code: product.code, period: '5m', limit: INTRADAY_CANDLES });
  const closes = useMemo(() => data?.candles.map((c) => Number(c.c)) ?? [], [data]);
  const values = useMemo(() => (closes.length ? [...closes.slice(0, -1), Number(live.price)] : closes), [closes, live.price]);
  return (
    <Link className="home-indices__panel" to={paths.detail({ code: product.code })}>
      <span className="home-indices__sr">{t('home.openIndex', { name: product.name })}</span>
      <div className="home-indices__figures">
        <Change value={live.changePct}>{formatFigure(live.price)}</Change>
        <span className={`num ${toneOf(live.change)}`}>{signed(live.change)}</span>
        <span className="home-indices__range">
          {t('detail.high')} <span className="num">{formatFigure(live.high)}</span> · {t('detail.low')}{' '}
          <span className="num">{formatFigure(live.low)}</span>
        </span>
      </div>
      <Sparkline values={values} up={direction(live.changePct) >= 0} />
    </Link>
  );
}
