// The release console in the browser (served as console.js by serve.ts): sign-in with a release
// manager's token (sessionStorage, sent as a bearer token, never in an address), the remotes with
// their live version, canary, revision and hosted versions, health per version, the history and the
// audit log, refreshed every 5 s while the tab is visible; promote, abort, widen and roll back, each
// behind a confirmation that says what changes and sends the revision it showed.
// The DOM is built with createElement and textContent only: the page's CSP requires Trusted Types,
// so no string ever becomes markup.
import {
  changeRequest,
  changeTitle,
  describeChange,
  parsePercent,
  percentText,
  rateText,
  rollbackChoices,
  rollbackTarget,
  timeText,
  type AuditCall,
  type Change,
  type HealthAnswer,
  type HistoryStep,
  type RemoteStatus,
  type StatusAnswer,
} from './model';

const TOKEN_KEY = 'release-console-token';
const REFRESH_MS = 5000;
const API = '/release-api';
/** The audit answer includes every read (this page's own too): read enough to keep the changes and refusals in view. */
const AUDIT_LIMIT = 1000;
const AUDIT_ROWS = 100;
const HISTORY_LIMIT = 50;

interface Answer<T> {
  status: number;
  body: Partial<T> & { error?: string };
}

const byId = <T extends HTMLElement = HTMLElement>(id: string): T => {
  const el = document.getElementById(id);
  if (!el) throw new Error(`#${id} is missing from the page`);
  return el as T;
};

type Child = Node | string | number | null | undefined | false;
type Props = Record<string, string | number | boolean | null | undefined>;

/** An element with attributes (`class` included; false/null/undefined left out, true as "") and children as nodes or text. */
function h<K extends keyof HTMLElementTagNameMap>(tag: K, props: Props = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (value === false || value === null || value === undefined) continue;
    el.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    el.append(typeof child === 'object' ? child : String(child));
  }
  return el;
}

const timeEl = (iso: string) => h('time', { datetime: iso }, timeText(iso));
const none = () => h('span', { class: 'muted' }, '—');

async function api<T>(token: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer<T>> {
  const init: RequestInit = { method, headers: { authorization: `Bearer ${token}` }, cache: 'no-store', credentials: 'omit' };
  if (method === 'POST')
    Object.assign(init, {
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
  const response = await fetch(`${API}${path}`, init);
  let parsed: unknown = {};
  try {
    parsed = await response.json();
  } catch {
    parsed = {};
  }
  return { status: response.status, body: typeof parsed === 'object' && parsed !== null ? (parsed as Answer<T>['body']) : {} };
}

/** The API's own words for a refusal. */
const refusal = (answer: Answer<unknown>) => `Refused (${answer.status}): ${answer.body.error ?? `HTTP ${answer.status}`}`;

// ---- state -------------------------------------------------------------------------------------

let token: string | null = null;
let status: StatusAnswer | null = null;
/** When the status on screen was read. */
let shownAt = '';
let timer: ReturnType<typeof setTimeout> | undefined;
let running: Promise<void> | null = null;
/** The change the confirmation shows, and the id of the button that opened it (focus returns there). */
let pending: { change: Change; target: string | null; opener: string } | null = null;
/** What each section shows, to leave it (and the focus in it) alone when nothing changed. */
const shown = new Map<string, string>();

// ---- sections ----------------------------------------------------------------------------------

/** Replaces a section's content when its data changed, keeping the focus on the element of the same id. */
function show(container: HTMLElement, key: unknown, build: () => Node[]) {
  const json = JSON.stringify(key);
  if (shown.get(container.id) === json) return;
  shown.set(container.id, json);
  const active = document.activeElement;
  const focusId = active instanceof HTMLElement && container.contains(active) ? active.id : '';
  container.replaceChildren(...build());
  if (focusId) refocus(focusId, container);
}

/**
 * The focus back on the element of this id after its section was redrawn; when it is gone (Promote
 * after the canary ended), on the same remote's Roll back, else on the section's heading.
 */
function refocus(id: string, container: HTMLElement) {
  const remote = /^act-(.+)-[a-z]+$/.exec(id)?.[1];
  const next =
    document.getElementById(id) ??
    (remote ? document.getElementById(`act-${remote}-rollback`) : null) ??
    container.closest('section')?.querySelector<HTMLElement>('h2');
  next?.focus();
}

/** A table in a scrolling region (reachable by keyboard when it overflows). */
function table(id: string, label: string, head: string[], rows: HTMLTableRowElement[], className = ''): HTMLElement {
  return h(
    'div',
    { class: 'scroll', id: `${id}-region`, role: 'region', 'aria-label': label, tabindex: 0 },
    h(
      'table',
      { id, class: className },
      h('thead', {}, h('tr', {}, ...head.map((text) => h('th', { scope: 'col' }, text)))),
      h('tbody', {}, ...rows),
    ),
  );
}

function actionButton(remote: RemoteStatus, action: Change['action'], text: string, label: string, disabled = false) {
  return h(
    'button',
    {
      type: 'button',
      id: `act-${remote.name}-${action}`,
      class: action === 'abort' || action === 'rollback' ? 'danger' : action === 'promote' ? 'primary' : '',
      'data-action': action,
      'data-remote': remote.name,
      'aria-label': label,
      disabled,
    },
    text,
  );
}

function remoteRow(r: RemoteStatus): HTMLTableRowElement {
  const c = r.canary;
  const actions = c
    ? [
        actionButton(r, 'promote', 'Promote', `Promote ${r.name} ${c.version}`),
        actionButton(r, 'widen', 'Widen…', `Widen the canary of ${r.name} ${c.version}`),
        actionButton(r, 'abort', 'Abort', `Abort the canary of ${r.name} ${c.version}`),
      ]
    : [];
  const choices = rollbackChoices(r);
  actions.push(
    actionButton(
      r,
      'rollback',
      'Roll back…',
      choices.length ? `Roll back ${r.name}` : `Roll back ${r.name}: no other version is hosted`,
      choices.length === 0,
    ),
  );
  return h(
    'tr',
    { 'data-remote': r.name, class: c ? 'has-canary' : '' },
    h('th', { scope: 'row' }, r.name),
    h('td', { class: 'version' }, r.live.version),
    h(
      'td',
      {},
      c
        ? h(
            'span',
            {},
            h('span', { class: 'version' }, c.version),
            ` for ${percentText(c.percent)} of visitors`,
            h('br'),
            h('span', { class: 'muted' }, 'since ', timeEl(c.since)),
          )
        : none(),
    ),
    h('td', { class: 'num' }, r.revision),
    h('td', {}, r.hosted.length ? r.hosted.join(', ') : none()),
    h('td', {}, r.updatedBy, h('br'), h('span', { class: 'muted' }, timeEl(r.updatedAt))),
    h('td', {}, h('div', { class: 'actions' }, ...actions)),
  );
}

function renderRemotes(answer: Answer<StatusAnswer>) {
  const container = byId('remotes');
  if (answer.status !== 200 || !answer.body.remotes) {
    show(container, ['error', answer], () => [h('p', { class: 'alert-inline' }, refusal(answer))]);
    return;
  }
  const remotes = answer.body.remotes;
  show(container, remotes, () =>
    remotes.length === 0
      ? [h('p', { class: 'muted' }, 'No remote is in the registry yet.')]
      : [
          table(
            'remotes-table',
            'Remotes',
            ['Remote', 'Live', 'Canary', 'Revision', 'Hosted versions', 'Last updated by', 'Actions'],
            remotes.map(remoteRow),
          ),
        ],
  );
  // The history's remote choices follow the registry.
  const select = byId<HTMLSelectElement>('history-remote');
  const names = remotes.map((r) => r.name);
  const have = [...select.options].slice(1).map((o) => o.value);
  if (JSON.stringify(names) !== JSON.stringify(have)) {
    const value = select.value;
    select.replaceChildren(h('option', { value: '' }, 'All remotes'), ...names.map((n) => h('option', { value: n }, n)));
    select.value = names.includes(value) ? value : '';
  }
}

function renderHealth(answer: Answer<HealthAnswer>) {
  const container = byId('health');
  if (answer.status === 404) {
    show(container, 'unavailable', () => [
      h(
        'p',
        { class: 'muted', id: 'health-unavailable' },
        'Health not available: this provider has no health endpoint (GET /release-api/health answered 404).',
      ),
    ]);
    return;
  }
  const body = answer.body;
  if (answer.status !== 200 || !Array.isArray(body.remotes)) {
    show(container, ['error', answer], () => [h('p', { class: 'alert-inline' }, refusal(answer))]);
    return;
  }
  const remotes = body.remotes;
  show(container, body, () => {
    const rows: HTMLTableRowElement[] = [];
    const aborted: HTMLElement[] = [];
    for (const remote of remotes) {
      if (remote.autoAborted)
        aborted.push(
          h(
            'li',
            {},
            h('strong', {}, `${remote.name} ${remote.autoAborted.version}`),
            ' aborted automatically at ',
            timeEl(remote.autoAborted.at),
            `: ${remote.autoAborted.message}`,
          ),
        );
      if (remote.versions.length === 0)
        rows.push(
          h(
            'tr',
            {},
            h('th', { scope: 'row' }, remote.name),
            h('td', { colspan: 6, class: 'muted' }, 'No canary running: visitors are counted while one runs.'),
          ),
        );
      for (const v of remote.versions) {
        rows.push(
          h(
            'tr',
            { class: v.role === 'canary' ? 'has-canary' : '' },
            h('th', { scope: 'row' }, remote.name),
            h('td', { class: 'version' }, v.version),
            h('td', {}, v.role),
            h('td', { class: 'num' }, v.visitors),
            h('td', { class: 'num' }, v.errorVisitors),
            h('td', { class: 'num' }, rateText(v.errorRate)),
            h(
              'td',
              {},
              v.errors.length
                ? h(
                    'ul',
                    { class: 'errors' },
                    ...v.errors.map((e) =>
                      h('li', {}, h('code', {}, e.errorClass), ` (${e.kind}) on `, h('code', {}, e.route), `: ${e.visitors} visitors`),
                    ),
                  )
                : none(),
            ),
          ),
        );
      }
    }
    return [
      h(
        'p',
        { class: 'muted' },
        `Automatic abort: a canary whose error rate exceeds the live version's by more than ${typeof body.margin === 'number' ? `${Math.round(body.margin * 1000) / 10} points` : '?'}, once it has ${body.minVisitors ?? '?'} visitors.`,
      ),
      ...(aborted.length ? [h('ul', { class: 'auto-aborted', 'aria-label': 'Automatic aborts' }, ...aborted)] : []),
      table(
        'health-table',
        'Health per version',
        ['Remote', 'Version', 'Role', 'Visitors', 'With errors', 'Error rate', 'Errors by class and route'],
        rows,
      ),
    ];
  });
}

function renderHistory(answer: Answer<{ steps: HistoryStep[] }>) {
  const container = byId('history');
  if (answer.status !== 200 || !answer.body.steps) {
    show(container, ['error', answer], () => [h('p', { class: 'alert-inline' }, refusal(answer))]);
    return;
  }
  const steps = [...answer.body.steps].reverse();
  show(container, steps, () =>
    steps.length === 0
      ? [h('p', { class: 'muted' }, 'No step yet.')]
      : [
          table(
            'history-table',
            'History, newest first',
            ['Time', 'Remote', 'Step', 'Version', 'Previous', 'Share', 'By', 'Why'],
            steps.map((s) =>
              h(
                'tr',
                {},
                h('td', { class: 'nowrap' }, timeEl(s.at)),
                h('td', {}, s.remote),
                h('td', {}, s.reason ? `${s.action} (by ${s.reason})` : s.action),
                h('td', { class: 'version' }, s.version),
                h('td', { class: 'version' }, s.previous ?? none()),
                h('td', { class: 'num' }, s.percent === null ? none() : percentText(s.percent)),
                h('td', {}, s.by),
                h('td', { class: 'why' }, s.message ?? none()),
              ),
            ),
          ),
        ],
  );
}

function renderAudit(answer: Answer<{ calls: AuditCall[] }>) {
  const container = byId('audit');
  if (answer.status !== 200 || !answer.body.calls) {
    show(container, ['error', answer], () => [h('p', { class: 'alert-inline' }, refusal(answer))]);
    return;
  }
  const calls = answer.body.calls.slice().reverse().slice(0, AUDIT_ROWS);
  show(container, calls, () => [
    h('p', { class: 'muted' }, `Newest first: the last ${calls.length} changes and refusals (reads that went through are not recorded).`),
    table(
      'audit-table',
      'Audit log, newest first',
      ['Time', 'Who', 'Call', 'Remote', 'From → to', 'Outcome', 'Reason', 'Why'],
      calls.map((c) =>
        h(
          'tr',
          { class: c.outcome === 'ok' ? '' : 'refused' },
          h('td', { class: 'nowrap' }, timeEl(c.at)),
          h(
            'td',
            {},
            c.token_name ?? (c.token_id ? '' : none()),
            c.token_id ? h('span', { class: 'muted nowrap' }, c.token_name ? h('br') : null, `token ${c.token_id}`) : null,
          ),
          h('td', {}, c.action),
          h('td', {}, c.remote ?? none()),
          h('td', { class: 'version' }, c.from_version || c.to_version ? `${c.from_version ?? '—'} → ${c.to_version ?? '—'}` : none()),
          h('td', { class: 'nowrap' }, `${c.outcome} ${c.status}`),
          h('td', { class: 'why' }, c.reason ?? none()),
          h('td', { class: 'why' }, c.message ?? none()),
        ),
      ),
      'audit',
    ),
  ]);
}

// ---- refreshing --------------------------------------------------------------------------------

function schedule() {
  clearTimeout(timer);
  timer = undefined;
  if (token && document.visibilityState === 'visible') timer = setTimeout(() => void refresh(), REFRESH_MS);
}

/** A fresh read after something changed: a read already under way may predate the change, so it is followed by another. */
async function refreshAfter(): Promise<void> {
  await running;
  await refresh();
}

/** Reads everything the page shows; one at a time (a call while one runs waits for it). */
function refresh(): Promise<void> {
  if (!token) return Promise.resolve();
  running ??= (async () => {
    const t = token!;
    const remote = byId<HTMLSelectElement>('history-remote').value;
    try {
      const [s, health, history, audit] = await Promise.all([
        api<StatusAnswer>(t, 'GET', '/status'),
        api<HealthAnswer>(t, 'GET', '/health'),
        api<{ steps: HistoryStep[] }>(t, 'GET', `/history?limit=${HISTORY_LIMIT}${remote ? `&remote=${encodeURIComponent(remote)}` : ''}`),
        api<{ calls: AuditCall[] }>(t, 'GET', `/audit?limit=${AUDIT_LIMIT}`),
      ]);
      if (token !== t) return;
      const expired = [s, health, history, audit].find((a) => a.status === 401);
      if (expired) {
        signOut(`Signed out: ${refusal(expired)}`, true);
        return;
      }
      if (s.status === 200 && s.body.remotes && s.body.token) {
        status = { token: s.body.token, remotes: s.body.remotes };
        shownAt = new Date().toISOString();
      }
      renderRemotes(s);
      renderHealth(health);
      renderHistory(history);
      renderAudit(audit);
      byId('refreshed').textContent = `Updated ${timeText(shownAt)}`;
    } catch (err) {
      byId('refreshed').textContent = `The provider did not answer (${(err as Error).message}); trying again`;
    } finally {
      running = null;
      schedule();
    }
  })();
  return running;
}

// ---- notices -----------------------------------------------------------------------------------

/** A change's outcome, with the time it came back (the view moves on under it). */
function notify(text: string) {
  byId('alert').replaceChildren();
  byId('notice').replaceChildren(h('p', {}, h('span', { class: 'muted' }, `${timeText(new Date().toISOString())} `), text));
}

function alertBanner(text: string) {
  byId('notice').replaceChildren();
  byId('alert').replaceChildren(
    h('p', {}, h('span', { class: 'muted' }, `${timeText(new Date().toISOString())} `), h('span', { id: 'alert-text' }, text)),
    h('button', { type: 'button', id: 'alert-dismiss', 'aria-label': 'Dismiss this message' }, 'Dismiss'),
  );
}

// ---- signing in and out ------------------------------------------------------------------------

function showConsole() {
  const me = status?.token;
  byId('signed-in').textContent = me ? `Signed in: ${me.name} (token ${me.id}), release manager` : '';
  byId('sign-in').hidden = true;
  byId('console').hidden = false;
  byId('session').hidden = false;
}

function signOut(message: string, isError = false) {
  sessionStorage.removeItem(TOKEN_KEY);
  token = null;
  status = null;
  clearTimeout(timer);
  shown.clear();
  pending = null;
  closeChange();
  for (const id of ['remotes', 'health', 'history', 'audit', 'notice', 'alert']) byId(id).replaceChildren();
  byId('console').hidden = true;
  byId('session').hidden = true;
  byId('sign-in').hidden = false;
  byId('sign-in-error').textContent = isError ? message : '';
  byId('sign-in-note').textContent = isError ? '' : message;
  byId('token').focus();
}

async function signIn(candidate: string) {
  const error = byId('sign-in-error');
  const button = byId<HTMLButtonElement>('sign-in-button');
  error.textContent = '';
  byId('sign-in-note').textContent = '';
  if (!candidate) {
    error.textContent = 'Paste a release manager token first.';
    return;
  }
  button.disabled = true;
  try {
    const s = await api<StatusAnswer>(candidate, 'GET', '/status');
    if (s.status !== 200 || !s.body.token) {
      error.textContent = refusal(s);
      return;
    }
    // The audit log is the release manager's: a team's token is refused there, in the API's words.
    const audit = await api<unknown>(candidate, 'GET', '/audit?limit=1');
    if (audit.status !== 200 || s.body.token.remote !== null) {
      error.textContent = `${refusal(audit)}. The release console takes a release manager's token (npm run release-token -w server -- create --release-manager); a team's token works with npm run release.`;
      return;
    }
    sessionStorage.setItem(TOKEN_KEY, candidate);
    token = candidate;
    status = { token: s.body.token, remotes: s.body.remotes ?? [] };
    byId<HTMLInputElement>('token').value = '';
    showConsole();
    await refresh();
    byId('remotes-title').focus();
  } catch (err) {
    error.textContent = `The provider did not answer: ${(err as Error).message}`;
  } finally {
    button.disabled = false;
  }
}

// ---- changes -----------------------------------------------------------------------------------

function currentChange(): Change | null {
  if (!pending) return null;
  const { change, target } = pending;
  if (change.action === 'widen') {
    const percent = parsePercent(byId<HTMLInputElement>('confirm-percent').value);
    return percent === null ? null : { ...change, percent };
  }
  if (change.action === 'rollback') {
    const chosen = byId<HTMLSelectElement>('confirm-version').value;
    if (chosen) return { ...change, version: chosen, named: true };
    return target ? { ...change, version: target, named: false } : null;
  }
  return change;
}

/** The sentence and the button follow the fields. */
function updateConfirmation() {
  const change = currentChange();
  const ok = byId<HTMLButtonElement>('confirm-ok');
  const error = byId('confirm-error');
  if (!change) {
    byId('confirm-what').textContent = '';
    error.textContent = pending?.change.action === 'widen' ? 'The share is a number above 0 and at most 100.' : '';
    ok.disabled = true;
    return;
  }
  error.textContent = '';
  byId('confirm-what').textContent = describeChange(change);
  ok.disabled = change.action === 'widen' && change.percent === change.remote.canary?.percent;
}

async function openChange(action: Change['action'], name: string, opener: string) {
  const remote = status?.remotes.find((r) => r.name === name);
  if (!remote || !token) return;
  const fields = byId('confirm-fields');
  let target: string | null = null;
  let change: Change;
  if (action === 'widen') {
    const current = remote.canary?.percent ?? 0;
    change = { action, remote, percent: current };
    fields.replaceChildren(
      h(
        'label',
        { for: 'confirm-percent' },
        `New share of visitors for ${remote.canary?.version ?? ''}, in % (now ${percentText(current)})`,
      ),
      h('input', {
        id: 'confirm-percent',
        type: 'text',
        inputmode: 'decimal',
        value: String(current),
        autocomplete: 'off',
        required: true,
      }),
    );
  } else if (action === 'rollback') {
    // The version live before comes from this remote's history, as the server works it out.
    const history = await api<{ steps: HistoryStep[] }>(token, 'GET', `/history?remote=${encodeURIComponent(name)}&limit=1000`);
    if (history.status === 200 && history.body.steps) target = rollbackTarget(history.body.steps, remote.live.version);
    const choices = rollbackChoices(remote).filter((v) => v !== target);
    change = { action, remote, version: target ?? choices[0] ?? '', named: !target };
    fields.replaceChildren(
      h('label', { for: 'confirm-version' }, 'Roll back to'),
      h(
        'select',
        { id: 'confirm-version' },
        ...(target ? [h('option', { value: '' }, `${target}: the version live before ${remote.live.version}`)] : []),
        ...choices.map((v) => h('option', { value: v }, `${v} (hosted)`)),
      ),
    );
  } else {
    change = { action, remote };
    fields.replaceChildren();
  }
  pending = { change, target, opener };
  const { title, confirm } = changeTitle(change);
  byId('confirm-title').textContent = title;
  byId('confirm-ok').textContent = confirm;
  byId('confirm-ok').className = action === 'abort' || action === 'rollback' ? 'danger-solid' : 'primary';
  byId('confirm-revision').textContent =
    `Sent with revision ${remote.revision} of ${name}, as shown at ${timeText(shownAt)}: if ${name} has changed since, the change is refused and nothing moves.`;
  byId<HTMLTextAreaElement>('confirm-message').value = '';
  updateConfirmation();
  const dialog = byId<HTMLDialogElement>('confirm');
  dialog.showModal();
  (fields.querySelector<HTMLElement>('input, select') ?? byId('confirm-message')).focus();
}

function closeChange() {
  const dialog = byId<HTMLDialogElement>('confirm');
  if (dialog.open) dialog.close();
}

/** Closed by Cancel, Escape or after sending: the focus goes back to the button that opened it. */
function changeClosed() {
  const opener = pending?.opener;
  pending = null;
  if (opener) refocus(opener, byId('remotes'));
}

async function sendChange() {
  const change = currentChange();
  if (!change || !token || !pending) return;
  const ok = byId<HTMLButtonElement>('confirm-ok');
  ok.disabled = true;
  const { path, body } = changeRequest(change, byId<HTMLTextAreaElement>('confirm-message').value);
  let answer: Answer<{ summary: string }>;
  try {
    answer = await api<{ summary: string }>(token, 'POST', path, body);
  } catch (err) {
    byId('confirm-error').textContent = `The provider did not answer: ${(err as Error).message}. Nothing was confirmed; try again.`;
    ok.disabled = false;
    return;
  }
  closeChange();
  if (answer.status === 401) {
    signOut(`Signed out: ${refusal(answer)}`, true);
    return;
  }
  if (answer.status === 200) notify(`Done: ${answer.body.summary ?? `${change.action} ${change.remote.name}`}`);
  else alertBanner(refusal(answer));
  await refreshAfter();
}

// ---- wiring ------------------------------------------------------------------------------------

byId('sign-in-form').addEventListener('submit', (event) => {
  event.preventDefault();
  void signIn(byId<HTMLInputElement>('token').value.trim());
});
byId('sign-out').addEventListener('click', () => signOut('Signed out: the token is forgotten in this tab.'));
byId('refresh').addEventListener('click', () => void refreshAfter());
byId('remotes').addEventListener('click', (event) => {
  const button = (event.target as Element).closest<HTMLButtonElement>('button[data-action]');
  if (!button || button.disabled) return;
  void openChange(button.dataset.action as Change['action'], button.dataset.remote ?? '', button.id);
});
byId('alert').addEventListener('click', (event) => {
  if ((event.target as Element).closest('#alert-dismiss')) byId('alert').replaceChildren();
});
byId('history-remote').addEventListener('change', () => void refreshAfter());
byId('confirm-fields').addEventListener('input', updateConfirmation);
byId('confirm-fields').addEventListener('change', updateConfirmation);
byId('confirm-form').addEventListener('submit', (event) => {
  event.preventDefault();
  void sendChange();
});
byId('confirm-cancel').addEventListener('click', closeChange);
byId('confirm').addEventListener('close', changeClosed);
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible') void refresh();
  else clearTimeout(timer);
});

token = sessionStorage.getItem(TOKEN_KEY);
if (token) {
  showConsole();
  void refresh().then(() => {
    if (status) showConsole();
  });
} else {
  byId('token').focus();
}
