// Support (support): the duty switch, the customers' conversations and one thread at a time.
// The page's own calls keep the member's duty alive while it is open and visible: the list is read
// every few seconds (support/conversations), the open thread's newer messages too (support/messages
// with afterId), and each support call moves the duty's lapse on (server/src/staff/support-duty.ts).
// A hidden tab stops polling, so a duty left behind lapses after STAFF_DUTY_MINUTES; the page then
// says so. Refusals (not on duty, taken by another, not yours) are shown in the provider's words.
import {
  SUPPORT_LIMITS,
  type SupportConversation,
  type SupportConversationStatus,
  type SupportDutyState,
  type SupportHolder,
  type SupportMessage,
  type SupportMessagesAnswer,
} from '@app/shared/staff';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dutyStatus, hrefOf, mergeMessages, sendsOnEnter, waitingMinutes } from '../model';
import { Message, Time, useConsole, usePolling, type Note, type PageProps } from '../ui';

export const SUPPORT_STATUSES: readonly SupportConversationStatus[] = ['open', 'mine', 'all'];
/** How often the list and the open thread are read while the tab is visible. */
export const SUPPORT_REFRESH_MS = 3000;

export function SupportPage({ rest }: PageProps) {
  const { t } = useTranslation();
  const { client, member, language } = useConsole();
  const status: SupportConversationStatus = (SUPPORT_STATUSES as readonly string[]).includes(rest[0] ?? '')
    ? (rest[0] as SupportConversationStatus)
    : 'open';
  const openUserId = rest[1] && /^\d+$/.test(rest[1]) ? Number(rest[1]) : null;
  const [duty, setDuty] = useState<SupportDutyState | null>(null);
  const wasOn = useRef(false);
  const [lapsed, setLapsed] = useState(false);
  const [list, setList] = useState<SupportConversation[] | null>(null);
  const [hasMore, setHasMore] = useState(false);
  const [loadError, setLoadError] = useState<Note | null>(null);
  const [dutyNote, setDutyNote] = useState<Note | null>(null);
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(() => Date.now());

  const takeDuty = useCallback((next: SupportDutyState) => {
    setDuty(next);
    const state = dutyStatus(next, wasOn.current, Date.now());
    if (state.kind === 'lapsed') setLapsed(true);
    if (state.kind === 'on') setLapsed(false);
    wasOn.current = state.kind === 'on';
  }, []);

  const load = useCallback(async () => {
    const result = await client.call('support/conversations', { status });
    setNow(Date.now());
    if (!result.ok) {
      setLoadError({ tone: 'error', text: result.message });
      return;
    }
    setLoadError(null);
    setList(result.data.list);
    setHasMore(result.data.hasMore);
    takeDuty(result.data.duty);
  }, [client, status, takeDuty]);
  usePolling(load, SUPPORT_REFRESH_MS);

  async function switchDuty(onDuty: 'on' | 'off') {
    setBusy(true);
    const result = await client.call('support/duty', { onDuty });
    setBusy(false);
    if (!result.ok) {
      setDutyNote({ tone: 'error', text: result.message });
      return;
    }
    setDutyNote(null);
    if (onDuty === 'off') wasOn.current = false;
    takeDuty(result.data);
    void load();
  }

  const state = duty ? dutyStatus(duty, wasOn.current, now) : null;
  const others = duty?.members.filter((m) => m.staffId !== member.id) ?? [];
  const onDuty = state?.kind === 'on';

  return (
    <section aria-labelledby="page-title" className="support">
      <div className="page-head">
        <h2 id="page-title">{t('nav.support')}</h2>
        <span className="muted">{t('support.autoRefresh', { seconds: SUPPORT_REFRESH_MS / 1000 })}</span>
      </div>
      <div className={`card duty ${onDuty ? 'duty-on' : ''}`} id="duty">
        <div className="duty-switch">
          <strong id="duty-state">{onDuty ? t('support.duty.on') : t('support.duty.off')}</strong>
          {onDuty ? (
            <button type="button" onClick={() => void switchDuty('off')} disabled={busy} id="duty-off">
              {t('support.duty.goOff')}
            </button>
          ) : (
            <button type="button" className="primary" onClick={() => void switchDuty('on')} disabled={busy || !duty} id="duty-on">
              {t('support.duty.goOn')}
            </button>
          )}
        </div>
        <p className="muted duty-line">
          {state?.kind === 'on' && duty?.until
            ? t('support.duty.until', {
                time: new Date(duty.until).toLocaleTimeString(language),
                minutes: state.minutesLeft,
                lapse: duty.lapseMinutes,
              })
            : t('support.duty.offHint', { lapse: duty?.lapseMinutes ?? 5 })}
        </p>
        {lapsed && !onDuty && <Message note={{ tone: 'error', text: t('support.duty.lapsed') }} id="duty-lapsed" />}
        <p className="duty-line">
          {t('support.duty.others')}{' '}
          {others.length === 0 ? (
            <span className="muted">{t('support.duty.nobody')}</span>
          ) : (
            others.map((m, i) => (
              <span key={m.staffId}>
                {i > 0 && ', '}
                <strong>{m.login}</strong>{' '}
                <span className="muted">({t('support.duty.memberUntil', { time: new Date(m.until).toLocaleTimeString(language) })})</span>
              </span>
            ))
          )}
        </p>
        <Message note={dutyNote} />
      </div>
      <Message note={loadError} />
      <div className="support-split">
        <div className="conversations">
          <nav className="tabs" aria-label={t('support.lists')}>
            {SUPPORT_STATUSES.map((s) => (
              <a key={s} href={hrefOf('support', s)} aria-current={s === status ? 'page' : undefined} id={`support-tab-${s}`}>
                {t(`support.status.${s}`)}
              </a>
            ))}
          </nav>
          {list === null ? (
            <p className="muted">{t('app.loading')}</p>
          ) : list.length === 0 ? (
            <p className="empty">{t('support.none')}</p>
          ) : (
            <ul className="conversation-list" id="conversations">
              {list.map((c) => (
                <li key={c.userId} aria-current={c.userId === openUserId ? 'true' : undefined} data-user-id={c.userId}>
                  <a href={hrefOf('support', status, String(c.userId))}>
                    <span className="who">
                      <strong>{c.nickname || c.maskedAccount}</strong> <span className="muted">{c.maskedAccount}</span>
                      {c.unanswered > 0 && (
                        <span className="count unanswered" title={t('support.unansweredTitle')}>
                          {c.unanswered}
                        </span>
                      )}
                    </span>
                    <span className="last">{c.lastMessage.content}</span>
                    <span className="muted small">
                      {c.waitingSince !== null
                        ? t('support.waiting', { minutes: waitingMinutes(c.waitingSince, now) })
                        : t('support.answered')}
                      {' · '}
                      {c.holder ? t('support.heldBy', { login: c.holder.login }) : t('support.unheld')}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          )}
          {hasMore && <p className="muted small">{t('support.more')}</p>}
        </div>
        {openUserId === null ? (
          <div className="card thread">
            <p className="muted">{t('support.select')}</p>
          </div>
        ) : (
          <Thread key={openUserId} userId={openUserId} duty={duty} onDuty={onDuty} onChanged={() => void load()} />
        )}
      </div>
    </section>
  );
}

function Thread({
  userId,
  duty,
  onDuty,
  onChanged,
}: {
  userId: number;
  duty: SupportDutyState | null;
  onDuty: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { client, member } = useConsole();
  const [thread, setThread] = useState<SupportMessagesAnswer | null>(null);
  const [messages, setMessages] = useState<SupportMessage[]>([]);
  const [holder, setHolder] = useState<SupportHolder | null>(null);
  const [note, setNote] = useState<Note | null>(null);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [handTo, setHandTo] = useState('');
  const lastId = useRef<number | null>(null);
  const bottom = useRef<HTMLLIElement>(null);

  const load = useCallback(async () => {
    const afterId = lastId.current;
    const result = await client.call('support/messages', afterId === null ? { userId } : { userId, afterId });
    if (!result.ok) {
      setNote({ tone: 'error', text: result.message });
      return;
    }
    if (afterId === null) setThread(result.data);
    setHolder(result.data.holder);
    if (result.data.list.length > 0) {
      lastId.current = result.data.list[result.data.list.length - 1].id;
      setMessages((shown) => mergeMessages(shown, result.data.list));
    }
  }, [client, userId]);
  usePolling(load, SUPPORT_REFRESH_MS);

  // The newest message in view as it arrives.
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length]);

  async function reply() {
    const content = draft.trim();
    if (content === '' || sending) return;
    setSending(true);
    const result = await client.call('support/reply', { userId, content });
    setSending(false);
    if (!result.ok) {
      setNote({ tone: 'error', text: result.message });
      return;
    }
    setNote(null);
    setDraft('');
    setHolder(result.data.holder);
    lastId.current = Math.max(lastId.current ?? 0, result.data.message.id);
    setMessages((shown) => mergeMessages(shown, [result.data.message]));
    onChanged();
  }

  async function take() {
    const result = await client.call('support/take', { userId });
    if (!result.ok) setNote({ tone: 'error', text: result.message });
    else {
      setNote({ tone: 'ok', text: t('support.taken') });
      setHolder(result.data.holder);
      onChanged();
    }
  }

  async function handOver() {
    const result = await client.call('support/handOver', handTo === '' ? { userId } : { userId, toStaffId: Number(handTo) });
    if (!result.ok) setNote({ tone: 'error', text: result.message });
    else {
      setHolder(result.data.holder);
      setNote({
        tone: 'ok',
        text: result.data.holder ? t('support.handedOver', { login: result.data.holder.login }) : t('support.released'),
      });
      setHandTo('');
      onChanged();
    }
  }

  const customer = thread?.customer;
  const mine = holder?.staffId === member.id;
  const targets = duty?.members.filter((m) => m.staffId !== member.id) ?? [];
  return (
    <div className="card thread" aria-labelledby="thread-title">
      <div className="thread-head">
        <h3 id="thread-title">
          {customer ? (
            <>
              {customer.nickname || customer.maskedAccount} <span className="muted">{customer.maskedAccount}</span>
            </>
          ) : (
            t('app.loading')
          )}
        </h3>
        {customer && (
          <p className="muted small">
            UID {customer.uid} ·{' '}
            {customer.verifiedName ? t('support.verifiedName', { name: customer.verifiedName }) : t('support.notVerified')}
          </p>
        )}
        <p className="small" id="thread-holder">
          {holder ? (mine ? t('support.heldByYou') : t('support.heldBy', { login: holder.login })) : t('support.unheld')}
        </p>
        <div className="buttons">
          {!mine && (
            <button type="button" onClick={() => void take()} id="take">
              {t('support.take')}
            </button>
          )}
          {mine && (
            <>
              <label className="sr-only" htmlFor="hand-to">
                {t('support.handTo')}
              </label>
              <select id="hand-to" value={handTo} onChange={(e) => setHandTo(e.target.value)}>
                <option value="">{t('support.releaseOption')}</option>
                {targets.map((m) => (
                  <option key={m.staffId} value={m.staffId}>
                    {t('support.handToOption', { login: m.login })}
                  </option>
                ))}
              </select>
              <button type="button" onClick={() => void handOver()} id="hand-over">
                {handTo === '' ? t('support.release') : t('support.handOver')}
              </button>
            </>
          )}
        </div>
      </div>
      {!onDuty && <p className="hint">{t('support.offDutyHint')}</p>}
      <Message note={note} id="thread-note" />
      <ol className="messages" id="messages" aria-live="polite">
        {messages.map((m) => (
          <li key={m.id} className={`msg from-${m.from}`} data-from={m.from}>
            <span className="sender">
              {m.from === 'user'
                ? t('support.from.user')
                : m.from === 'agent'
                  ? t('support.from.agent')
                  : t('support.from.staff', { login: m.staffLogin ?? '?' })}{' '}
              · <Time ms={m.createdAt} />
            </span>
            <span className="content">{m.content}</span>
          </li>
        ))}
        <li ref={bottom} aria-hidden="true" className="end" />
      </ol>
      <form
        className="reply"
        onSubmit={(e) => {
          e.preventDefault();
          void reply();
        }}
      >
        <label htmlFor="reply">{t('support.reply')}</label>
        <textarea
          id="reply"
          rows={3}
          value={draft}
          maxLength={SUPPORT_LIMITS.replyMaxChars}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (sendsOnEnter({ key: e.key, shiftKey: e.shiftKey, isComposing: e.nativeEvent.isComposing })) {
              e.preventDefault();
              void reply();
            }
          }}
          aria-describedby="reply-hint"
        />
        <span id="reply-hint" className="hint">
          {t('support.replyHint', { count: draft.length, max: SUPPORT_LIMITS.replyMaxChars })}
        </span>
        <div className="buttons">
          <button type="submit" className="primary" disabled={sending || draft.trim() === ''} id="send">
            {t('support.send')}
          </button>
        </div>
      </form>
    </div>
  );
}
