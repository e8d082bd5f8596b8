import { memo } from 'react';
import { Link } from 'react-router';
import { Change, formatFigure, useQuote, type Product } from '@app/shared';
import { paths } from '@app/shared/routes';
import './quotes.css';

/**
 * One product row: name, suffix, price and percent change, coloured by direction. The live quote
 * (socket) overrides the snapshot (REST) as soon as it arrives; only this row re-renders on a tick.
 */
export const QuoteRow = memo(function QuoteRow({ product }: { product: Product }) {
  const live = useQuote(product.code);
  const price = live?.price ?? product.price;
  const changePct = live?.changePct ?? product.changePct;
  return (
    <Link className="quote-row" to={paths.detail({ code: product.code })} data-code={product.code}>
      <span className="quote-row__name">
        <span className="quote-row__title">{product.name}</span>
        <span className="quote-row__code">
          {product.code}
          <em className="quote-row__suffix">{product.suffix}</em>
        </span>
      </span>
      <span className="quote-row__price">
        <Change value={changePct}>{formatFigure(price)}</Change>
      </span>
      <span className="quote-row__change" data-testid="quote-change">
        <Change value={changePct} percent />
      </span>
    </Link>
  );
});
