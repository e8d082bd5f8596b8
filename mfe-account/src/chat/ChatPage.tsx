// Online service (docs/product.md §2, §4 chat variant). Messages newest at the bottom; a message shows
// "sending" until the provider stores it, "not sent" with a retry when it fails; the agent's
// replies arrive by themselves; scrolling to the top loads earlier messages. Everything is plain
// text: React writes it as text nodes, nothing a customer types is ever parsed as HTML.
import { useCallback, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Button, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { CHAT, Page, PageLoading, formatMs, selectToken, useAppSelector, type ChatMessage } from '@app/shared';
import { NS } from '../i18n';
import { CHAT_POLL_MS, useAccountChatConversationQuery, useAccountChatOlderMutation, useAccountChatSendMutation } from './chat-api';
import type { OutgoingMessage } from './conversation';
import './chat.css';

/** Within this many pixels of the bottom, a new message keeps the view at the bottom. */
const STICK_PX = 80;

let nextLocalId = 1;

/** The list before the first answer: one array, so what depends on `messages` stays put. */
const NO_MESSAGES: ChatMessage[] = [];

export function ChatPage() {
  const { t } = useTranslation(NS);
  const token = useAppSelector(selectToken);
  const { data, isError, refetch } = useAccountChatConversationQuery(undefined, {
    skip: !token,
    pollingInterval: CHAT_POLL_MS,
    skipPollingIfUnfocused: true,
    refetchOnMountOrArgChange: true,
  });
  const [loadOlder, older] = useAccountChatOlderMutation();
  const [send] = useAccountChatSendMutation();
  const [outgoing, setOutgoing] = useState<OutgoingMessage[]>([]);
  const [draft, setDraft] = useState('');
  const scroller = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const restore = useRef<number | null>(null);

  const messages = data?.messages ?? NO_MESSAGES;
  const chars = [...draft].length;
  const tooLong = chars > CHAT.maxMessageChars;

  // New messages at the bottom keep the view there; an earlier page keeps the reader's place.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (restore.current !== null) {
      el.scrollTop = el.scrollHeight - restore.current;
      restore.current = null;
    } else if (stick.current) {
      el.scrollTop = el.scrollHeight;
    }
  }, [messages.length, outgoing.length, data]);

  const fetchOlder = useCallback(async () => {
    const el = scroller.current;
    if (!data?.hasOlder || older.isLoading || messages.length === 0) return;
    if (el) restore.current = el.scrollHeight - el.scrollTop;
    const result = await loadOlder(messages[0].id);
    if ('error' in result) restore.current = null;
  }, [data?.hasOlder, older.isLoading, messages, loadOlder]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX;
    if (el.scrollTop < 40) void fetchOlder();
  };

  const deliver = async (message: OutgoingMessage) => {
    setOutgoing((list) => list.map((m) => (m.localId === message.localId ? { ...m, state: 'sending' } : m)));
    const result = await send(message.content);
    setOutgoing((list) =>
      'data' in result
        ? list.filter((m) => m.localId !== message.localId)
        : list.map((m) => (m.localId === message.localId ? { ...m, state: 'failed' } : m)),
    );
  };

  const onSubmit = (e?: FormEvent) => {
    e?.preventDefault();
    const content = draft.trim();
    // The draft empties at once: a second tap finds nothing to send (one message per tap).
    if (!content || tooLong) return;
    setDraft('');
    stick.current = true;
    const message: OutgoingMessage = { localId: nextLocalId++, content, state: 'sending' };
    setOutgoing((list) => [...list, message]);
    void deliver(message);
  };

  return (
    <Page title={t('title.chat')} testId="chat-page">
      <div className="chat">
        <div className="chat__scroll" ref={scroller} onScroll={onScroll} data-testid="chat-messages" aria-live="polite">
          {!data && !isError && <PageLoading />}
          {!data && isError && (
            <div className="chat__center">
              <p>{t('chat.loadFailed')}</p>
              <Button
                size="small"
                onClick={() => {
                  void refetch();
                }}
              >
                {t('chat.reload')}
              </Button>
            </div>
          )}
          {data && (
            <>
              <div className="chat__older">
                {data.hasOlder ? (
                  <button type="button" onClick={() => void fetchOlder()} disabled={older.isLoading} data-testid="chat-older">
                    {older.isLoading ? t('chat.loadingOlder') : t('chat.older')}
                  </button>
                ) : (
                  <span>{t('chat.noOlder')}</span>
                )}
              </div>
              <Bubble from="agent" content={t('chat.welcome')} />
              {messages.map((m) => (
                <Bubble key={m.id} from={m.from} content={m.content} time={m.createdAt} id={m.id} />
              ))}
              {outgoing.map((m) => (
                <Bubble key={`local-${m.localId}`} from="user" content={m.content} state={m.state} onRetry={() => void deliver(m)} />
              ))}
            </>
          )}
        </div>
        <form className="chat__composer" onSubmit={onSubmit}>
          <TextArea
            className="chat__input"
            value={draft}
            onChange={setDraft}
            placeholder={t('chat.placeholder')}
            autoSize={{ minRows: 1, maxRows: 4 }}
            aria-label={t('chat.placeholder')}
            onEnterPress={(e) => {
              if (!e.shiftKey) {
                e.preventDefault();
                onSubmit();
              }
            }}
            data-testid="chat-input"
          />
          <Button
            type="submit"
            color="primary"
            size="small"
            shape="rounded"
            disabled={!draft.trim() || tooLong || !data}
            data-testid="chat-send"
          >
            {t('chat.send')}
          </Button>
        </form>
        {chars > CHAT.maxMessageChars * 0.8 && (
          <div className={`chat__counter${tooLong ? ' chat__counter--over' : ''}`} role={tooLong ? 'alert' : undefined}>
            {tooLong ? t('chat.tooLong', { max: CHAT.maxMessageChars }) : t('chat.counter', { count: chars, max: CHAT.maxMessageChars })}
          </div>
        )}
      </div>
    </Page>
  );
}

function Bubble(props: {
  from: ChatMessage['from'];
  content: string;
  time?: number;
  id?: number;
  state?: OutgoingMessage['state'];
  onRetry?: () => void;
}) {
  const { t } = useTranslation(NS);
  return (
    <div
      className={`chat__row chat__row--${props.from}`}
      data-testid={props.from === 'agent' ? 'chat-agent' : 'chat-user'}
      data-state={props.state ?? 'sent'}
      data-id={props.id}
    >
      <div className="chat__bubble">
        <span className="chat__who">{props.from === 'agent' ? t('chat.agent') : t('chat.you')}</span>
        <span className="chat__text">{props.content}</span>
      </div>
      <div className="chat__meta">
        {props.state === 'sending' && <span>{t('chat.sending')}</span>}
        {props.state === 'failed' && (
          <span className="chat__failed">
            {t('chat.failed')}{' '}
            <button type="button" onClick={props.onRetry} data-testid="chat-retry">
              {t('chat.retry')}
            </button>
          </span>
        )}
        {props.time !== undefined && <span className="num">{formatMs(props.time)}</span>}
      </div>
    </div>
  );
}
