import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Change, SectionHeader, formatFigure, formatMs, type IpoIssue } from '@app/shared';
import { paths } from '@app/shared/routes';
import { NS } from '../i18n';
import { useIpoHomeListQuery } from './widgets-api';
import './widgets.css';

export const HOME_IPO_COUNT = 3;
/** The block's fixed height, declared to the shell with the widget: head 1.9 + column heads 1.4 + 3 rows × 2.4. */
export const HOME_NEW_STOCKS_HEIGHT = '10.5rem';
/** The IPO remote's own list page: where an issue is followed up (private: logged-out users open an account). */
const IPO_PATH = paths.ipo();

/** Listing day as MM-DD-YYYY in UTC−5 (docs/product.md §7 time filter; `now` = 0 keeps the date part). */
function listingDay(ms: number): string {
  return formatMs(ms, '-', 0).split(' ')[0];
}

/**
 * Home's new-stock block (a widget of the IPO remote): recently listed issues with their first-day
 * gain, issue (underwriting) price and listing date. Fixed height (HOME_NEW_STOCKS_HEIGHT): Home reserves it.
 */
export function HomeNewStocks() {
  const { t } = useTranslation(NS);
  const { data, isError } = useIpoHomeListQuery({ phase: 'listed', page: 1, pageSize: HOME_IPO_COUNT });
  const rows = data?.list.slice(0, HOME_IPO_COUNT) ?? [];
  return (
    <section className="home-ipo" data-testid="home-ipo" style={{ height: HOME_NEW_STOCKS_HEIGHT }}>
      <SectionHeader title={t('home.title')} more={t('home.more')} moreTo={IPO_PATH} />
      <div role="table" aria-label={t('home.title')} className="home-ipo__table">
        <div role="row" className="home-ipo__row home-ipo__row--head">
          <span role="columnheader">{t('home.name')}</span>
          <span role="columnheader">{t('home.firstDayGain')}</span>
          <span role="columnheader">{t('home.issuePrice')}</span>
          <span role="columnheader">{t('home.listingDate')}</span>
        </div>
        {rows.map((issue) => (
          <IssueRow key={issue.id} issue={issue} />
        ))}
        {data && rows.length === 0 && <p className="home-ipo__empty">{t('home.empty')}</p>}
        {isError && !data && <p className="home-ipo__empty">{t('home.failed')}</p>}
      </div>
    </section>
  );
}

function IssueRow({ issue }: { issue: IpoIssue }) {
  const { t } = useTranslation(NS);
  return (
    <Link role="row" className="home-ipo__row" to={IPO_PATH} data-ipo={issue.id}>
      <span role="cell" className="home-ipo__name">
        <span className="home-ipo__title">{issue.name}</span>
        <span className="home-ipo__code num">
          {issue.code}
          <em>{issue.exchange}</em>
        </span>
      </span>
      <span role="cell" className="home-ipo__gain">
        {issue.firstDayGainPct === null ? '--' : <Change value={issue.firstDayGainPct} percent />}
      </span>
      <span role="cell" className="num">
        {formatFigure(issue.underwritingPrice)}
      </span>
      <span role="cell" className="num home-ipo__date">
        {listingDay(issue.listingDate)}
        {issue.listed && <em className="home-ipo__listed">{t('home.listed')}</em>}
      </span>
    </Link>
  );
}
