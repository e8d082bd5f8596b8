import { useTranslation } from 'react-i18next';
import { Change, direction, formatFigure, type ProductDetail } from '@app/shared';
import { NS } from '../i18n';
import type { LivePrice } from './quotes/use-live-product';
import { formatCompact } from './compact-number';
import { signed } from './format';

const TONE = { 1: 'up', [-1]: 'down', 0: 'flat' } as const;

/** Name, code, exchange badge, trading state and the live price block of a product. */
export function PriceBlock({ detail, live, onInfo }: { detail: ProductDetail; live: LivePrice; onInfo?: () => void }) {
  const { t } = useTranslation(NS);
  const tone = TONE[direction(live.changePct)];
  return (
    <section className="price-block" aria-label={t('detail.price')} data-testid="price-block">
      <div className="price-block__title">
        <h2 className="price-block__name">{detail.name}</h2>
        <span className="price-block__badge" data-testid="exchange-badge">
          {detail.exchange}
        </span>
        {/* The always-open demo clock is not a real session: say so. */}
        <span
          className={`price-block__state${detail.marketOpen ? ' price-block__state--open' : ''}${detail.demoSession ? ' price-block__state--demo' : ''}`}
          data-testid="market-state"
        >
          {detail.demoSession ? t('list.demo') : detail.marketOpen ? t('list.open') : t('list.closed')}
        </span>
      </div>
      <div className="price-block__code num">
        {detail.code}
        <em>{detail.suffix}</em>
      </div>
      <div className={`price-block__now ${tone}`}>
        <span className="num price-block__price" data-testid="live-price">
          {formatFigure(live.price)}
        </span>
        <span className="num price-block__change">{signed(live.change)}</span>
        <span className="num price-block__change">
          <Change value={live.changePct} percent />
        </span>
      </div>
      <dl className="price-block__stats">
        <div>
          <dt>{t('detail.high')}</dt>
          <dd className="num">{formatFigure(live.high)}</dd>
        </div>
        <div>
          <dt>{t('detail.low')}</dt>
          <dd className="num">{formatFigure(live.low)}</dd>
        </div>
        <div>
          <dt>{t('detail.open')}</dt>
          <dd className="num">{formatFigure(detail.open)}</dd>
        </div>
        <div>
          <dt>{t('detail.prevClose')}</dt>
          <dd className="num">{formatFigure(detail.prevClose)}</dd>
        </div>
        <div>
          <dt>{t('detail.volume')}</dt>
          <dd className="num">{formatCompact(detail.volume)}</dd>
        </div>
        <div>
          <dt>{t('detail.turnover')}</dt>
          <dd className="num">{formatCompact(detail.turnover)}</dd>
        </div>
      </dl>
      {onInfo && (
        <button type="button" className="price-block__info" onClick={onInfo} data-testid="info-open">
          {t('detail.moreInfo')} ›
        </button>
      )}
    </section>
  );
}
