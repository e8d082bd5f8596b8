// Operations (role operations), two tabs (#/operations/ipo, #/operations/products):
// - IPO issues (ops/ipoList): their figures and subscribed totals, a new issue (ops/ipoCreate), an
//   edit of what the provider still lets change (ops/ipoUpdate; `editable`), an issue's
//   applications (ops/ipoSubscriptions) and "Run lottery now" for an overdue lottery (ops/ipoRunLottery).
//   Dates are typed in the member's local time, its UTC offset beside them, and sent as ms.
// - Products (ops/products): search, paused or not, and pausing or resuming one (ops/pauseProduct),
//   after a confirmation that says what customers will see.
// The provider's refusals are shown in its words, next to the form or the row.
import type { StaffIpoIssue, StaffIpoSubscription, StaffProduct } from '@app/shared/staff';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EMPTY_IPO_FORM,
  IPO_DATE_FIELDS,
  IPO_MARKETS,
  editableIpoFields,
  exchangesOf,
  fromDatetimeLocal,
  hrefOf,
  ipoDraftOf,
  ipoFieldsOfRetCode,
  ipoFormOf,
  ipoUpdateOf,
  lotteryAction,
  utcOffsetAt,
  type IpoField,
  type IpoForm,
} from '../model';
import {
  ConfirmInline,
  Field,
  ListTable,
  Loaded,
  Message,
  Money,
  RegionTable,
  Time,
  describedBy,
  useConsole,
  usePolling,
  type Note,
  type PageProps,
} from '../ui';

export const OPERATIONS_TABS = ['ipo', 'products'] as const;
type OperationsTab = (typeof OPERATIONS_TABS)[number];
/** The provider's page sizes: ops/ipoList and ops/ipoSubscriptions 50, ops/products 100. */
const ISSUES_PAGE = 50;
const SUBSCRIPTIONS_PAGE = 50;
const PRODUCTS_PAGE = 100;
/** How often the issue list is read again while the tab is visible. */
const IPO_REFRESH_MS = 15_000;

export function OperationsPage({ rest }: PageProps) {
  const { t } = useTranslation();
  const tab: OperationsTab = rest[0] === 'products' ? 'products' : 'ipo';
  return (
    <section aria-labelledby="page-title" className="operations">
      <div className="page-head">
        <h2 id="page-title">{t('nav.operations')}</h2>
      </div>
      <nav className="tabs" aria-label={t('operations.tabs.label')}>
        {OPERATIONS_TABS.map((name) => (
          <a key={name} href={hrefOf('operations', name)} aria-current={name === tab ? 'page' : undefined} id={`tab-${name}`}>
            {t(`operations.tabs.${name}`)}
          </a>
        ))}
      </nav>
      {tab === 'ipo' ? <IpoTab /> : <ProductsTab />}
    </section>
  );
}

function Pager({ page, total, size, onPage }: { page: number; total: number; size: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('audit.pages')}>
      <button type="button" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        {t('audit.previous')}
      </button>
      <span>{t('operations.pageOf', { page, pages })}</span>
      <button type="button" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        {t('audit.next')}
      </button>
    </nav>
  );
}

const shares = (n: number, language: string) => n.toLocaleString(language);

// ---- IPO issues ------------------------------------------------------------------------------

type IpoPanel =
  | { kind: 'none' }
  | { kind: 'create' }
  | { kind: 'edit'; issue: StaffIpoIssue }
  | { kind: 'subscriptions'; issue: StaffIpoIssue };

function IpoTab() {
  const { t } = useTranslation();
  const { client, language } = useConsole();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ list: StaffIpoIssue[]; total: number } | null>(null);
  const [note, setNote] = useState<Note | null>(null);
  const [panel, setPanel] = useState<IpoPanel>({ kind: 'none' });
  const [running, setRunning] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  const load = useCallback(async () => {
    const result = await client.call('ops/ipoList', { page });
    setNow(Date.now());
    if (result.ok) setData(result.data);
    else setNote({ tone: 'error', text: result.message });
  }, [client, page]);
  // Phases, figures and the lottery's state move with the provider's clock and the customers.
  usePolling(load, IPO_REFRESH_MS);

  async function runLottery(issue: StaffIpoIssue) {
    const result = await client.call('ops/ipoRunLottery', { issueId: issue.id });
    setRunning(null);
    if (!result.ok) setNote({ tone: 'error', text: result.message });
    else if (result.data.ran) setNote({ tone: 'ok', text: t('operations.lottery.ran', { code: issue.code }) });
    else setNote({ tone: 'info', text: t('operations.lottery.alreadyRan', { code: issue.code }) });
    void load();
  }

  const saved = (issue: StaffIpoIssue, created: boolean) => {
    setPanel({ kind: 'none' });
    setNote({ tone: 'ok', text: t(created ? 'operations.ipo.created' : 'operations.ipo.updated', { code: issue.code }) });
    void load();
  };

  return (
    <>
      <div className="toolbar">
        <button type="button" className="primary" onClick={() => setPanel({ kind: 'create' })} disabled={panel.kind === 'create'}>
          {t('operations.ipo.new')}
        </button>
        <button type="button" onClick={() => void load()}>
          {t('review.refresh')}
        </button>
      </div>
      <Message note={note} id="ipo-note" />
      {panel.kind === 'create' && <IpoFormCard key="create" issue={null} onCancel={() => setPanel({ kind: 'none' })} onSaved={saved} />}
      {panel.kind === 'edit' && (
        <IpoFormCard key={`edit-${panel.issue.id}`} issue={panel.issue} onCancel={() => setPanel({ kind: 'none' })} onSaved={saved} />
      )}
      {panel.kind === 'subscriptions' && (
        <Subscriptions
          key={panel.issue.id}
          issue={panel.issue}
          onIssue={(fresh) => setData((d) => d && { ...d, list: d.list.map((i) => (i.id === fresh.id ? fresh : i)) })}
          onClose={() => setPanel({ kind: 'none' })}
        />
      )}
      <RegionTable
        label={t('operations.ipo.list')}
        items={data?.list ?? null}
        empty={t('operations.ipo.none')}
        id="ipo-table"
        className="dense"
        columns={[
          t('operations.ipo.issue'),
          t('operations.ipo.phase'),
          t('operations.ipo.window'),
          t('operations.ipo.lotteryAndListing'),
          { num: t('operations.ipo.offerPrice') },
          { num: t('operations.ipo.lotAndOffered') },
          { num: t('operations.ipo.subscribed') },
          t('staff.actions'),
        ]}
      >
        {(list) =>
          list.map((issue) => {
            const lottery = lotteryAction(issue, now);
            return (
              <tr key={issue.id} data-code={issue.code}>
                <th scope="row">
                  <span className="mono">{issue.code}</span>
                  <div>{language === 'zh-Hans' ? issue.name.zh : issue.name.en}</div>
                  <div className="muted small">
                    {issue.market} · {issue.exchange}
                    {issue.origin === 'demo' && ` · ${t('operations.ipo.demo')}`}
                  </div>
                </th>
                <td>
                  {t(`operations.phase.${issue.phase}`)}
                  <div className="small">
                    {lottery === 'done' ? (
                      <>
                        {t('operations.lottery.done')} <Time ms={issue.lotteryDoneAt} />
                      </>
                    ) : lottery === 'run' ? (
                      <span className="warn">{t('operations.lottery.overdue')}</span>
                    ) : (
                      <span className="muted">{t('operations.lottery.notYet')}</span>
                    )}
                  </div>
                </td>
                <td className="nowrap">
                  <Time ms={issue.subscribeStart} />
                  <br />
                  <Time ms={issue.subscribeEnd} />
                </td>
                <td className="nowrap">
                  <Time ms={issue.lotteryAt} />
                  <br />
                  <Time ms={issue.listingDate} />
                </td>
                <td className="num">
                  <Money value={issue.underwritingPrice} language={language} />
                </td>
                <td className="num">
                  {shares(issue.lotSize, language)}
                  <div>{shares(issue.totalIssued, language)}</div>
                </td>
                <td className="num">
                  <dl className="figures">
                    <dt>{t('operations.ipo.subscribers')}</dt>
                    <dd>{shares(issue.subscribers, language)}</dd>
                    <dt>{t('operations.ipo.shares')}</dt>
                    <dd>{shares(issue.subscribedShares, language)}</dd>
                    <dt>{t('operations.ipo.amount')}</dt>
                    <dd>
                      <Money value={issue.subscribedAmount} language={language} />
                    </dd>
                    <dt>{t('operations.ipo.allotted')}</dt>
                    <dd>{shares(issue.allottedShares, language)}</dd>
                  </dl>
                </td>
                <td>
                  {running === issue.id ? (
                    <ConfirmInline
                      id={`lottery-${issue.id}`}
                      what={t('operations.lottery.confirmWhat', { code: issue.code })}
                      confirm={t('operations.lottery.confirm')}
                      onConfirm={() => void runLottery(issue)}
                      onCancel={() => setRunning(null)}
                    />
                  ) : (
                    <div className="buttons stack">
                      {issue.editable !== 'none' && (
                        <button
                          type="button"
                          onClick={() => setPanel({ kind: 'edit', issue })}
                          aria-label={t('operations.ipo.editOf', { code: issue.code })}
                        >
                          {t('operations.ipo.edit')}
                        </button>
                      )}
                      <button
                        type="button"
                        onClick={() => setPanel({ kind: 'subscriptions', issue })}
                        aria-label={t('operations.ipo.subscriptionsOf', { code: issue.code })}
                      >
                        {t('operations.ipo.subscriptions')}
                      </button>
                      {lottery === 'run' && (
                        <button type="button" className="danger" onClick={() => setRunning(issue.id)}>
                          {t('operations.lottery.run')}
                        </button>
                      )}
                    </div>
                  )}
                </td>
              </tr>
            );
          })
        }
      </RegionTable>
      {data && <Pager page={page} total={data.total} size={ISSUES_PAGE} onPage={setPage} />}
    </>
  );
}

const TEXT_FIELDS: { field: IpoField; multiline?: boolean; optional?: boolean }[] = [
  { field: 'nameEn' },
  { field: 'nameZh' },
  { field: 'nameJa', optional: true },
  { field: 'descriptionEn', multiline: true },
  { field: 'descriptionZh', multiline: true },
  { field: 'descriptionJa', multiline: true, optional: true },
];
const PRICE_FIELDS: IpoField[] = ['underwritingPrice', 'priceRangeLow', 'priceRangeHigh', 'listingPrice'];
const SHARE_FIELDS: IpoField[] = ['lotSize', 'maxSubscription', 'totalIssued', 'publicDemand'];

/** A new issue (issue null) or an edit of one: the fields `editable` no longer allows are read-only, with the reason. */
function IpoFormCard({
  issue,
  onCancel,
  onSaved,
}: {
  issue: StaffIpoIssue | null;
  onCancel: () => void;
  onSaved: (issue: StaffIpoIssue, created: boolean) => void;
}) {
  const { t } = useTranslation();
  const { client } = useConsole();
  const [form, setForm] = useState<IpoForm>(() => (issue ? ipoFormOf(issue) : EMPTY_IPO_FORM));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ text: string; fields: IpoField[] } | null>(null);
  const editable = editableIpoFields(issue ? issue.editable : 'all');
  const lockedReason = issue?.editable === 'textsAndListingPrice' ? t('operations.form.lockedOpened') : null;
  const idOf = (field: IpoField) => `ipo-${field}`;
  const datesOffset = utcOffsetAt(fromDatetimeLocal(form.subscribeStart) ?? Date.now());

  const set = (field: IpoField, value: string) =>
    setForm((f) => {
      const next = { ...f, [field]: value };
      // A market has its own exchanges: the first of the new one is chosen.
      if (field === 'market' && !exchangesOf(value).includes(f.exchange)) next.exchange = exchangesOf(value)[0] ?? '';
      return next;
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const request = issue ? ipoUpdateOf(issue, form) : ipoDraftOf(form);
    if (request === null) return setError({ text: t('operations.form.nothingChanged'), fields: [] });
    if ('problem' in request) return setError({ text: t('operations.form.dateProblem'), fields: [request.field] });
    setBusy(true);
    setError(null);
    const result = issue ? await client.call('ops/ipoUpdate', request as never) : await client.call('ops/ipoCreate', request as never);
    setBusy(false);
    if (result.ok) onSaved(result.data as StaffIpoIssue, issue === null);
    else setError({ text: result.message, fields: ipoFieldsOfRetCode(result.retCode) });
  }

  const invalid = (field: IpoField) => error?.fields.includes(field) ?? false;
  const hintOf = (field: IpoField): string | undefined => {
    if (!editable.has(field)) return lockedReason ?? undefined;
    if ((IPO_DATE_FIELDS as readonly string[]).includes(field)) {
      // The fieldset states the offset; a date on the other side of a clock change states its own.
      const offset = utcOffsetAt(fromDatetimeLocal(form[field]) ?? Date.now());
      return offset === datesOffset ? undefined : t('operations.form.localTime', { offset });
    }
    if (field === 'listingPrice') return t('operations.form.listingPriceHint');
    if (field === 'publicDemand') return t('operations.form.publicDemandHint');
    if (field === 'lotSize') return t('operations.form.lotHint');
    if (field === 'maxSubscription' || field === 'totalIssued') return t('operations.form.wholeLotsHint');
    return undefined;
  };

  const input = (field: IpoField, props: { type?: string; inputMode?: 'decimal' | 'numeric'; multiline?: boolean } = {}) => {
    const id = idOf(field);
    const hint = hintOf(field);
    const common = {
      id,
      name: field,
      value: form[field],
      readOnly: !editable.has(field),
      'aria-invalid': invalid(field) ? true : undefined,
      'aria-describedby': describedBy(id, hint, invalid(field) ? 'error' : undefined),
    } as const;
    return (
      <Field
        id={id}
        label={t(`operations.fields.${field}`)}
        hint={hint}
        error={invalid(field) ? error?.text : null}
        invalid={invalid(field)}
        key={field}
      >
        {props.multiline ? (
          <textarea {...common} rows={3} onChange={(e) => set(field, e.target.value)} />
        ) : (
          <input
            {...common}
            type={props.type ?? 'text'}
            inputMode={props.inputMode}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => set(field, e.target.value)}
          />
        )}
      </Field>
    );
  };

  const select = (field: 'market' | 'exchange', options: string[]) => {
    const id = idOf(field);
    const locked = !editable.has(field);
    return (
      <Field id={id} label={t(`operations.fields.${field}`)} invalid={invalid(field)}>
        <select
          id={id}
          value={form[field]}
          disabled={locked}
          aria-invalid={invalid(field) ? true : undefined}
          onChange={(e) => set(field, e.target.value)}
        >
          {options.map((o) => (
            <option key={o} value={o}>
              {field === 'market' ? t(`operations.markets.${o}`, { defaultValue: o }) : o}
            </option>
          ))}
        </select>
        {locked && lockedReason && <span className="hint">{lockedReason}</span>}
      </Field>
    );
  };

  const title = issue ? t('operations.form.editTitle', { code: issue.code }) : t('operations.form.createTitle');
  return (
    <form className="card ipo-form" onSubmit={submit} noValidate aria-labelledby="ipo-form-title" id="ipo-form">
      <h3 id="ipo-form-title">{title}</h3>
      {issue && issue.editable === 'textsAndListingPrice' && <p className="message info">{t('operations.form.openedNote')}</p>}
      <fieldset>
        <legend>{t('operations.form.identity')}</legend>
        <div className="grid3">
          {input('code')}
          {select('market', IPO_MARKETS)}
          {select('exchange', exchangesOf(form.market))}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('operations.form.texts')}</legend>
        <div className="grid3">{TEXT_FIELDS.map(({ field, multiline }) => input(field, { multiline }))}</div>
      </fieldset>
      <div className="grid2">
        <fieldset>
          <legend>{t('operations.form.prices')}</legend>
          <p className="hint">{t('operations.form.priceHint')}</p>
          <div className="grid2">{PRICE_FIELDS.map((field) => input(field, { inputMode: 'decimal' }))}</div>
        </fieldset>
        <fieldset>
          <legend>{t('operations.form.shares')}</legend>
          <div className="grid2">{SHARE_FIELDS.map((field) => input(field, { inputMode: 'numeric' }))}</div>
        </fieldset>
      </div>
      <fieldset>
        <legend>{t('operations.form.dates')}</legend>
        <p className="hint" id="ipo-dates-hint">
          {t('operations.form.localTime', { offset: datesOffset })}. {t('operations.form.datesRule')}
        </p>
        <div className="grid4">{IPO_DATE_FIELDS.map((field) => input(field, { type: 'datetime-local' }))}</div>
      </fieldset>
      {error && (
        <p className="message error" role="alert" id="ipo-form-error">
          {error.text}
        </p>
      )}
      <div className="buttons">
        <button type="submit" className="primary" disabled={busy} id="ipo-submit">
          {issue ? t('operations.form.save') : t('operations.form.create')}
        </button>
        <button type="button" onClick={onCancel} disabled={busy}>
          {t('decision.cancel')}
        </button>
      </div>
    </form>
  );
}

/** An issue's applications; the issue's figures that come with them update its row of the list. */
function Subscriptions({
  issue,
  onIssue,
  onClose,
}: {
  issue: StaffIpoIssue;
  onIssue: (issue: StaffIpoIssue) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { client, language } = useConsole();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ list: StaffIpoSubscription[]; total: number } | null>(null);
  const [note, setNote] = useState<Note | null>(null);
  // The list's callback changes at each of its renders: the call is made again only for another issue or page.
  const report = useRef(onIssue);
  report.current = onIssue;

  useEffect(() => {
    let live = true;
    void client.call('ops/ipoSubscriptions', { issueId: issue.id, page }).then((result) => {
      if (!live) return;
      if (result.ok) {
        setData(result.data);
        report.current(result.data.issue);
      } else setNote({ tone: 'error', text: result.message });
    });
    return () => {
      live = false;
    };
  }, [client, issue.id, page]);

  return (
    <section className="card" aria-labelledby="subscriptions-title" id="ipo-subscriptions">
      <div className="page-head">
        <h3 id="subscriptions-title">{t('operations.subs.title', { code: issue.code })}</h3>
        <button type="button" onClick={onClose}>
          {t('operations.close')}
        </button>
      </div>
      <Message note={note} />
      <Loaded items={data?.list ?? null} empty={t('operations.subs.none')}>
        {(list) => (
          <div className="scroll">
            <ListTable
              className="dense"
              caption={t('operations.subs.title', { code: issue.code })}
              columns={[
                t('operations.subs.customer'),
                { num: t('operations.subs.quantity') },
                t('operations.subs.method'),
                { num: t('operations.subs.amount') },
                { num: t('operations.subs.frozen') },
                t('operations.subs.state'),
                { num: t('operations.subs.allotment') },
                { num: t('operations.subs.paid') },
                { num: t('operations.subs.refunded') },
              ]}
            >
              {list.map((s) => (
                <tr key={s.orderId}>
                  <th scope="row">
                    <span className="mono">{s.uid}</span>
                    <div className="muted small">{s.account}</div>
                  </th>
                  <td className="num">{shares(s.quantity, language)}</td>
                  <td>{t(`operations.subs.methods.${s.paymentMethod}`)}</td>
                  <td className="num">
                    <Money value={s.amount} language={language} />
                  </td>
                  <td className="num">
                    <Money value={s.frozen} language={language} />
                  </td>
                  <td>
                    {t(`operations.subs.states.${s.state}`)}
                    {s.state === 'toPay' && (
                      <div className="muted small">
                        {t('operations.subs.due')} <Money value={s.due} language={language} /> · <Time ms={s.payDeadline} />
                      </div>
                    )}
                  </td>
                  <td className="num">
                    {shares(s.allottedQuantity, language)}
                    <div className="muted small">
                      <Money value={s.allottedAmount} language={language} />
                    </div>
                  </td>
                  <td className="num">
                    <Money value={s.paid} language={language} />
                  </td>
                  <td className="num">
                    <Money value={s.refunded} language={language} />
                  </td>
                </tr>
              ))}
            </ListTable>
          </div>
        )}
      </Loaded>
      {data && <Pager page={page} total={data.total} size={SUBSCRIPTIONS_PAGE} onPage={setPage} />}
    </section>
  );
}

// ---- products --------------------------------------------------------------------------------

type PausedFilter = '' | 'on' | 'off';

function ProductsTab() {
  const { t } = useTranslation();
  const { client } = useConsole();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState<{ search: string; paused: PausedFilter; page: number }>({ search: '', paused: '', page: 1 });
  const [paused, setPaused] = useState<PausedFilter>('');
  const [data, setData] = useState<{ list: StaffProduct[]; total: number } | null>(null);
  const [note, setNote] = useState<Note | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);

  const load = useCallback(async () => {
    const result = await client.call('ops/products', {
      search: query.search || undefined,
      paused: query.paused || undefined,
      page: query.page,
    });
    if (result.ok) setData(result.data);
    else setNote({ tone: 'error', text: result.message });
  }, [client, query]);
  useEffect(() => {
    void load();
  }, [load]);

  function find(event: FormEvent) {
    event.preventDefault();
    setQuery({ search: search.trim(), paused, page: 1 });
  }

  return (
    <>
      <form className="toolbar" onSubmit={find} role="search" aria-label={t('operations.products.searchLabel')}>
        <label htmlFor="product-search" className="inline-field">
          <span>{t('operations.products.search')}</span>
          <input
            id="product-search"
            type="search"
            value={search}
            placeholder={t('operations.products.searchHint')}
            onChange={(e) => setSearch(e.target.value)}
          />
        </label>
        <label htmlFor="product-paused" className="inline-field">
          <span>{t('operations.products.show')}</span>
          <select id="product-paused" value={paused} onChange={(e) => setPaused(e.target.value as PausedFilter)}>
            <option value="">{t('operations.products.all')}</option>
            <option value="on">{t('operations.products.onlyPaused')}</option>
            <option value="off">{t('operations.products.onlyTrading')}</option>
          </select>
        </label>
        <button type="submit" className="primary">
          {t('audit.search')}
        </button>
        {data && <span className="muted">{t('operations.products.count', { count: data.total })}</span>}
      </form>
      <Message note={note} id="product-note" />
      <RegionTable
        label={t('operations.products.list')}
        items={data?.list ?? null}
        empty={t('operations.products.none')}
        id="product-table"
        className="dense"
        columns={[
          t('operations.products.product'),
          t('operations.products.market'),
          t('operations.products.state'),
          t('operations.products.reason'),
          t('operations.products.changed'),
          t('staff.actions'),
        ]}
      >
        {(list) =>
          list.map((p) => (
            <tr key={p.code} data-code={p.code} data-paused={p.paused ? 'on' : 'off'}>
              <th scope="row">
                <span className="mono">{p.code}</span> <span className="muted small">{t(`operations.products.types.${p.type}`)}</span>
                <div>{p.name}</div>
              </th>
              <td>
                {p.market} · {p.exchange}
              </td>
              <td>
                {p.paused ? <span className="badge paused">{t('operations.products.paused')}</span> : t('operations.products.trading')}
              </td>
              <td className="reason">{p.reason ?? <span className="muted">--</span>}</td>
              <td className="nowrap">
                <Time ms={p.changedAt} />
                {p.changedBy && <div className="muted small">{p.changedBy}</div>}
              </td>
              <td className="actions">
                {confirming === p.code ? (
                  <PauseConfirm
                    product={p}
                    onCancel={() => setConfirming(null)}
                    onDone={(result) => {
                      setConfirming(null);
                      setNote(result);
                      void load();
                    }}
                  />
                ) : (
                  <button
                    type="button"
                    className={p.paused ? undefined : 'danger'}
                    onClick={() => setConfirming(p.code)}
                    aria-label={t(p.paused ? 'operations.products.resumeOf' : 'operations.products.pauseOf', { code: p.code })}
                  >
                    {t(p.paused ? 'operations.products.resume' : 'operations.products.pause')}
                  </button>
                )}
              </td>
            </tr>
          ))
        }
      </RegionTable>
      {data && <Pager page={query.page} total={data.total} size={PRODUCTS_PAGE} onPage={(page) => setQuery((q) => ({ ...q, page }))} />}
    </>
  );
}

function PauseConfirm({ product, onCancel, onDone }: { product: StaffProduct; onCancel: () => void; onDone: (note: Note) => void }) {
  const { t } = useTranslation();
  const { client } = useConsole();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const pausing = !product.paused;
  const id = `pause-${product.code}`;

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await client.call('ops/pauseProduct', {
      code: product.code,
      paused: pausing ? 'on' : 'off',
      reason: reason.trim() || undefined,
    });
    setBusy(false);
    onDone(
      result.ok
        ? { tone: 'ok', text: t(pausing ? 'operations.products.pausedDone' : 'operations.products.resumedDone', { code: product.code }) }
        : { tone: 'error', text: result.message },
    );
  }

  return (
    <form className="confirm inline" onSubmit={confirm} aria-labelledby={`${id}-what`}>
      <span id={`${id}-what`}>
        {t(pausing ? 'operations.products.pauseWhat' : 'operations.products.resumeWhat', { code: product.code })}
      </span>
      <label htmlFor={`${id}-reason`}>{t('operations.products.reasonLabel')}</label>
      <input id={`${id}-reason`} value={reason} maxLength={255} onChange={(e) => setReason(e.target.value)} autoFocus />
      <div className="buttons">
        <button type="submit" className={pausing ? 'danger' : 'primary'} disabled={busy}>
          {t(pausing ? 'operations.products.confirmPause' : 'operations.products.confirmResume')}
        </button>
        <button type="button" onClick={onCancel} disabled={busy}>
          {t('decision.cancel')}
        </button>
      </div>
    </form>
  );
}
