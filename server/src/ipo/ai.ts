// AI ordering (docs/product.md §2 AI screens, §4 AI account, §5, §9). Lifecycle of the AI account:
//   notActive ──user/getActiveCode──▶ unclaimed (a code is issued, the receipt shows it)
//   unclaimed ──leverai/activate(code)──▶ active (AI_ORDERING.usesPerActivation uses)
// An AI order is requested (leverai/aiPlaceOrder), counts down AI_ORDERING.countdownSeconds, and is
// then placed by the job as an ordinary leveraged market order through the trade domain's openOrder.
import { randomInt } from 'node:crypto';
import { AI_ORDERING, QUANTITY_LIMITS } from '@app/shared/constants';
import { RetCode, type AiStatusResponse, type AiTask } from '@app/shared/contracts';
import { aiDayKey, aiDayResetAt, checkAiOrderAmount } from '@app/shared/domain/ipo';
import { MINOR_PER_USDT, formatDecimal, formatMoney, divideRounded } from '@app/shared/format';
import type { Selectable, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { DomainContext } from '../domain-context';
import { ApiFailure } from '../http/envelope';
import { messageOf } from '../i18n/messages';
import type { Language } from '../i18n/language';
import { notionalMinor } from '../trade/charges';
import { livePriceTicks, tradableProduct } from '../trade/market-access';
import { openOrder } from '../trade/orders';
import { balancesOf, lockUserFunds, type Db } from '../wallet/ledger';
import type { AiAccountsTable, AiTasksTable } from './schema';

type AiAccountRow = Selectable<AiAccountsTable>;
type AiTaskRow = Selectable<AiTasksTable>;
type AiContext = Pick<DomainContext, 'db' | 'market' | 'sockets'>;

function newActivationCode(): string {
  let code = '';
  for (let i = 0; i < AI_ORDERING.activationCodeLength; i++) {
    code += AI_ORDERING.activationCodeAlphabet[randomInt(AI_ORDERING.activationCodeAlphabet.length)];
  }
  return code;
}

async function accountOf(db: Db, userId: number): Promise<AiAccountRow | undefined> {
  return db.selectFrom('ai_accounts').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** user/getActiveCode: the customer's activation code, issued on first ask (idempotent). */
export async function issueActivationCode(db: Db, userId: number, now: number): Promise<AiAccountRow> {
  await db
    .insertInto('ai_accounts')
    .values({
      user_id: userId,
      activation_code: newActivationCode(),
      code_issued_at: now,
      activated_at: null,
      uses_left: 0,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return (await accountOf(db, userId))!;
}

export async function activate(db: Db, userId: number, code: string, now: number): Promise<void> {
  const account = await accountOf(db, userId);
  if (account?.activated_at != null) throw new ApiFailure(RetCode.AI_ALREADY_ACTIVE);
  if (!account || account.activation_code !== code.trim().toUpperCase()) throw new ApiFailure(RetCode.AI_ACTIVATION_CODE_WRONG);
  const updated = await db
    .updateTable('ai_accounts')
    .set({ activated_at: now, uses_left: AI_ORDERING.usesPerActivation, updated_at: now })
    .where('user_id', '=', userId)
    .where('activated_at', 'is', null)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw new ApiFailure(RetCode.AI_ALREADY_ACTIVE);
}

export function toAiTask(task: AiTaskRow, lang: Language): AiTask {
  return {
    id: task.id,
    amount: formatMoney(task.amount_minor),
    multiple: task.multiple,
    state: task.state,
    executeAt: task.execute_at,
    orderId: task.order_id,
    code: task.code,
    direction: task.direction,
    failure: task.failure_code === null ? null : messageOf(task.failure_code as Parameters<typeof messageOf>[0], lang),
    createdAt: task.created_at,
  };
}

export async function aiStatusOf(db: Db, userId: number, lang: Language, now: number): Promise<AiStatusResponse> {
  const account = await accountOf(db, userId);
  const tasks = await db.selectFrom('ai_tasks').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(20).execute();
  const today = aiDayKey(now);
  const usedToday = await countToday(db, userId, today);
  const pending = tasks.find((t) => t.state === 'counting');
  const active = account?.activated_at != null;
  return {
    status: !account ? 'notActive' : active ? 'active' : 'unclaimed',
    activatedAt: account?.activated_at ?? null,
    usedToday,
    dailyLimit: AI_ORDERING.dailyLimit,
    dailyResetAt: aiDayResetAt(now),
    usesLeft: active ? account.uses_left : 0,
    pendingTask: pending ? toAiTask(pending, lang) : null,
    recentTasks: tasks.map((t) => toAiTask(t, lang)),
  };
}

/** AI orders of the day that count against the limit (a failed placement gives the use back). */
async function countToday(db: Db, userId: number, day: string): Promise<number> {
  const row = await db
    .selectFrom('ai_tasks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('day_key', '=', day)
    .where('state', 'not in', ['failed', 'cancelled'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Reads the total amount by the AI form's own rule: a USDT amount within the bounds and a multiple of the step. */
export function readAiAmount(raw: string): number {
  const read = checkAiOrderAmount(raw);
  if (!read.ok) throw new ApiFailure(read.retCode);
  return read.value;
}

/** leverai/aiPlaceOrder: checks every limit and starts the countdown; `finish` runs last in its transaction. */
export async function requestAiOrder<A>(
  ctx: AiContext,
  userId: number,
  input: { amount: string; multiple: number },
  now: number,
  finish: (trx: Transaction<Database>, task: AiTaskRow) => Promise<A>,
): Promise<A> {
  const account = await accountOf(ctx.db, userId);
  if (account?.activated_at == null) throw new ApiFailure(RetCode.AI_NOT_ACTIVE);
  const amount = readAiAmount(input.amount);
  if (!AI_ORDERING.multiples.includes(input.multiple)) throw new ApiFailure(RetCode.AI_MULTIPLE_INVALID);
  const day = aiDayKey(now);
  const task = await ctx.db.transaction().execute(async (trx) => {
    // The customer's funds lock first, as in every transaction that reads money for a rule
    // (ledger.ts lockUserFunds): concurrent requests queue here, then see each other's tasks and
    // the balance as every earlier money transaction left it. Nothing is frozen: the money moves
    // when the countdown ends, through openOrder, which checks the balance again under the same lock.
    await lockUserFunds(trx, userId);
    const { available } = await balancesOf(trx, userId, 'stock');
    if (available < amount) throw new ApiFailure(RetCode.AI_INSUFFICIENT_BALANCE);
    const taken = await trx
      .updateTable('ai_accounts')
      .set((eb) => ({ uses_left: eb('uses_left', '-', 1), updated_at: now }))
      .where('user_id', '=', userId)
      .where('uses_left', '>', 0)
      .executeTakeFirst();
    const counting = await trx
      .selectFrom('ai_tasks')
      .select('id')
      .where('user_id', '=', userId)
      .where('state', '=', 'counting')
      .executeTakeFirst();
    if (counting) throw new ApiFailure(RetCode.AI_TASK_PENDING);
    if ((await countToday(trx, userId, day)) >= AI_ORDERING.dailyLimit) throw new ApiFailure(RetCode.AI_DAILY_LIMIT);
    if (Number(taken.numUpdatedRows) !== 1) throw new ApiFailure(RetCode.AI_USAGE_LIMIT);
    const row = await trx
      .insertInto('ai_tasks')
      .values({
        user_id: userId,
        amount_minor: amount,
        multiple: input.multiple,
        state: 'counting',
        execute_at: now + AI_ORDERING.countdownSeconds * 1000,
        day_key: day,
        order_id: null,
        code: null,
        direction: null,
        failure_code: null,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return finish(trx, row);
  });
  ctx.sockets.pushEvent(userId, 'orders');
  return task;
}

/**
 * The job places a task at most a pass (1 s) after its time: a cancel is accepted only while the
 * countdown has more than this left, so it can never race the placement.
 */
export const AI_CANCEL_MARGIN_MS = 1000;

/** leverai/cancelTask: stops a countdown; the use comes back and the task does not count for the day. */
export async function cancelAiTask(ctx: AiContext, userId: number, taskId: number, now: number): Promise<AiTaskRow> {
  const task = await ctx.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('ai_tasks')
      .set({ state: 'cancelled' })
      .where('id', '=', taskId)
      .where('user_id', '=', userId)
      .where('state', '=', 'counting')
      .where('execute_at', '>', now + AI_CANCEL_MARGIN_MS)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new ApiFailure(RetCode.AI_TASK_NOT_CANCELLABLE);
    await trx
      .updateTable('ai_accounts')
      .set((eb) => ({ uses_left: eb('uses_left', '+', 1), updated_at: now }))
      .where('user_id', '=', userId)
      .execute();
    return trx.selectFrom('ai_tasks').selectAll().where('id', '=', taskId).executeTakeFirstOrThrow();
  });
  ctx.sockets.pushEvent(userId, 'orders');
  return task;
}

/**
 * The AI's order for a task: a product in rotation, the direction of its day so far, as many
 * shares as amount × multiple buys, stop-profit and stop-loss at the profit range's ends.
 */
export function planAiOrder(ctx: Pick<DomainContext, 'market'>, task: Pick<AiTaskRow, 'id' | 'amount_minor' | 'multiple'>) {
  const code = AI_ORDERING.products[(task.id - 1) % AI_ORDERING.products.length];
  const product = tradableProduct(ctx, code);
  if (!product) return undefined;
  const ticks = livePriceTicks(ctx, code, product.decimals);
  if (ticks === undefined) return undefined;
  const direction = (ctx.market.quote(code)?.changePct ?? '0').startsWith('-') ? ('bearish' as const) : ('bullish' as const);
  const perShare = notionalMinor(ticks, 1, product.decimals);
  const quantity = Math.min(QUANTITY_LIMITS.max, Math.floor((task.amount_minor * task.multiple) / perShare));
  if (quantity < 1) return { code, direction, quantity: 0, stopProfit: undefined, stopLoss: undefined };
  // Price move (ticks) for a P/L of pct % of the amount over `quantity` shares.
  const moveFor = (pct: number) =>
    Math.max(1, divideRounded(Math.abs(pct) * task.amount_minor * 10 ** product.decimals, 100 * MINOR_PER_USDT * quantity, 'down'));
  const up = moveFor(AI_ORDERING.profitRangePct.max);
  const down = moveFor(AI_ORDERING.profitRangePct.min);
  const sign = direction === 'bullish' ? 1 : -1;
  const stopProfit = ticks + sign * up;
  const stopLoss = ticks - sign * down;
  return {
    code,
    direction,
    quantity,
    stopProfit: stopProfit > 0 ? formatDecimal(stopProfit, product.decimals) : undefined,
    stopLoss: stopLoss > 0 ? formatDecimal(stopLoss, product.decimals) : undefined,
  };
}

/** Places every task whose countdown is over. Exported so tests can run it at a chosen moment. */
export async function executeDueAiTasks(ctx: AiContext, now: number): Promise<number> {
  const due = await ctx.db
    .selectFrom('ai_tasks')
    .selectAll()
    .where('state', '=', 'counting')
    .where('execute_at', '<=', now)
    .orderBy('id')
    .execute();
  for (const task of due) {
    const plan = planAiOrder(ctx, task);
    let orderId: number | null = null;
    let failure: number | null = null;
    if (!plan || plan.quantity < 1) {
      failure = plan ? RetCode.AI_INSUFFICIENT_BALANCE : RetCode.TRADE_PRODUCT_UNAVAILABLE;
    } else {
      try {
        const order = await openOrder(
          ctx,
          {
            userId: task.user_id,
            code: plan.code,
            direction: plan.direction,
            leverage: task.multiple,
            quantity: String(plan.quantity),
            priceType: 'market',
            stopProfit: plan.stopProfit,
            stopLoss: plan.stopLoss,
            requestId: `ai-task-${task.id}`,
            source: 'ai',
          },
          now,
        );
        orderId = order.id;
      } catch (err) {
        if (!(err instanceof ApiFailure)) throw err;
        if (err.retCode === RetCode.CANNOT_BUY_REPEATEDLY) {
          // Placed by an earlier pass that stopped before recording it.
          const placed = await ctx.db
            .selectFrom('lever_orders')
            .select('id')
            .where('user_id', '=', task.user_id)
            .where('request_id', '=', `ai-task-${task.id}`)
            .executeTakeFirst();
          orderId = placed?.id ?? null;
        }
        if (orderId === null) failure = err.retCode;
      }
    }
    await ctx.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('ai_tasks')
        .set({
          state: failure === null ? 'placed' : 'failed',
          order_id: orderId,
          code: plan?.code ?? null,
          direction: plan?.direction ?? null,
          failure_code: failure,
        })
        .where('id', '=', task.id)
        .where('state', '=', 'counting')
        .executeTakeFirst();
      // A failed placement gives the use back.
      if (failure !== null && Number(updated.numUpdatedRows) === 1) {
        await trx
          .updateTable('ai_accounts')
          .set((eb) => ({ uses_left: eb('uses_left', '+', 1), updated_at: now }))
          .where('user_id', '=', task.user_id)
          .execute();
      }
    });
    ctx.sockets.pushEvent(task.user_id, 'orders');
  }
  return due.length;
}
