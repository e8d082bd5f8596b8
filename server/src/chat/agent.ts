// The demo online-service agent: answers a user's message from keywords (English or Chinese,
// whatever the interface language), in the language the user wrote in. Topics the app's users ask
// about most: deposits, withdrawals, real name, trading hours, IPOs, fees, passwords; otherwise a
// greeting that says what it can help with.
import { AI_ORDERING, MAX_OPEN_ORDERS, RECHARGE_LIMITS, WITHDRAWAL_LIMITS } from '@app/shared/constants';
import { asContentLanguage, type ContentLanguage, type Language } from '../i18n/language';
import { inContentLanguage } from '../i18n/localized';
import type { Translations } from '../i18n/translations';

interface Topic {
  name: string;
  /** Matched against the message as written (case-insensitive). */
  keywords: RegExp;
  reply: Translations;
}

const n = (value: number) => value.toLocaleString('en-US');

export const TOPICS: readonly Topic[] = [
  {
    name: 'withdrawal',
    keywords: /withdraw|cash(ing)? ?out|payout|提现|出金|取款|提币/i,
    reply: {
      en: `Withdrawals are made from Mine → Withdrawal: from ${n(WITHDRAWAL_LIMITS.min)} up to ${n(WITHDRAWAL_LIMITS.max)} USDT per transaction, on weekdays between market open and close (09:30–16:00 New York time). You need a bound bank account or USDT (TRC20) address and your withdrawal password, and the account name must match your real name. A withdrawal is reviewed before it is paid.`,
      zh: `请在「我的 → 提现」申请提现：每笔 ${n(WITHDRAWAL_LIMITS.min)} 至 ${n(WITHDRAWAL_LIMITS.max)} USDT，仅限工作日开盘至收盘期间（纽约时间 09:30–16:00）。需要先绑定银行卡或 USDT（TRC20）地址并设置提现密码，收款账户姓名须与实名一致。提现经审核后到账。`,
    },
  },
  {
    name: 'deposit',
    keywords: /deposit|recharge|top[ -]?up|add (money|funds)|充值|入金|存款|充币/i,
    reply: {
      en: `To deposit, open Mine → Recharge and choose USDT (TRC20) or a bank channel; each recharge may be ${n(RECHARGE_LIMITS.min)} to ${n(RECHARGE_LIMITS.max)} USDT. After you pay and submit the transfer hash (for USDT), the recharge is reviewed and credited to your coin wallet; use Transfer to move it to your stock (trading) account.`,
      zh: `请在「我的 → 充值」选择 USDT（TRC20）或银行通道充值，每笔 ${n(RECHARGE_LIMITS.min)} 至 ${n(RECHARGE_LIMITS.max)} USDT。付款并提交转账哈希（USDT）后，审核通过即到账币钱包；再通过「划转」转入股票（交易）账户即可交易。`,
    },
  },
  {
    name: 'real name',
    keywords: /real[ -]?name|verif|identity|\bkyc\b|\bid (card|number)|passport|实名|认证|身份/i,
    reply: {
      en: 'Real-name authentication: open Mine → Real-name authentication, enter your actual name and ID number and upload the front and reverse images of your ID. The status then shows under review, and examination passed or rejected once it is checked. After it passes, the name and ID number can only be changed by customer service.',
      zh: '实名认证：请在「我的 → 实名认证」填写真实姓名和证件号码，并上传证件正反面照片。提交后状态为「审核中」，审核完成后显示「审核通过」或「已驳回」。认证通过后，姓名和证件号码只能由客服修改。',
    },
  },
  {
    name: 'trading hours',
    keywords: /trading hours|market hours|opening|closing|when .*(open|close|trade)|what time|交易时间|开盘|收盘|几点/i,
    reply: {
      en: "Each market trades in its exchange's local hours, Monday to Friday: US stocks 09:30–16:00 New York time; Hong Kong 09:30–12:00 and 13:00–16:00; Shanghai and Shenzhen 09:30–11:30 and 13:00–15:00 (local time). Withdrawals are accepted between market open and close.",
      zh: '各市场按交易所当地时间交易（周一至周五）：美股 纽约时间 09:30–16:00；港股 09:30–12:00、13:00–16:00；沪深 09:30–11:30、13:00–15:00（当地时间）。提现仅在开盘至收盘期间受理。',
    },
  },
  {
    name: 'IPO',
    keywords: /\bipos?\b|new (stock|share|listing)|subscri|新股|申购|打新|认购/i,
    reply: {
      en: 'New stocks (IPOs) are listed under Mine → IPO. Choose one, enter the quantity (at least the minimum subscription shares) and the payment method, and the amount is frozen from your stock account. After the lottery your IPO order shows bought or did not win; unpaid winners pay the rest under IPO orders before the deadline.',
      zh: '新股（IPO）在「我的 → 新股申购」中。选择新股，填写申购数量（不少于最低申购股数）和付款方式，相应金额会从股票账户冻结。中签结果公布后，订单显示「已中签」或「未中签」；需补缴的请在截止前于「新股订单」中付款。',
    },
  },
  {
    name: 'fees',
    keywords: /\bfees?\b|commission|\bcharges?\b|interest|stamp duty|手续费|费用|佣金|利息|印花税/i,
    reply: {
      en: 'Each order shows its charges: a handling fee at open and at close, a spread fee, interest on the leveraged part per day held, a storage fee for positions kept overnight, and transaction tax and stamp duty when you sell. The buy form shows the total payable before you confirm.',
      zh: '每笔订单都会列出各项费用：开仓和平仓手续费、点差费、杠杆部分按持仓天数计的利息、隔夜仓储费，以及卖出时的交易税和印花税。下单前买入页面会显示应付总额。',
    },
  },
  {
    name: 'trading',
    keywords: /leverage|buy|sell|order|position|close out|杠杆|买入|卖出|下单|持仓|平仓/i,
    reply: {
      en: `To trade, open a product from Market, tap Buy, choose bullish or bearish, the leverage multiple and the quantity, then confirm. At most ${MAX_OPEN_ORDERS} orders can be open at the same time; shares allotted to you in an IPO do not count. Positions are under Position, where you can close out all or part of one.`,
      zh: `交易方法：在「行情」中打开产品，点击买入，选择看涨或看跌、杠杆倍数和数量后确认。同时最多持有 ${MAX_OPEN_ORDERS} 笔订单（新股中签获得的持仓不计入）。持仓在「持仓」页，可全部或部分平仓。`,
    },
  },
  {
    name: 'AI ordering',
    keywords: /\bai\b|智能|机器人/i,
    reply: {
      en: `AI ordering places orders for you within your chosen multiple, amount and profit range. Activate it with an activation code; it can be used ${AI_ORDERING.dailyLimit} times per day.`,
      zh: `AI 下单会按您选择的倍数、金额和盈亏区间自动下单。使用激活码开通后，每天可使用 ${AI_ORDERING.dailyLimit} 次。`,
    },
  },
  {
    name: 'password',
    keywords: /password|forgot|reset|log ?in|密码|忘记|登录/i,
    reply: {
      en: 'Forgot your password? On the login page tap "Forgot password?", get a verification code by SMS or email and set a new password (6–20 characters with letters and digits). Changing it logs you out on every device.',
      zh: '忘记密码？请在登录页点击「忘记密码」，通过短信或邮件获取验证码后设置新密码（6–20 位，需包含字母和数字）。修改后所有设备都需要重新登录。',
    },
  },
];

export const GREETING: Translations = {
  en: 'Hello, this is online service. I can help with deposits, withdrawals, real-name authentication, trading hours, IPOs, fees and your password. What would you like to know?',
  zh: '您好，这里是在线客服。我可以解答充值、提现、实名认证、交易时间、新股申购、费用和密码等问题。请问有什么可以帮您？',
};

/** At most this many topics are answered in one reply (a long message mentioning everything). */
const MAX_TOPICS_PER_REPLY = 2;

export function agentReply(message: string, language: Language | ContentLanguage): string {
  const content = asContentLanguage(language);
  const matched = TOPICS.filter((topic) => topic.keywords.test(message)).slice(0, MAX_TOPICS_PER_REPLY);
  if (matched.length === 0) return inContentLanguage(GREETING, content);
  return matched.map((topic) => inContentLanguage(topic.reply, content)).join('\n\n');
}
