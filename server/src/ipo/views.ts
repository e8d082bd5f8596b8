// IPO issues and orders as the screens show them.
import type { IpoIssue, IpoOrder, IpoOrderDetail, IpoPhase, IpoProgressStep } from '@app/shared/contracts';
import { divideRounded, formatDecimal, formatMoney } from '@app/shared/format';
import type { Language } from '../i18n/language';
import { contentFor, textFor } from '../i18n/request-content';
import { rowText } from '../content/localize';
import type { Translations } from '../i18n/translations';
import type { IpoIssueRow, IpoOrderRow } from './subscriptions';

/** An issue's stored text in the request's content language: its own Japanese when staff gave one. */
function issueText(en: string, zh: string, ja: string | null, lang: Language): string {
  const content = contentFor(lang);
  return content === 'ja' && ja ? ja : rowText(en, zh, content);
}

const nameOf = (issue: IpoIssueRow, lang: Language) => issueText(issue.name_en, issue.name_zh, issue.name_ja, lang);
const descriptionOf = (issue: IpoIssueRow, lang: Language) =>
  issueText(issue.description_en, issue.description_zh, issue.description_ja, lang);

export function phaseOf(issue: Pick<IpoIssueRow, 'subscribe_start' | 'subscribe_end' | 'listing_date'>, now: number): IpoPhase {
  if (now < issue.subscribe_start) return 'upcoming';
  if (now < issue.subscribe_end) return 'subscribing';
  if (now < issue.listing_date) return 'awaitingListing';
  return 'listed';
}

/**
 * The issues the IPO lists show: a code's listing replaces the earlier listings of the same code,
 * as it does on the market (listing.ts). The demo cycle re-issues ORBT and HYPE every few minutes
 * and keeps each finished issue a customer applied for (their orders point at it): without this a
 * used issue and the latest one would both be listed, the same company twice with identical
 * figures. Issues not listed yet are all shown (an open window and the one awaiting its listing).
 */
export function currentIssues<T extends Pick<IpoIssueRow, 'id' | 'code' | 'subscribe_start' | 'subscribe_end' | 'listing_date'>>(
  issues: readonly T[],
  now: number,
): T[] {
  const latest = new Map<string, T>();
  for (const issue of issues) {
    if (phaseOf(issue, now) !== 'listed') continue;
    const seen = latest.get(issue.code);
    if (!seen || issue.listing_date > seen.listing_date || (issue.listing_date === seen.listing_date && issue.id > seen.id)) {
      latest.set(issue.code, issue);
    }
  }
  return issues.filter((issue) => phaseOf(issue, now) !== 'listed' || latest.get(issue.code) === issue);
}

/** (close − price) / price in percent with 2 decimals, half-up. */
export function firstDayGainPct(priceMinor: number, closeMinor: number): string {
  return formatDecimal(divideRounded((closeMinor - priceMinor) * 10_000, priceMinor, 'half-up'), 2);
}

export function toIpoIssue(issue: IpoIssueRow, lang: Language, now: number, appliedInApp: number): IpoIssue {
  const phase = phaseOf(issue, now);
  const listed = phase === 'listed';
  const subscribed = issue.public_demand + appliedInApp;
  return {
    id: issue.id,
    code: issue.code,
    name: nameOf(issue, lang),
    market: issue.market,
    exchange: issue.exchange,
    underwritingPrice: formatMoney(issue.underwriting_price_minor),
    priceRangeLow: formatMoney(issue.price_low_minor),
    priceRangeHigh: formatMoney(issue.price_high_minor),
    totalIssued: issue.total_issued,
    minSubscription: issue.min_subscription,
    maxSubscription: issue.max_subscription,
    subscribeStart: issue.subscribe_start,
    subscribeEnd: issue.subscribe_end,
    lotteryAt: issue.lottery_at,
    listingDate: issue.listing_date,
    phase,
    listed,
    subscribedShares: subscribed,
    subscriptionMultiple: formatDecimal(divideRounded(subscribed * 100, issue.total_issued, 'half-up'), 2),
    listingPrice: listed ? formatMoney(issue.first_day_close_minor) : null,
    firstDayGainPct: listed ? firstDayGainPct(issue.underwriting_price_minor, issue.first_day_close_minor) : null,
    description: descriptionOf(issue, lang),
  };
}

export function toIpoOrder(order: IpoOrderRow, issue: IpoIssueRow, lang: Language): IpoOrder {
  return {
    id: order.id,
    orderNo: `IPO${String(order.id).padStart(8, '0')}`,
    ipoId: issue.id,
    code: issue.code,
    name: nameOf(issue, lang),
    market: issue.market,
    exchange: issue.exchange,
    underwritingPrice: formatMoney(issue.underwriting_price_minor),
    paymentMethod: order.payment_method,
    quantity: order.quantity,
    amount: formatMoney(order.amount_minor),
    frozen: formatMoney(order.frozen_minor),
    state: order.state,
    issueResult: order.issue_result,
    allottedQuantity: order.allotted_quantity,
    allottedAmount: formatMoney(order.allotted_amount_minor),
    paidAmount: formatMoney(order.paid_minor),
    dueAmount: formatMoney(order.due_minor),
    payDeadline: order.pay_deadline,
    subscribedAt: order.subscribed_at,
    lotteryAt: issue.lottery_at,
    listingDate: issue.listing_date,
  };
}

/**
 * The 5 steps: subscribe, lottery, pay, allot, list, dated in that order. Pay and allot happen
 * together (full payment: at the lottery; a deposit's balance: when paid, by the deadline, which
 * is never after the listing). After a lost lottery or a lapsed allotment the last three will not
 * happen: no date.
 */
export function stepsOf(order: IpoOrderRow, issue: IpoIssueRow, now: number): IpoProgressStep[] {
  const drawn = order.state !== 'pending';
  const bought = order.state === 'bought';
  const ended = order.state === 'notWon' || order.state === 'unpaid';
  const paidAt = bought ? order.paid_at : order.state === 'toPay' ? order.pay_deadline : Number(issue.lottery_at);
  const step = (key: IpoProgressStep['key'], time: number | null, done: boolean): IpoProgressStep =>
    ended && !done ? { key, time: null, done: false, skipped: true } : { key, time, done, skipped: false };
  return [
    step('subscribe', order.subscribed_at, true),
    step('lottery', order.drawn_at ?? issue.lottery_at, drawn),
    step('pay', paidAt, bought),
    step('allot', paidAt, bought),
    step('list', Number(issue.listing_date), bought && now >= issue.listing_date),
  ];
}

const LABELS = {
  code: { en: 'Stock code', zh: '股票代码' },
  market: { en: 'Market', zh: '市场' },
  exchange: { en: 'Issue market', zh: '发行市场' },
  price: { en: 'Underwriting price', zh: '承销价' },
  quantity: { en: 'Subscription quantity', zh: '申购数量' },
  amount: { en: 'Subscription amount', zh: '申购金额' },
  method: { en: 'Payment method', zh: '缴款方式' },
  allotted: { en: 'Allotted quantity', zh: '中签数量' },
  due: { en: 'Amount to pay', zh: '待缴金额' },
} satisfies Record<string, Translations>;

const METHODS = {
  full: { en: 'Full payment', zh: '全额缴款' },
  deposit: { en: 'Deposit', zh: '订金' },
} satisfies Record<string, Translations>;

const STATE_TEXT = {
  pending: { en: 'Your subscription is waiting for the lottery.', zh: '您的申购正在等待抽签。' },
  bought: { en: 'You won the lottery and the shares are paid.', zh: '您已中签并完成缴款。' },
  notWon: { en: 'You did not win the lottery; your funds were returned.', zh: '很遗憾未中签，资金已退回。' },
  toPay: { en: 'You won the lottery: pay the balance before the deadline.', zh: '您已中签，请在截止时间前缴纳余款。' },
  unpaid: {
    en: 'The balance was not paid in time; the allotment lapsed and the deposit was returned.',
    zh: '未在期限内缴款，中签已失效，订金已退回。',
  },
} satisfies Record<string, Translations>;

export function toIpoOrderDetail(order: IpoOrderRow, issue: IpoIssueRow, lang: Language, now: number): IpoOrderDetail {
  const base = toIpoOrder(order, issue, lang);
  const row = (label: keyof typeof LABELS, value: string) => ({ label: textFor(LABELS[label], lang), value });
  return {
    ...base,
    steps: stepsOf(order, issue, now),
    info: [
      row('code', issue.code),
      row('market', issue.market),
      row('exchange', issue.exchange),
      row('price', base.underwritingPrice),
      row('quantity', String(order.quantity)),
      row('amount', base.amount),
      row('method', textFor(METHODS[order.payment_method], lang)),
      row('allotted', String(order.allotted_quantity)),
      row('due', base.dueAmount),
    ],
    description: `${textFor(STATE_TEXT[order.state], lang)} ${descriptionOf(issue, lang)}`,
  };
}
