import { useTranslation } from 'react-i18next';
import type { Product } from '@app/shared';
import { NS } from '../i18n';
import { QuoteRow } from './QuoteRow';

export function QuoteTable({ products }: { products: Product[] }) {
  const { t } = useTranslation(NS);
  return (
    <div role="table" aria-label={t('title.market')}>
      <div className="quote-head" role="row">
        <span>{t('column.name')}</span>
        <span>{t('column.price')}</span>
        <span>{t('column.change')}</span>
      </div>
      {products.map((p) => <QuoteRow key={p.code} product={p} />)}
    </div>
  );
}
