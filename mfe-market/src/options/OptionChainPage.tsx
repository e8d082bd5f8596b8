import { Fragment, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CenteredMessage, Page, PageLoading, formatFigure, type ProductDetail } from '@app/shared';
import { useMarketKlineQuery, useMarketProductDetailQuery } from '../common/market-api';
import { NS } from '../i18n';
import { PriceBlock } from '../common/PriceBlock';
import { useLivePrice } from '../common/quotes/use-live-product';
import { useSnapshotPolling } from '../common/quotes/use-products';
import { blackScholes, historicalVolatility } from './black-scholes';
import { strikesAround, timeLeft, upcomingExpiries, yearsUntil, type TimeLeft } from './chain';
import '../common/product.css';
import './options.css';

/** Risk-free rate of the model (annual, continuously compounded). */
export const OPTION_RATE = 0.04;
/** Volatility when the daily history is too short to measure one. */
export const FALLBACK_VOLATILITY = 0.3;
const HISTORY_DAYS = 31;

const pad = (n: number) => String(n).padStart(2, '0');
/** Fixed decimals without a "-0.00", in the interface language's number format. */
const fixed = formatFigure;
/** MM-DD of an expiry in UTC−5 (docs/product.md §7 time zone). */
function expiryLabel(ms: number): string {
  const d = new Date(ms - 5 * 3_600_000);
  return `${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** The time left on an expiry tab (the rule is timeLeft's). */
export function timeLeftText(left: TimeLeft, t: (key: string, options?: Record<string, number>) => string): string {
  switch (left.unit) {
    case 'expired':
      return t('options.leftExpired');
    case 'minutes':
      return t('options.leftMinutes', { count: left.count });
    case 'hours':
      return t('options.leftHours', { count: left.count });
    case 'dayHours':
      return t('options.leftDayHours', { hours: left.hours });
    case 'days':
      return t('options.days', { count: left.count });
  }
}

/** `/pages/market/options?code=`: calls and puts by strike around the live price, per expiry. */
export function OptionChainPage() {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const detail = useMarketProductDetailQuery(code, { skip: !code, pollingInterval: useSnapshotPolling() });
  let body;
  if (!code) body = <CenteredMessage title={t('detail.notFound')} />;
  else if (detail.isLoading) body = <PageLoading />;
  else if (!detail.data) body = <CenteredMessage title={t('detail.notFound')} />;
  else body = <Chain detail={detail.data} />;
  return (
    <Page title={t('title.options')} testId="options-page">
      {body}
    </Page>
  );
}

function Chain({ detail }: { detail: ProductDetail }) {
  const { t } = useTranslation(NS);
  const live = useLivePrice(detail);
  const spot = Number(live.price);
  const history = useMarketKlineQuery({ code: detail.code, period: '1d', limit: HISTORY_DAYS });
  const measured = useMemo(() => historicalVolatility(history.data?.candles.map((c) => Number(c.c)) ?? []), [history.data]);
  const vol = measured ?? FALLBACK_VOLATILITY;
  const [now] = useState(() => Date.now());
  const expiries = useMemo(() => upcomingExpiries(now), [now]);
  const [expiry, setExpiry] = useState(expiries[0]);
  const [open, setOpen] = useState<number | null>(null);
  // Strikes follow the at-the-money strike as it moves, not every tick.
  const spotCents = Math.round(spot * 100);
  const strikes = useMemo(() => strikesAround(spotCents / 100), [spotCents]);
  const years = yearsUntil(expiry, now);
  const digits = detail.decimals;
  const rows = strikes.map((strike) => ({ strike, value: blackScholes({ spot, strike, years, vol, rate: OPTION_RATE }) }));
  const spotIndex = strikes.findIndex((k) => k > spot);

  return (
    <div className="options">
      <PriceBlock detail={detail} live={live} />
      <div className="options__expiries" role="tablist" aria-label={t('options.expiry')}>
        {expiries.map((e) => (
          <button key={e} type="button" role="tab" aria-selected={e === expiry} className="options__expiry" onClick={() => setExpiry(e)}>
            <span className="num">{expiryLabel(e)}</span>
            <small data-testid="expiry-left">{timeLeftText(timeLeft(e, now), t)}</small>
          </button>
        ))}
      </div>
      <p className="options__model">
        {t('options.model', { vol: fixed(vol * 100, 1), rate: fixed(OPTION_RATE * 100, 1) })}
        {measured === null && ` ${t('options.fallback')}`}
      </p>
      <table className="options__table" data-testid="option-chain">
        <thead>
          <tr className="options__sides">
            <th colSpan={2} className="up">
              {t('options.calls')}
            </th>
            <th />
            <th colSpan={2} className="down">
              {t('options.puts')}
            </th>
          </tr>
          <tr>
            <th scope="col">{t('options.price')}</th>
            <th scope="col">Δ</th>
            <th scope="col">{t('options.strike')}</th>
            <th scope="col">{t('options.price')}</th>
            <th scope="col">Δ</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ strike, value }, i) => (
            <Fragment key={strike}>
              {i === spotIndex && (
                <tr className="options__spot" aria-label={t('options.spot')}>
                  <td colSpan={5}>
                    <span className="num">
                      {t('options.spot')} {formatFigure(live.price)}
                    </span>
                  </td>
                </tr>
              )}
              <tr className="options__row" onClick={() => setOpen(open === strike ? null : strike)}>
                <td className={`num${strike < spot ? ' options__itm' : ''}`}>{fixed(value.call, digits)}</td>
                <td className={`num options__delta${strike < spot ? ' options__itm' : ''}`}>{fixed(value.callDelta, 2)}</td>
                <td className="num options__strike">
                  {/* The row opens on a tap anywhere; this button is its keyboard and screen-reader handle. */}
                  <button type="button" className="options__strike-btn" aria-expanded={open === strike}>
                    {formatFigure(strike)}
                  </button>
                </td>
                <td className={`num${strike > spot ? ' options__itm' : ''}`}>{fixed(value.put, digits)}</td>
                <td className={`num options__delta${strike > spot ? ' options__itm' : ''}`}>{fixed(value.putDelta, 2)}</td>
              </tr>
              {open === strike && (
                <tr className="options__greeks">
                  <td colSpan={5}>
                    <dl>
                      <div>
                        <dt>Γ {t('options.gamma')}</dt>
                        <dd className="num">{fixed(value.gamma, 4)}</dd>
                      </div>
                      <div>
                        <dt>ν {t('options.vega')}</dt>
                        <dd className="num">{fixed(value.vega, 3)}</dd>
                      </div>
                      <div>
                        <dt>Θ {t('options.callTheta')}</dt>
                        <dd className="num">{fixed(value.callTheta, 3)}</dd>
                      </div>
                      <div>
                        <dt>Θ {t('options.putTheta')}</dt>
                        <dd className="num">{fixed(value.putTheta, 3)}</dd>
                      </div>
                    </dl>
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
      <p className="options__note">{t('options.note')}</p>
    </div>
  );
}
