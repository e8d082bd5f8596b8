// Messages of the wallet domain's retCodes, in English and simplified Chinese. Wording follows
// docs/product.md §5 where it names the message; figures come from @app/shared/constants (one source).
import { WALLET_RET_CODES as C } from '@app/shared/contracts';
import { FUND_INVESTMENT, RECHARGE_LIMITS, WITHDRAWAL_HOURS, WITHDRAWAL_LIMITS, WITHDRAW_PASSWORD_DIGITS } from '@app/shared/constants';
import type { Translations } from '../i18n/translations';

type Code = (typeof C)[keyof typeof C];

const hours = `${WITHDRAWAL_HOURS.open}–${WITHDRAWAL_HOURS.close}`;

export const WALLET_MESSAGES: Record<Code, Translations> = {
  [C.WALLET_AMOUNT_REQUIRED]: { en: 'Please enter the amount', zh: '请输入金额' },
  [C.WALLET_AMOUNT_INVALID]: { en: 'Please enter a valid amount (up to 2 decimals)', zh: '请输入有效金额（最多两位小数）' },
  [C.WALLET_INSUFFICIENT_STOCK_BALANCE]: { en: 'Insufficient wallet balance', zh: '钱包余额不足' },
  [C.WALLET_INSUFFICIENT_COIN_BALANCE]: { en: 'Insufficient coin wallet balance', zh: '币钱包余额不足' },

  [C.WITHDRAW_PASSWORD_FORMAT]: {
    en: `The withdrawal password must be ${WITHDRAW_PASSWORD_DIGITS} digits`,
    zh: `提现密码必须为${WITHDRAW_PASSWORD_DIGITS}位数字`,
  },
  [C.WITHDRAW_PASSWORD_REQUIRED]: { en: 'Withdrawal password required', zh: '请输入提现密码' },
  [C.WITHDRAW_PASSWORD_NOT_SET]: { en: 'Please set a withdrawal password first', zh: '请先设置提现密码' },
  [C.WITHDRAW_PASSWORD_WRONG]: { en: 'Withdrawal password incorrect', zh: '提现密码错误' },
  [C.WALLET_LOGIN_PASSWORD_REQUIRED]: { en: 'Please enter your login password', zh: '请输入登录密码' },
  [C.WALLET_LOGIN_PASSWORD_WRONG]: { en: 'Login password incorrect', zh: '登录密码错误' },

  [C.BANK_FIRST_NAME_INVALID]: { en: 'Please enter a valid first name', zh: '请输入有效的名字' },
  [C.BANK_LAST_NAME_INVALID]: { en: 'Please enter a valid last name', zh: '请输入有效的姓氏' },
  [C.BANK_NAME_INVALID]: { en: 'Please enter a valid bank name', zh: '请输入有效的银行名称' },
  [C.BANK_ACCOUNT_INVALID]: { en: 'Account number or IBAN incorrect', zh: '银行账号或IBAN错误' },
  [C.BANK_LOCALITY_INVALID]: { en: 'Please enter a valid locality', zh: '请输入有效的地区' },
  [C.BANK_TOWN_INVALID]: { en: 'Please enter a valid town', zh: '请输入有效的城镇' },
  [C.BANK_CITY_INVALID]: { en: 'Please enter a valid city', zh: '请输入有效的城市' },
  [C.BANK_POSTAL_CODE_INVALID]: { en: 'Please enter a valid postal code', zh: '请输入有效的邮政编码' },
  [C.BANK_IFSC_INVALID]: { en: 'IFSC code incorrect (e.g. SBIN0001234)', zh: 'IFSC代码错误（例如 SBIN0001234）' },
  [C.BANK_BRANCH_INVALID]: { en: 'Please enter a valid branch name', zh: '请输入有效的支行名称' },

  [C.WALLET_ADDRESS_REQUIRED]: { en: 'Wallet address required', zh: '请输入钱包地址' },
  [C.TRC20_ADDRESS_INCORRECT]: { en: 'TRC20 address incorrect', zh: 'TRC20地址错误' },

  [C.BENEFICIARY_NAME_INVALID]: { en: "Please enter the beneficiary's full name", zh: '请输入收款人全名' },
  [C.BENEFICIARY_NAME_MISMATCH]: {
    en: 'The beneficiary must be you: the name must match your verified real name',
    zh: '收款人必须是您本人：姓名须与实名认证姓名一致',
  },
  [C.BENEFICIARY_PHONE_INVALID]: { en: 'Wrong mobile phone number', zh: '手机号码错误' },
  [C.BENEFICIARY_ADDRESS_INVALID]: {
    en: "Please enter the beneficiary's address (5–200 characters)",
    zh: '请输入收款人地址（5–200个字符）',
  },
  [C.BENEFICIARY_EMAIL_INVALID]: { en: 'Email input error', zh: '邮箱输入错误' },

  [C.REAL_NAME_INVALID]: { en: 'Please enter your actual name', zh: '请输入真实姓名' },
  [C.REAL_NAME_ID_NUMBER_INVALID]: { en: 'ID number incorrect', zh: '证件号码错误' },
  [C.REAL_NAME_FRONT_IMAGE_REQUIRED]: { en: 'Please upload the front of your ID', zh: '请上传证件正面照片' },
  [C.REAL_NAME_REVERSE_IMAGE_REQUIRED]: { en: 'Please upload the reverse of your ID', zh: '请上传证件反面照片' },
  [C.REAL_NAME_IMAGE_NOT_FOUND]: { en: 'Image not found, please upload it again', zh: '图片不存在，请重新上传' },
  [C.WALLET_REVIEW_PENDING]: { en: 'Cannot submit repeatedly during approval', zh: '审核期间不能重复提交' },
  [C.REAL_NAME_LOCKED]: {
    en: 'Name and ID number cannot be changed after verification, please contact customer service',
    zh: '实名认证通过后姓名和证件号码不可修改，请联系客服',
  },
  [C.REAL_NAME_REQUIRED]: { en: 'Please complete real-name authentication first', zh: '请先完成实名认证' },
  [C.WITHDRAWAL_NAME_MISMATCH]: { en: 'The account holder name must match your real name', zh: '收款账户姓名须与实名认证姓名一致' },

  [C.RECHARGE_CHANNEL_NOT_FOUND]: { en: 'This payment channel is not available', zh: '该支付通道不可用' },
  [C.RECHARGE_AMOUNT_TOO_SMALL]: {
    en: `Recharge amount cannot be less than ${RECHARGE_LIMITS.min}`,
    zh: `充值金额不能小于${RECHARGE_LIMITS.min}`,
  },
  [C.RECHARGE_AMOUNT_TOO_LARGE]: {
    en: `Recharge amount cannot be greater than ${RECHARGE_LIMITS.max}`,
    zh: `充值金额不能大于${RECHARGE_LIMITS.max}`,
  },
  [C.TRANSFER_HASH_REQUIRED]: { en: 'Transfer hash required', zh: '请输入转账哈希' },
  [C.TRANSFER_HASH_INVALID]: { en: 'Transfer hash incorrect: 64 hexadecimal characters', zh: '转账哈希错误：应为64位十六进制字符' },
  [C.TRANSFER_HASH_USED]: { en: 'This transfer hash has already been submitted', zh: '该转账哈希已提交过' },
  [C.RECHARGE_VOUCHER_NOT_FOUND]: { en: 'Receipt image not found, please upload it again', zh: '转账凭证不存在，请重新上传' },
  [C.RECHARGE_TOO_MANY_PENDING]: {
    en: `At most ${RECHARGE_LIMITS.maxPending} recharges can await review at a time`,
    zh: `最多同时有${RECHARGE_LIMITS.maxPending}笔充值待审核`,
  },

  [C.WITHDRAWAL_NOT_INTEGER]: { en: 'The withdrawal amount must be an integer', zh: '提现金额必须为整数' },
  [C.WITHDRAWAL_TOO_SMALL]: {
    en: `Withdrawal amount cannot be less than ${WITHDRAWAL_LIMITS.min}`,
    zh: `提现金额不能小于${WITHDRAWAL_LIMITS.min}`,
  },
  [C.WITHDRAWAL_TOO_LARGE]: {
    en: `Withdrawal amount cannot be greater than ${WITHDRAWAL_LIMITS.max}`,
    zh: `提现金额不能大于${WITHDRAWAL_LIMITS.max}`,
  },
  [C.WITHDRAWAL_MARKET_CLOSED]: {
    en: `Withdrawals are only possible while the market is open (Monday–Friday ${hours} New York time)`,
    zh: `仅可在开市期间提现（纽约时间周一至周五 ${hours}）`,
  },
  [C.WITHDRAWAL_BANK_REQUIRED]: { en: 'Bank info must be added first', zh: '请先添加银行信息' },
  [C.WITHDRAWAL_CAP_EXCEEDED]: {
    en: `Without a wealth management product you can withdraw at most ${WITHDRAWAL_LIMITS.dailyCapWithoutFund} per day`,
    zh: `未购买理财产品的用户每日最多提现${WITHDRAWAL_LIMITS.dailyCapWithoutFund}`,
  },

  [C.FUND_NOT_FOUND]: { en: 'This product is not available', zh: '该产品不可用' },
  [C.FUND_AMOUNT_STEP]: {
    en: `Investment amount must be a multiple of ${FUND_INVESTMENT.step}`,
    zh: `投资金额必须是${FUND_INVESTMENT.step}的倍数`,
  },
  [C.FUND_AMOUNT_RANGE]: {
    en: `Amount must be greater than ${FUND_INVESTMENT.min} and less than ${FUND_INVESTMENT.max}`,
    zh: `金额必须大于${FUND_INVESTMENT.min}且小于${FUND_INVESTMENT.max}`,
  },
};
