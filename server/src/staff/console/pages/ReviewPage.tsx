// Review (reviewer): the three queues of the staff API (review/deposits, review/withdrawals,
// review/realnames) as tabs, refreshed every few seconds while the tab is visible and on demand;
// the selected item's details beside the table and its decision (review/decide). The provider's
// answers are shown as it words them: another reviewer decided first (2904), a large withdrawal
// waits for a second approval, the second approver must be someone else (2905).
import type { StaffDecideAnswer, StaffDepositItem, StaffRealNameItem, StaffReviewKind, StaffWithdrawalItem } from '@app/shared/staff';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hrefOf } from '../model';
import { ListRegion, ListTable, Message, Money, Time, useConsole, usePolling, type Note, type PageProps } from '../ui';
import { DecisionBar } from './DecisionBar';
import { DepositDetail, RealNameDetail, WithdrawalDetail } from './ReviewDetails';

export const REVIEW_TABS = ['deposits', 'withdrawals', 'realnames'] as const;
export type ReviewTab = (typeof REVIEW_TABS)[number];
const KIND: Record<ReviewTab, StaffReviewKind> = { deposits: 'deposits', withdrawals: 'withdrawals', realnames: 'realname' };
/** How often the queues are read while the tab is visible. */
export const REVIEW_REFRESH_MS = 5000;

interface Queues {
  deposits: StaffDepositItem[] | null;
  withdrawals: StaffWithdrawalItem[] | null;
  realnames: StaffRealNameItem[] | null;
}

type Item = StaffDepositItem | StaffWithdrawalItem | StaffRealNameItem;

export function ReviewPage({ rest }: PageProps) {
  const { t } = useTranslation();
  const { client, language } = useConsole();
  const tab: ReviewTab = (REVIEW_TABS as readonly string[]).includes(rest[0] ?? '') ? (rest[0] as ReviewTab) : 'deposits';
  const [queues, setQueues] = useState<Queues>({ deposits: null, withdrawals: null, realnames: null });
  const [updatedAt, setUpdatedAt] = useState<number | null>(null);
  const [loadError, setLoadError] = useState<Note | null>(null);
  const [selected, setSelected] = useState<Record<ReviewTab, number | null>>({ deposits: null, withdrawals: null, realnames: null });
  /** What the last decision came to, said on the queue it was made in. */
  const [outcome, setOutcome] = useState<{ tab: ReviewTab; note: Note } | null>(null);
  const [refreshing, setRefreshing] = useState(false);

  const load = useCallback(async () => {
    const [deposits, withdrawals, realnames] = await Promise.all([
      client.call('review/deposits', {}),
      client.call('review/withdrawals', {}),
      client.call('review/realnames', {}),
    ]);
    const failed = [deposits, withdrawals, realnames].find((r) => !r.ok);
    setQueues((before) => ({
      deposits: deposits.ok ? deposits.data : before.deposits,
      withdrawals: withdrawals.ok ? withdrawals.data : before.withdrawals,
      realnames: realnames.ok ? realnames.data : before.realnames,
    }));
    if (failed && !failed.ok) setLoadError({ tone: 'error', text: failed.message });
    else {
      setLoadError(null);
      setUpdatedAt(Date.now());
    }
  }, [client]);
  usePolling(load, REVIEW_REFRESH_MS);

  async function refreshNow() {
    setRefreshing(true);
    await load();
    setRefreshing(false);
  }

  const list: Item[] | null = queues[tab];
  const selectedId = selected[tab];
  const item = list?.find((i) => i.id === selectedId) ?? null;
  const select = (id: number | null) => setSelected((s) => ({ ...s, [tab]: id }));
  // Below 1280 px the details sit under the queue: a chosen item's details are brought into view.
  const detailRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (selectedId !== null) detailRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [selectedId]);

  function decided(answer: StaffDecideAnswer | null, note: Note) {
    setOutcome({ tab, note });
    if (answer?.decided) select(null);
    void load();
  }

  return (
    <section aria-labelledby="page-title" className="review">
      <div className="page-head">
        <h2 id="page-title">{t('nav.review')}</h2>
        <span className="muted" aria-live="off">
          {updatedAt ? t('review.updated', { time: new Date(updatedAt).toLocaleTimeString(language) }) : t('app.loading')}
          {' · '}
          {t('review.autoRefresh', { seconds: REVIEW_REFRESH_MS / 1000 })}
        </span>
        <button type="button" onClick={() => void refreshNow()} disabled={refreshing}>
          {t('review.refresh')}
        </button>
      </div>
      <nav className="tabs" aria-label={t('review.queues')}>
        {REVIEW_TABS.map((name) => (
          <a key={name} href={hrefOf('review', name)} aria-current={name === tab ? 'page' : undefined} id={`tab-${name}`}>
            {t(`review.tabs.${name}`)}
            <span className="count">{queues[name] === null ? '…' : queues[name].length}</span>
          </a>
        ))}
      </nav>
      <Message note={loadError} />
      <Message
        note={outcome?.tab === tab ? outcome.note : null}
        id="review-outcome"
        onDismiss={() => setOutcome(null)}
        dismissLabel={t('app.dismiss')}
      />
      <div className="split">
        <ListRegion label={t(`review.tabs.${tab}`)} items={list} empty={t('review.empty')}>
          {(items) => <QueueTable tab={tab} list={items} selectedId={selectedId} onSelect={select} />}
        </ListRegion>
        <aside className="detail card" aria-labelledby="detail-title" ref={detailRef}>
          {item ? (
            <>
              <h3 id="detail-title">{t(`review.detailTitle.${tab}`, { id: item.id })}</h3>
              {tab === 'deposits' && <DepositDetail item={item as StaffDepositItem} />}
              {tab === 'withdrawals' && <WithdrawalDetail item={item as StaffWithdrawalItem} />}
              {tab === 'realnames' && <RealNameDetail item={item as StaffRealNameItem} />}
              <DecisionBar
                key={`${tab}-${item.id}`}
                kind={KIND[tab]}
                item={item}
                what={t(`review.detailTitle.${tab}`, { id: item.id })}
                onDecided={decided}
              />
            </>
          ) : (
            <>
              <h3 id="detail-title">{t('review.detail')}</h3>
              <p className="muted">{selectedId !== null && list !== null ? t('review.gone', { id: selectedId }) : t('review.select')}</p>
            </>
          )}
        </aside>
      </div>
    </section>
  );
}

function QueueTable({
  tab,
  list,
  selectedId,
  onSelect,
}: {
  tab: ReviewTab;
  list: Item[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation();
  const head =
    tab === 'deposits'
      ? ['id', 'customer', 'method', 'amount', 'receipt', 'submitted']
      : tab === 'withdrawals'
        ? ['id', 'customer', 'amount', 'destination', 'approval', 'submitted']
        : ['id', 'customer', 'name', 'idNumber', 'submitted'];
  return (
    <ListTable
      className="queue"
      id={`queue-${tab}`}
      caption={t(`review.tabs.${tab}`)}
      columns={head.map((name) => (name === 'amount' ? { num: t(`review.columns.${name}`) } : t(`review.columns.${name}`)))}
    >
      {list.map((item) => (
        <tr key={item.id} data-id={item.id} aria-selected={item.id === selectedId} onClick={() => onSelect(item.id)}>
          <th scope="row">
            <button
              type="button"
              className="link"
              aria-pressed={item.id === selectedId}
              aria-label={t('review.openItem', { id: item.id, account: item.account })}
              onClick={(e) => {
                e.stopPropagation();
                onSelect(item.id);
              }}
            >
              #{item.id}
            </button>
          </th>
          <td className="customer">
            {item.account}
            <br />
            <span className="muted">UID {item.uid}</span>
            {tab === 'withdrawals' && <VerifiedName name={(item as StaffWithdrawalItem).verifiedName} />}
          </td>
          {tab === 'deposits' && <DepositCells item={item as StaffDepositItem} />}
          {tab === 'withdrawals' && <WithdrawalCells item={item as StaffWithdrawalItem} />}
          {tab === 'realnames' && (
            <>
              <td>{(item as StaffRealNameItem).name}</td>
              <td className="mono">{(item as StaffRealNameItem).idNumber}</td>
            </>
          )}
          <td className="when">
            <Time ms={item.createdAt} />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}

function DepositCells({ item }: { item: StaffDepositItem }) {
  const { t } = useTranslation();
  const { language } = useConsole();
  return (
    <>
      <td>{t(`review.method.${item.method}`)}</td>
      <td className="num">
        <Money value={item.amount} language={language} />
      </td>
      <td>{item.hasVoucher ? t('review.receiptYes') : <span className="muted">—</span>}</td>
    </>
  );
}

function WithdrawalCells({ item }: { item: StaffWithdrawalItem }) {
  const { t } = useTranslation();
  const { language } = useConsole();
  return (
    <>
      <td className="num">
        <Money value={item.amount} language={language} />
      </td>
      <td className="mono">{item.destinationLabel}</td>
      <td>
        {item.needsSecondApproval
          ? item.firstApproval
            ? t('review.approvals.firstBy', { login: item.firstApproval.by })
            : t('review.approvals.two')
          : t('review.approvals.one')}
      </td>
    </>
  );
}

function VerifiedName({ name }: { name: string | null }) {
  const { t } = useTranslation();
  return <div>{name ? t('review.verifiedAs', { name }) : <span className="warn">{t('review.notVerified')}</span>}</div>;
}
