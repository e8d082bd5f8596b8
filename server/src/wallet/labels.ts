// Words the wallet shows as data (not errors): ledger kinds on "Funding details", review states.
import type { Language } from '../i18n/language';
import { textFor } from '../i18n/request-content';
import type { Translations } from '../i18n/translations';

/** Every ledger kind of ledger.ts, including other domains' kinds, as the user reads it. */
export const LEDGER_KIND_LABELS: Record<string, Translations> = {
  deposit: { en: 'Recharge', zh: '充值' },
  withdrawal_freeze: { en: 'Withdrawal (frozen)', zh: '提现冻结' },
  withdrawal_paid: { en: 'Withdrawal paid out', zh: '提现出款' },
  withdrawal_refund: { en: 'Withdrawal returned', zh: '提现退回' },
  withdrawal_tax: { en: 'Withdrawal tax', zh: '提现税费' },
  transfer_out: { en: 'Transfer out', zh: '转出' },
  transfer_in: { en: 'Transfer in', zh: '转入' },
  margin_freeze: { en: 'Margin frozen', zh: '保证金冻结' },
  margin_release: { en: 'Margin released', zh: '保证金释放' },
  trade_fee: { en: 'Handling fee', zh: '手续费' },
  trade_pnl: { en: 'Profit and loss', zh: '盈亏' },
  interest: { en: 'Interest', zh: '利息' },
  storage_fee: { en: 'Storage fee', zh: '仓储费' },
  spread_fee: { en: 'Spread fee', zh: '点差费' },
  trade_tax: { en: 'Transaction tax', zh: '交易税' },
  stamp_duty: { en: 'Stamp duty', zh: '印花税' },
  ipo_freeze: { en: 'IPO subscription frozen', zh: '新股申购冻结' },
  ipo_release: { en: 'IPO subscription returned', zh: '新股申购退回' },
  ipo_payment: { en: 'IPO payment', zh: '新股缴款' },
  ipo_refund: { en: 'IPO deposit returned', zh: '新股订金退回' },
  fund_purchase: { en: 'Fund purchase', zh: '购买理财' },
  fund_redemption: { en: 'Fund principal returned', zh: '理财本金返还' },
  fund_income: { en: 'Fund income', zh: '理财收益' },
  ai_order: { en: 'AI order', zh: 'AI下单' },
  demo_grant: { en: 'Demo funds', zh: '体验金' },
};
const OTHER: Translations = { en: 'Other', zh: '其他' };

export function ledgerKindLabel(kind: string, lang: Language): string {
  return textFor(Object.hasOwn(LEDGER_KIND_LABELS, kind) ? LEDGER_KIND_LABELS[kind] : OTHER, lang);
}

const PAYMENT_STATUS: Translations[] = [
  { en: 'Under review', zh: '审核中' },
  { en: 'Approved', zh: '已通过' },
  { en: 'Rejected', zh: '已驳回' },
];
const FUND_ORDER_STATUS: Translations[] = [
  { en: 'Holding', zh: '持有中' },
  { en: 'Matured', zh: '已到期' },
];

export function paymentStatusText(status: number, lang: Language): string {
  return textFor(PAYMENT_STATUS[status] ?? OTHER, lang);
}

export function fundOrderStatusText(status: number, lang: Language): string {
  return textFor(FUND_ORDER_STATUS[status] ?? OTHER, lang);
}
