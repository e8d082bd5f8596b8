// pages/mine/ipo: the issues by phase (upcoming, subscribing, awaiting listing, listed), each with
// its figures and a countdown to the end (or start) of its subscription window.
import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Change, IPO_PHASES, Page, PageLoading, formatFigure, type IpoIssue, type IpoPhase } from '@app/shared';
import { paths } from '@app/shared/routes';
import { useIpoListQuery } from './ipo-api';
import { dayOf, fullTime, shares } from '../common/format';
import { remainingText, useNow } from '../common/use-now';
import { NS } from '../i18n';
import '../common/ipo.css';

const PAGE_SIZE = 50;

export function IpoListPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const asked = search.get('phase');
  const phase: IpoPhase = IPO_PHASES.find((p) => p === asked) ?? 'subscribing';
  const { data, isError, refetch } = useIpoListQuery({ phase, page: 1, pageSize: PAGE_SIZE });
  return (
    <Page
      title={t('title.ipo')}
      testId="ipo-page"
      right={
        <Link className="ipo-link" to={paths.ipoOrders()}>
          {t('list.myOrders')}
        </Link>
      }
    >
      <Tabs activeKey={phase} onChange={(key) => navigate(paths.ipo({ phase: key }), { replace: true })} className="ipo-tabs">
        {IPO_PHASES.map((p) => (
          <Tabs.Tab key={p} title={t(`phase.${p}`)} />
        ))}
      </Tabs>
      {!data && !isError && <PageLoading />}
      {isError && !data && <PageLoading onRetry={() => void refetch()} />}
      {data && data.list.length === 0 && <p className="ipo-empty">{t('list.empty')}</p>}
      <div className="ipo-list" data-testid="ipo-list">
        {data?.list.map((issue) => (
          <IssueCard key={issue.id} issue={issue} />
        ))}
      </div>
    </Page>
  );
}

function IssueCard({ issue }: { issue: IpoIssue }) {
  const { t } = useTranslation(NS);
  const now = useNow();
  const day = (n: number) => t('time.days', { count: n });
  const countdown =
    issue.phase === 'subscribing'
      ? remainingText(issue.subscribeEnd, now, day)
      : issue.phase === 'upcoming'
        ? remainingText(issue.subscribeStart, now, day)
        : null;
  return (
    <article className="ipo-card" data-testid="ipo-issue" data-code={issue.code} data-phase={issue.phase}>
      <header className="ipo-card__head">
        <div>
          <div className="ipo-card__name">{issue.name}</div>
          <div className="ipo-card__code">
            {issue.code} <span className="ipo-badge">{issue.market}</span>
          </div>
        </div>
        {issue.listed && issue.firstDayGainPct !== null ? (
          <div className="ipo-card__gain">
            <Change value={issue.firstDayGainPct} percent />
            <small>{t('issue.firstDayGain')}</small>
          </div>
        ) : (
          <span className={`ipo-phase ipo-phase--${issue.phase}`}>{t(`phase.${issue.phase}`)}</span>
        )}
      </header>
      <dl className="ipo-grid">
        <Field label={t('issue.underwritingPrice')} value={formatFigure(issue.underwritingPrice)} />
        <Field label={t('issue.priceRange')} value={`${formatFigure(issue.priceRangeLow)} – ${formatFigure(issue.priceRangeHigh)}`} />
        <Field label={t('issue.exchange')} value={issue.exchange} />
        <Field label={t('issue.totalIssued')} value={shares(issue.totalIssued)} />
        <Field label={t('issue.minSubscription')} value={shares(issue.minSubscription)} />
        <Field label={t('issue.multiple')} value={`${issue.subscriptionMultiple}×`} />
        <Field label={t('issue.window')} value={`${fullTime(issue.subscribeStart)} – ${fullTime(issue.subscribeEnd)}`} wide />
        <Field label={t('issue.lotteryAt')} value={fullTime(issue.lotteryAt)} />
        <Field
          label={t('issue.listingDate')}
          value={
            issue.phase === 'listed' || issue.listingDate - issue.lotteryAt < 86_400_000
              ? fullTime(issue.listingDate)
              : dayOf(issue.listingDate)
          }
        />
        {issue.listingPrice !== null && <Field label={t('issue.listingPrice')} value={formatFigure(issue.listingPrice)} />}
      </dl>
      {countdown && (
        <p className="ipo-countdown" data-testid="ipo-countdown">
          {issue.phase === 'subscribing' ? t('issue.endsIn', { time: countdown }) : t('issue.startsIn', { time: countdown })}
        </p>
      )}
      {issue.phase === 'subscribing' && countdown && (
        <Link className="ipo-button" to={paths.ipoSubscribe({ id: issue.id })} data-testid="ipo-subscribe-link">
          {t('issue.subscribe')}
        </Link>
      )}
    </article>
  );
}

export function Field({ label, value, wide = false, testId }: { label: string; value: string; wide?: boolean; testId?: string }) {
  return (
    <div className={`ipo-field${wide ? ' ipo-field--wide' : ''}`}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

export default IpoListPage;
