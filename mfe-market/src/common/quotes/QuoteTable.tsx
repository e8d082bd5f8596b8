import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@app/shared';
import { NS } from '../../i18n';
import { QuoteRow } from './QuoteRow';

/** Column heads of a quote list; `changeHead` replaces the plain "Change" (e.g. a sort toggle). */
export function QuoteHead({ changeHead }: { changeHead?: ReactNode }) {
  const { t } = useTranslation(NS);
  return (
    <div className="quote-head">
      <span>{t('column.name')}</span>
      <span>{t('column.price')}</span>
      <span>{changeHead ?? t('column.change')}</span>
    </div>
  );
}

/** A short list of products with live prices (Home, watchlist). Long lists use VirtualRows. */
export function QuoteTable({ products, label }: { products: Product[]; label?: string }) {
  const { t } = useTranslation(NS);
  return (
    <div role="group" aria-label={label ?? t('title.market')}>
      <QuoteHead />
      {products.map((p) => (
        <QuoteRow key={p.code} product={p} />
      ))}
    </div>
  );
}
