// The platform's receiving accounts (pay/payChannel, pay/channelDigital). Demo data: the bank
// accounts are fictitious and the USDT address comes from USDT_DEPOSIT_ADDRESS.
import { RECHARGE_LIMITS, WALLET_CURRENCY } from '@app/shared/constants';
import type { BankChannel, DigitalChannel } from '@app/shared/contracts';
import { formatMoney, usdtToMinor } from '@app/shared/format';
import { asContentLanguage, type ContentLanguage, type Language } from '../i18n/language';
import { rowText } from '../content/localize';
import type { Translations } from '../i18n/translations';
import type { WalletSettings } from './settings';

interface BankChannelData {
  id: string;
  name: Translations;
  bankName: string;
  accountName: string;
  accountNumber: string;
  note: Translations;
}

const BANK_CHANNELS: readonly BankChannelData[] = [
  {
    id: 'bank-usd',
    name: { en: 'Bank transfer (USD)', zh: '银行转账（美元）' },
    bankName: 'First Harbor Bank',
    accountName: 'Nova Trade Ltd',
    accountNumber: 'GB82WEST12345698765432',
    note: {
      en: 'Transfer from an account in your own name and enter the amount you sent. Credited as USDT 1:1 after review.',
      zh: '请使用本人名下账户转账，并填写实际转账金额。审核通过后按 1:1 计入 USDT。',
    },
  },
  {
    id: 'bank-local',
    name: { en: 'Local bank transfer', zh: '本地银行转账' },
    bankName: 'Metro Commerce Bank',
    accountName: 'Nova Trade Ltd',
    accountNumber: '021000021123456',
    note: {
      en: 'Put your UID in the transfer reference. Credited after review, usually within one business day.',
      zh: '转账备注请填写您的 UID。审核通过后入账，通常一个工作日内完成。',
    },
  },
];

const USDT_CHANNEL = {
  id: 'usdt-trc20',
  name: 'USDT-TRC20',
  note: {
    en: 'Send only USDT on the TRON (TRC20) network to this address, then submit the amount and the transaction hash.',
    zh: '请仅通过 TRON（TRC20）网络向此地址转入 USDT，然后提交金额和交易哈希。',
  },
} as const;

const limits = { minAmount: formatMoney(usdtToMinor(RECHARGE_LIMITS.min)), maxAmount: formatMoney(usdtToMinor(RECHARGE_LIMITS.max)) };

const text = (t: Translations, language: Language | ContentLanguage) => rowText(t.en, t.zh, asContentLanguage(language));

export function bankChannels(lang: Language | ContentLanguage): BankChannel[] {
  return BANK_CHANNELS.map((c) => ({
    id: c.id,
    name: text(c.name, lang),
    bankName: c.bankName,
    accountName: c.accountName,
    accountNumber: c.accountNumber,
    currency: WALLET_CURRENCY,
    ...limits,
    note: text(c.note, lang),
  }));
}

export function digitalChannels(settings: WalletSettings, lang: Language | ContentLanguage): DigitalChannel[] {
  return [
    {
      id: USDT_CHANNEL.id,
      name: USDT_CHANNEL.name,
      currency: WALLET_CURRENCY,
      network: 'TRC20',
      address: settings.usdtDepositAddress,
      ...limits,
      note: text(USDT_CHANNEL.note, lang),
    },
  ];
}

export function channelName(method: 'bank' | 'usdt', channelId: string, lang: Language | ContentLanguage): string {
  if (method === 'usdt') return USDT_CHANNEL.name;
  const channel = BANK_CHANNELS.find((c) => c.id === channelId);
  return channel ? text(channel.name, lang) : channelId;
}

export function isBankChannel(id: string): boolean {
  return BANK_CHANNELS.some((c) => c.id === id);
}

export function isDigitalChannel(id: string): boolean {
  return id === USDT_CHANNEL.id;
}
