// pages/ai/index: AI ordering. Not active → get the activation code (the receipt) → unclaimed →
// activate with it → active: the order form (multiple, order quantity, profit range, total
// amount), at most 2 a day. An accepted order counts down visibly ("the order will be placed in N
// seconds") and can be cancelled until its last second; then the placed order is shown.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  IPO_RET_CODES,
  Page,
  PageLoading,
  formatUsdt,
  parseMoney,
  showToast,
  useUserWalletQuery,
  type AiRule,
  type AiStatusResponse,
  type AiTask,
} from '@app/shared';
import { newRequestId, useSubmitOnce } from '@app/shared/forms';
import { paths } from '@app/shared/routes';
import {
  useIpoAiActivateMutation,
  useIpoAiActiveCodeMutation,
  useIpoAiCancelMutation,
  useIpoAiPlaceOrderMutation,
  useIpoAiRuleQuery,
  useIpoAiStatusQuery,
} from './ai-api';
import { fullTime } from '../common/format';
import { useIpoMessages } from '../common/messages';
import { useNow } from '../common/use-now';
import { NS } from '../i18n';
import { checkAiAmount } from './ai-amount';
import '../common/ipo.css';

/** A cancel within the countdown's last second is refused by the provider (it may be placing it). */
export const CANCEL_MARGIN_MS = 1000;
const STATUS_POLL_MS = 1000;
/** setTimeout's longest delay (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

export function AiPage() {
  const { t } = useTranslation(NS);
  const rule = useIpoAiRuleQuery();
  // While an order counts down, ask every second: the placed order shows as soon as it exists.
  const [poll, setPoll] = useState(0);
  const status = useIpoAiStatusQuery(undefined, { pollingInterval: poll });
  const data = status.data;
  const counting = !!data?.pendingTask;
  useEffect(() => setPoll(counting ? STATUS_POLL_MS : 0), [counting]);
  // When the day's allowance comes back, ask again (the provider's figures of the new day).
  const resetAt = data?.dailyResetAt;
  const refetch = status.refetch;
  useEffect(() => {
    if (resetAt === undefined) return undefined;
    const timer = setTimeout(() => void refetch(), Math.min(Math.max(0, resetAt - Date.now()), MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [resetAt, refetch]);
  return (
    <Page
      title={t('title.ai')}
      testId="ai-page"
      right={
        <Link className="ipo-link" to={paths.aiRule()}>
          {t('ai.rules')}
        </Link>
      }
    >
      {(!data || !rule.data) && !status.isError && !rule.isError && <PageLoading />}
      {(status.isError || rule.isError) && (!data || !rule.data) && (
        <PageLoading
          onRetry={() => {
            void status.refetch();
            void rule.refetch();
          }}
        />
      )}
      {data && rule.data && (
        <div className="ipo-form">
          <StatusCard status={data} />
          {data.status !== 'active' && <Activation status={data} />}
          {data.status === 'active' && <AiOrderForm rule={rule.data} status={data} />}
          {data.recentTasks.length > 0 && <RecentTasks tasks={data.recentTasks} />}
        </div>
      )}
    </Page>
  );
}

function StatusCard({ status }: { status: AiStatusResponse }) {
  const { t } = useTranslation(NS);
  return (
    <section className="ipo-card ai-status" data-testid="ai-status" data-status={status.status}>
      <div className="ai-status__row">
        <span className="ipo-label">{t('ai.status')}</span>
        <span className={`ipo-state ai-state--${status.status}`}>{t(`ai.state.${status.status}`)}</span>
      </div>
      {status.status === 'active' && (
        <dl className="ipo-rows">
          <div>
            <dt>{t('ai.usedToday')}</dt>
            <dd data-testid="ai-used-today">
              {status.usedToday} / {status.dailyLimit}
            </dd>
          </div>
          <div>
            <dt>{t('ai.usesLeft')}</dt>
            <dd>{status.usesLeft}</dd>
          </div>
          <div>
            <dt>{t('ai.activatedAt')}</dt>
            <dd>{fullTime(status.activatedAt)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}

function Activation({ status }: { status: AiStatusResponse }) {
  const { t } = useTranslation(NS);
  const [getCode, gettingCode] = useIpoAiActiveCodeMutation();
  const [activate, activating] = useIpoAiActivateMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const receipt = gettingCode.data;
  const { rule, refusal, inFlight } = useIpoMessages();
  const [submit] = useSubmitOnce(async () => {
    if (!code.trim()) return setError(rule(IPO_RET_CODES.AI_ACTIVATION_CODE_WRONG));
    setError(null);
    try {
      await activate(code.trim()).unwrap();
      showToast(t('ai.activated'));
    } catch (err) {
      const message = refusal(err);
      if (message) setError(message);
    }
  }, inFlight);
  return (
    <section className="ipo-card" data-testid="ai-activation">
      <p className="ipo-hint">{t(status.status === 'notActive' ? 'ai.notActiveText' : 'ai.unclaimedText')}</p>
      {!receipt && (
        <button
          type="button"
          className="ipo-button ipo-button--ghost"
          disabled={gettingCode.isLoading}
          onClick={() => void getCode()}
          data-testid="ai-get-code"
        >
          {t(status.status === 'notActive' ? 'ai.getCode' : 'ai.showReceipt')}
        </button>
      )}
      {receipt && (
        <div className="ai-receipt" data-testid="ai-receipt">
          <div className="ipo-label">{t('ai.receipt')}</div>
          <div className="ai-receipt__code" data-testid="ai-code">
            {receipt.activationCode}
          </div>
          <div className="ipo-hint">{t('ai.issuedAt', { time: fullTime(receipt.issuedAt) })}</div>
          <button
            type="button"
            className="ipo-link-button"
            onClick={() => {
              setCode(receipt.activationCode);
              setError(null);
            }}
            data-testid="ai-use-code"
          >
            {t('ai.useCode')}
          </button>
        </div>
      )}
      {status.status === 'unclaimed' || receipt ? (
        <>
          <label className="ipo-label" htmlFor="ai-code-input">
            {t('ai.codeLabel')}
          </label>
          <input
            id="ai-code-input"
            className="ipo-input"
            data-testid="ai-code-input"
            value={code}
            autoCapitalize="characters"
            onChange={(e) => {
              setCode(e.target.value);
              setError(null);
            }}
          />
          {error && (
            <p className="ipo-error" role="alert" data-testid="ipo-error">
              {error}
            </p>
          )}
          <button
            type="button"
            className="ipo-button"
            disabled={activating.isLoading}
            onClick={() => void submit()}
            data-testid="ai-activate"
          >
            {t('ai.activate')}
          </button>
        </>
      ) : null}
    </section>
  );
}

/** The seconds left of a countdown, from the local moment it must end. */
function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/**
 * The reset moment in the customer's language and the device's time zone, with the zone named
 * (the allowance counts in UTC−5 days, which a customer elsewhere would otherwise misread).
 */
export function resetTimeText(ms: number, language: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(language, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
    timeZone,
  }).format(ms);
}

/**
 * Why no AI order can start now, or null: the day's allowance is used (the provider's own refusal,
 * and when it resets), or the activation's uses are.
 */
function useBlockedReason(status: AiStatusResponse, now: number): { reason: string; resets: string | null } | null {
  const { t, i18n } = useTranslation(NS);
  const { rule } = useIpoMessages();
  if (status.usedToday >= status.dailyLimit && now < status.dailyResetAt) {
    return {
      reason: rule(IPO_RET_CODES.AI_DAILY_LIMIT),
      resets: t('ai.dailyResets', { time: resetTimeText(status.dailyResetAt, i18n.language) }),
    };
  }
  if (status.usesLeft <= 0) return { reason: rule(IPO_RET_CODES.AI_USAGE_LIMIT), resets: null };
  return null;
}

export function AiOrderForm({ rule, status }: { rule: AiRule; status: AiStatusResponse }) {
  const { t } = useTranslation(NS);
  const now = useNow(250);
  const wallet = useUserWalletQuery();
  const available = wallet.data ? parseMoney(wallet.data.stock.available) : null;
  const [multiple, setMultiple] = useState(rule.multiples[0]);
  const [amountText, setAmountText] = useState(rule.totalAmount.min.replace(/\.00$/, ''));
  const [error, setError] = useState<string | null>(null);
  const [place, placing] = useIpoAiPlaceOrderMutation();
  const [cancel, cancelling] = useIpoAiCancelMutation();
  // The countdown ends `countdownSeconds` after the provider accepted it (the local clock, so a phone
  // with a wrong clock still counts 10, 9, …); a task found on opening the page counts to its executeAt.
  const [local, setLocal] = useState<{ taskId: number; endsAt: number } | null>(null);
  const [lastTaskId, setLastTaskId] = useState<number | null>(null);
  const messages = useIpoMessages();

  const pending = status.pendingTask;
  const endsAt = pending ? (local?.taskId === pending.id ? local.endsAt : pending.executeAt) : null;
  // The clock ticks 4 times a second: never show more than the countdown itself.
  const left = endsAt === null ? null : Math.min(rule.countdownSeconds, secondsLeft(endsAt, now));
  const counting = pending !== null;

  const [submit] = useSubmitOnce(async () => {
    if (counting) return;
    const check = checkAiAmount(rule, amountText, available);
    if (!check.ok) return setError(messages.rule(check.retCode));
    setError(null);
    try {
      const res = await place({ amount: amountText.trim(), multiple, requestId: newRequestId('ai') }).unwrap();
      setLocal({ taskId: res.task.id, endsAt: Date.now() + res.countdownSeconds * 1000 });
      setLastTaskId(res.task.id);
    } catch (err) {
      const message = messages.refusal(err);
      if (message) setError(message);
    }
  }, messages.inFlight);
  const cancelTask = async () => {
    if (!pending) return;
    try {
      await cancel(pending.id).unwrap();
      showToast(t('ai.cancelled'));
    } catch (err) {
      const message = messages.refusal(err);
      if (message) setError(message);
    }
  };
  const result = lastTaskId !== null && !counting ? status.recentTasks.find((task) => task.id === lastTaskId) : undefined;
  const blockedNow = useBlockedReason(status, now);
  const blocked = counting ? null : blockedNow;
  const cancellable = endsAt !== null && endsAt - now > CANCEL_MARGIN_MS;

  return (
    <section className="ipo-card ai-form" data-testid="ai-form">
      <div className="ipo-label">{t('ai.multiple')}</div>
      <div className="ipo-choices" role="radiogroup" aria-label={t('ai.multiple')}>
        {rule.multiples.map((m) => (
          <button
            key={m}
            type="button"
            role="radio"
            aria-checked={multiple === m}
            className={`ipo-choice${multiple === m ? ' ipo-choice--on' : ''}`}
            onClick={() => setMultiple(m)}
            data-testid={`ai-multiple-${m}`}
            disabled={counting}
          >
            {m}×
          </button>
        ))}
      </div>
      <dl className="ipo-rows">
        <div>
          <dt>{t('ai.orderQuantity')}</dt>
          <dd>
            {rule.orderQuantity.min === rule.orderQuantity.max
              ? rule.orderQuantity.max
              : `${rule.orderQuantity.min}–${rule.orderQuantity.max}`}
          </dd>
        </div>
        <div>
          <dt>{t('ai.profitRange')}</dt>
          <dd>
            {rule.profitRange.min}% ~ +{rule.profitRange.max}%
          </dd>
        </div>
        <div>
          <dt>{t('subscribe.available')}</dt>
          <dd>{formatUsdt(wallet.data?.stock.available)}</dd>
        </div>
      </dl>
      <label className="ipo-label" htmlFor="ai-amount">
        {t('ai.totalAmount')}
      </label>
      <input
        id="ai-amount"
        className="ipo-input"
        inputMode="decimal"
        data-testid="ai-amount"
        value={amountText}
        disabled={counting}
        onChange={(e) => {
          setAmountText(e.target.value);
          setError(null);
        }}
      />
      <p className="ipo-hint">
        {t('ai.amountHint', {
          min: formatUsdt(rule.totalAmount.min),
          max: formatUsdt(rule.totalAmount.max),
          step: formatUsdt(rule.totalAmount.multipleOf),
        })}
      </p>
      <p className="ipo-hint">{t('ai.dailyHint', { count: rule.dailyLimit })}</p>
      {error && (
        <p className="ipo-error" role="alert" data-testid="ipo-error">
          {error}
        </p>
      )}

      {counting && left !== null ? (
        <div className="ai-countdown" role="timer" aria-live="polite" data-testid="ai-countdown">
          <p className="ai-countdown__text">{left > 0 ? t('ai.countdown', { count: left }) : t('ai.placing')}</p>
          <button
            type="button"
            className="ipo-button ipo-button--ghost"
            disabled={!cancellable || cancelling.isLoading}
            onClick={() => void cancelTask()}
            data-testid="ai-cancel"
          >
            {t('common.cancel')}
          </button>
        </div>
      ) : (
        <>
          <button
            type="button"
            className="ipo-button"
            disabled={placing.isLoading || blocked !== null}
            aria-describedby={blocked ? 'ai-blocked' : undefined}
            onClick={() => void submit()}
            data-testid="ai-submit"
          >
            {placing.isLoading ? t('common.submitting') : t('ai.submit')}
          </button>
          {blocked && (
            <p className="ipo-hint ai-blocked" id="ai-blocked" data-testid="ai-blocked">
              {blocked.reason}
              {blocked.resets && (
                <>
                  <br />
                  <span data-testid="ai-resets">{blocked.resets}</span>
                </>
              )}
            </p>
          )}
        </>
      )}
      {result && <TaskResult task={result} />}
    </section>
  );
}

function TaskResult({ task }: { task: AiTask }) {
  const { t } = useTranslation(NS);
  return (
    <div className={`ai-result ai-result--${task.state}`} data-testid="ai-result" data-state={task.state}>
      {task.state === 'placed' && (
        <>
          <p>
            {t('ai.placed', {
              code: task.code,
              direction: t(`ai.direction.${task.direction}`),
              multiple: task.multiple,
              amount: formatUsdt(task.amount),
            })}
          </p>
          <Link to={paths.positions({ tab: 'holding' })}>{t('detail.toPosition')}</Link>
        </>
      )}
      {task.state === 'failed' && <p>{t('ai.failed', { reason: task.failure ?? '' })}</p>}
      {task.state === 'cancelled' && <p>{t('ai.cancelled')}</p>}
    </div>
  );
}

function RecentTasks({ tasks }: { tasks: AiTask[] }) {
  const { t } = useTranslation(NS);
  return (
    <section className="ipo-card ipo-box">
      <h2>{t('ai.recent')}</h2>
      <ul className="ai-tasks" data-testid="ai-tasks">
        {tasks.map((task) => (
          <li key={task.id} data-state={task.state}>
            <span>{fullTime(task.createdAt)}</span>
            <span>
              {formatUsdt(task.amount)} · {task.multiple}×{task.code ? ` · ${task.code}` : ''}
            </span>
            <span className={`ipo-state ai-task--${task.state}`}>{t(`ai.task.${task.state}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default AiPage;
