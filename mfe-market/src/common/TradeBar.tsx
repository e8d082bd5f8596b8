import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type LeverDirection, type Product } from '@app/shared';
import { paths } from '@app/shared/routes';
import { NS } from '../i18n';
import { CollectButton } from './CollectButton';

/** The trade domain's buy page for this product and direction (docs/product.md §2 "Buy form"). */
export function buyPath(code: string, direction: LeverDirection): string {
  return paths.buy({ code, direction });
}

/** Bottom bar of the detail and spot pages: self-select star, Buy (bullish) and Sell (bearish). */
export function TradeBar({ product, collect = true }: { product: Product; collect?: boolean }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  return (
    <div className="trade-bar" role="toolbar" aria-label={t('trade.bar')}>
      {collect && <CollectButton product={product} />}
      <button
        type="button"
        className="trade-bar__btn trade-bar__btn--buy"
        onClick={() => navigate(buyPath(product.code, 'bullish'))}
        data-testid="buy"
      >
        <span aria-hidden="true" className="trade-bar__arrow">
          ▲
        </span>
        {t('trade.buy')}
      </button>
      <button
        type="button"
        className="trade-bar__btn trade-bar__btn--sell"
        onClick={() => navigate(buyPath(product.code, 'bearish'))}
        data-testid="sell"
      >
        <span aria-hidden="true" className="trade-bar__arrow">
          ▼
        </span>
        {t('trade.sell')}
      </button>
    </div>
  );
}
