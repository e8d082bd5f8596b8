import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NS } from '../i18n';
import { QuoteTable } from '../quotes/QuoteTable';
import { useProducts } from '../quotes/use-products';

export const HOME_QUOTES_COUNT = 5;

/** Home widget: the first products with live prices, and a way to the whole market. */
export function HomeQuotes() {
  const { t } = useTranslation(NS);
  const { data } = useProducts({ page: 1, pageSize: HOME_QUOTES_COUNT });
  return (
    <div data-testid="home-quotes">
      <div className="quote-widget__head">
        <h2 className="quote-widget__title">{t('widget.hot')}</h2>
        <Link className="quote-widget__more" to="/pages/market/list">{t('widget.all')} ›</Link>
      </div>
      {data && <QuoteTable products={data.list} />}
    </div>
  );
}
