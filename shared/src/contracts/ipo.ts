// IPO subscription and AI ordering.
// Request and response types of this domain's endpoints (docs/product.md §7). Money and prices are decimal
// strings on the wire; times are ms since epoch. Figures: @app/shared/constants (ipo.ts) and
// docs/server.md "IPO and AI".
import type { Empty } from './endpoints';
import type { LeverDirection } from './trade';

// ── IPO ──────────────────────────────────────────────────────────────────────────────────────

/**
 * Where an issue stands (the IPO list's tabs):
 * upcoming: subscription not open yet. subscribing: inside the subscription window.
 * awaitingListing: window closed (lottery at lotteryAt), not listed yet. listed: trading since listingDate.
 */
export type IpoPhase = 'upcoming' | 'subscribing' | 'awaitingListing' | 'listed';
export const IPO_PHASES: readonly IpoPhase[] = ['upcoming', 'subscribing', 'awaitingListing', 'listed'];

/** One new issue (docs/product.md §2 IPO screens; Home's new-stock block uses name, listed, firstDayGainPct, underwritingPrice, listingDate). */
export interface IpoIssue {
  id: number;
  /** Stock code it will list under. */
  code: string;
  /** In the request's language. */
  name: string;
  /** Market (country) code, e.g. "US", "HK". */
  market: string;
  /** Issue market: the exchange it lists on, e.g. "NASDAQ". */
  exchange: string;
  /** Final offer (underwriting) price, USDT per share. */
  underwritingPrice: string;
  /** Indicative price range of the prospectus. */
  priceRangeLow: string;
  priceRangeHigh: string;
  /** Shares offered. */
  totalIssued: number;
  /** Minimum subscription shares; a subscription is a multiple of it (one lot). */
  minSubscription: number;
  /** Largest subscription per customer, shares. */
  maxSubscription: number;
  subscribeStart: number;
  subscribeEnd: number;
  lotteryAt: number;
  listingDate: number;
  phase: IpoPhase;
  /** True once listingDate has passed. */
  listed: boolean;
  /** Shares applied for so far (all customers and the public book). */
  subscribedShares: number;
  /** subscribedShares / totalIssued with 2 decimals, e.g. "12.50" (times oversubscribed). */
  subscriptionMultiple: string;
  /** First-day closing price once listed, else null. */
  listingPrice: string | null;
  /** First-day gain in percent with 2 decimals once listed (e.g. "35.20"), else null. */
  firstDayGainPct: string | null;
  /** Prospectus blurb in the request's language. */
  description: string;
}

export interface IpoListRequest {
  /** Tab; absent: every issue, the open ones first. */
  phase?: IpoPhase;
  page?: number;
  pageSize?: number;
}
export interface IpoListResponse {
  list: IpoIssue[];
  total: number;
}

export type IpoPaymentMethod = 'full' | 'deposit';

/** lever/ipo: subscribe to an issue in its window. */
export interface IpoSubscribeRequest {
  /** Idempotency key: one per submit; a replay with the same key gets the first answer
   *  and moves nothing. Optional on the wire so older clients keep working; forms always send it. */
  requestId?: string;
  ipoId: number;
  /** Shares: at least minSubscription, a multiple of it, at most maxSubscription (sent as text so the business messages answer). */
  quantity: string;
  /** Default 'full'. 'deposit' freezes IPO_PAYMENT.depositPct of the amount now; winners pay the rest. */
  paymentMethod?: IpoPaymentMethod;
}

/**
 * State of an IPO order (docs/product.md §4 lists oversubscription, under subscription, bought, did not win
 * lottery, unpaid, to pay). Our mapping: `state` is the customer's outcome and `issueResult` is the
 * issue's (oversubscription / underSubscription), set by the lottery:
 *   pending   subscribed, waiting for the lottery (funds frozen)
 *   bought    shares allotted and fully paid
 *   notWon    did not win the lottery: nothing allotted, everything refunded
 *   toPay     allotted, the deposit did not cover it: pay the rest (lever/payNoPayIpoOrder) by payDeadline
 *   unpaid    the deadline passed without payment: the allotment lapsed, the deposit was refunded
 */
export type IpoOrderState = 'pending' | 'bought' | 'notWon' | 'toPay' | 'unpaid';
export type IpoIssueResult = 'oversubscription' | 'underSubscription';

/** The 5-step progress of the application detail. */
export type IpoStepKey = 'subscribe' | 'lottery' | 'pay' | 'allot' | 'list';
export interface IpoProgressStep {
  key: IpoStepKey;
  /**
   * When it happened, or when it is due (at the latest); null when it will not happen. The five
   * are in order: payment is due by the listing at the latest.
   */
  time: number | null;
  done: boolean;
  /** It will not happen for this application: pay, allot and list after a lost lottery or a lapsed allotment. */
  skipped: boolean;
}

export interface IpoOrder {
  id: number;
  orderNo: string;
  ipoId: number;
  code: string;
  name: string;
  market: string;
  exchange: string;
  underwritingPrice: string;
  paymentMethod: IpoPaymentMethod;
  /** Shares applied for. */
  quantity: number;
  /** quantity × underwriting price. */
  amount: string;
  /** Held from the stock account right now (0 once settled). */
  frozen: string;
  state: IpoOrderState;
  issueResult: IpoIssueResult | null;
  /** Shares won (0 before the lottery). */
  allottedQuantity: number;
  /** allottedQuantity × underwriting price. */
  allottedAmount: string;
  /** Paid so far towards the allotment. */
  paidAmount: string;
  /** Still to pay (toPay), else "0.00". */
  dueAmount: string;
  payDeadline: number | null;
  subscribedAt: number;
  lotteryAt: number;
  listingDate: number;
}

export interface IpoOrderDetail extends IpoOrder {
  steps: IpoProgressStep[];
  /** Info and description boxes, in the request's language. */
  info: Array<{ label: string; value: string }>;
  description: string;
}

export interface IpoOrderListRequest {
  /** Tab: absent = all. */
  state?: IpoOrderState;
  page?: number;
  pageSize?: number;
}
export interface IpoOrderListResponse {
  list: IpoOrder[];
  total: number;
}

// ── AI ordering ──────────────────────────────────────────────────────────────────────────────

/**
 * docs/product.md §4 AI account: notActive (no activation code yet) → user/getActiveCode issues one →
 * unclaimed (code received, not entered) → leverai/activate with the code → active.
 */
export type AiStatus = 'notActive' | 'unclaimed' | 'active';

/** user/getActiveCode: the activation code receipt. */
export interface ActiveCodeReceipt {
  activationCode: string;
  issuedAt: number;
  /** Already activated with it. */
  claimed: boolean;
}

export interface AiTask {
  id: number;
  /** USDT committed as margin. */
  amount: string;
  multiple: number;
  /** cancelled: the customer cancelled it during its countdown (leverai/cancelTask); it did not count. */
  state: 'counting' | 'placed' | 'failed' | 'cancelled';
  /** When the order is (or was) placed: created + countdown. */
  executeAt: number;
  /** The leveraged order placed, once placed. */
  orderId: number | null;
  code: string | null;
  direction: LeverDirection | null;
  /** Why it failed, in the request's language (e.g. insufficient balance), else null. */
  failure: string | null;
  createdAt: number;
}

export interface AiStatusResponse {
  status: AiStatus;
  activatedAt: number | null;
  /** AI orders today (UTC−5 day) and the daily limit. */
  usedToday: number;
  dailyLimit: number;
  /** When today's orders stop counting (ms): the next 00:00 UTC−5, from when the daily limit is whole again. */
  dailyResetAt: number;
  /** Left of the activation's total uses (0 when not active). */
  usesLeft: number;
  /** The order still counting down, if any. */
  pendingTask: AiTask | null;
  /** Latest tasks, newest first (at most 20). */
  recentTasks: AiTask[];
}

/** leverai/rule: the AI screen's figures (docs/product.md §2 AI screens). */
export interface AiRule {
  multiples: number[];
  orderQuantity: { min: number; max: number };
  /** Percent of the amount: the AI's stop-loss (min) and stop-profit (max) targets. */
  profitRange: { min: string; max: string };
  /** USDT. */
  totalAmount: { min: string; max: string; multipleOf: string };
  countdownSeconds: number;
  dailyLimit: number;
  usesPerActivation: number;
  /** Products the AI trades. */
  products: string[];
  /** Rule text lines in the request's language. */
  rules: string[];
}

export interface AiPlaceOrderRequest {
  /** Idempotency key: one per submit; a replay with the same key gets the first answer
   *  and moves nothing. Optional on the wire so older clients keep working; forms always send it. */
  requestId?: string;
  /** Total amount, USDT decimal (margin the AI commits). */
  amount: string;
  /** One of the rule's multiples. */
  multiple: number;
}

export interface AiPlaceOrderResponse {
  task: AiTask;
  /** docs/product.md §5: N in "the order will be placed in N seconds". */
  countdownSeconds: number;
  /** That sentence, in the request's language. */
  notice: string;
}

export interface IpoEndpoints {
  /** The IPO list (tabs by phase). Public: Home's new-stock block shows it logged out too. */
  'product/myIpoList': { req: IpoListRequest; res: IpoListResponse; auth: false };
  'lever/ipo': { req: IpoSubscribeRequest; res: IpoOrder; auth: true };
  /** pages/mine/ipoOrder: the customer's IPO orders. */
  'lever/ipoOrderList': { req: IpoOrderListRequest; res: IpoOrderListResponse; auth: true };
  /** Application detail with its 5-step progress. */
  'lever/ipoOrderDetail': { req: { orderId: number }; res: IpoOrderDetail; auth: true };
  /** Pay the balance of a won order that is toPay. */
  'lever/payNoPayIpoOrder': { req: { orderId: number; requestId?: string }; res: IpoOrder; auth: true };

  'user/getActiveCode': { req: Empty; res: ActiveCodeReceipt; auth: true };
  'leverai/activate': { req: { activationCode: string }; res: AiStatusResponse; auth: true };
  'leverai/aiStatus': { req: Empty; res: AiStatusResponse; auth: true };
  'leverai/rule': { req: Empty; res: AiRule; auth: false };
  'leverai/aiPlaceOrder': { req: AiPlaceOrderRequest; res: AiPlaceOrderResponse; auth: true };
  /** Cancel an AI order during its countdown: nothing is placed, the use comes back and it does not count for the day. */
  'leverai/cancelTask': { req: { taskId: number }; res: AiTask; auth: true };
}

/** retCodes of this domain: 2400–2599. Messages live in the server's catalogue. */
export const IPO_RET_CODES = {
  IPO_NOT_FOUND: 2400,
  /** Before subscribeStart. */
  IPO_NOT_STARTED: 2401,
  /** After subscribeEnd. */
  IPO_ENDED: 2402,
  /** docs/product.md §5 "… required and must be an integer" for the subscription quantity. */
  IPO_QUANTITY_NOT_INTEGER: 2403,
  /** Fewer shares than the minimum subscription. */
  IPO_BELOW_MINIMUM: 2404,
  /** docs/product.md §5 "must be a multiple of a value": of the minimum subscription shares. */
  IPO_NOT_MULTIPLE: 2405,
  IPO_ABOVE_MAXIMUM: 2406,
  /** docs/product.md §5 insufficient wallet balance. */
  IPO_INSUFFICIENT_BALANCE: 2407,
  /** docs/product.md §5 "cannot submit repeatedly": one subscription per issue. */
  IPO_ALREADY_SUBSCRIBED: 2408,
  IPO_ORDER_NOT_FOUND: 2409,
  /** Pay on an order that has nothing to pay. */
  IPO_NOTHING_TO_PAY: 2410,
  /** Pay after the deadline (the order is unpaid). */
  IPO_PAYMENT_OVERDUE: 2411,

  AI_NOT_ACTIVE: 2450,
  AI_ACTIVATION_CODE_WRONG: 2451,
  AI_ALREADY_ACTIVE: 2452,
  /** docs/product.md §5/§9 "AI ordering limited to 2 times per day per customer". */
  AI_DAILY_LIMIT: 2453,
  /** docs/product.md §5 "AI usage upper limit reached": the activation's uses are spent. */
  AI_USAGE_LIMIT: 2454,
  /** docs/product.md §5 "investment amount must be a multiple of a value". */
  AI_AMOUNT_NOT_MULTIPLE: 2455,
  /** docs/product.md §5 "amount must be greater than X and less than Y" (hint 1000–100000). */
  AI_AMOUNT_OUT_OF_RANGE: 2456,
  AI_MULTIPLE_INVALID: 2457,
  AI_INSUFFICIENT_BALANCE: 2458,
  /** docs/product.md §5 "complete the previous task first": an AI order is still counting down. */
  AI_TASK_PENDING: 2459,
  /** Cancel of a task that is no longer counting down (placed already, or within its last second). */
  AI_TASK_NOT_CANCELLABLE: 2460,
} as const;
