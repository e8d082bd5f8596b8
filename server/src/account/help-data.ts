// The help centre's seeded content, in both request languages. Figures follow the provider's own
// rules (shared constants), so an answer never contradicts what the app does.
import { FORCED_CLOSE_LOSS_PCT, INVITE, MAX_OPEN_ORDERS, UPLOAD } from '@app/shared/constants';
import type { HelpIcon } from '@app/shared/constants';

export interface HelpQuestionSeed {
  slug: string;
  title: { en: string; zh: string };
  answer: { en: string; zh: string };
}
export interface HelpCategorySeed {
  slug: string;
  icon: HelpIcon;
  title: { en: string; zh: string };
  summary: { en: string; zh: string };
  questions: HelpQuestionSeed[];
}

const MB = Math.round(UPLOAD.maxBytes / (1024 * 1024));

export const HELP_CENTRE: HelpCategorySeed[] = [
  {
    slug: 'account',
    icon: 'account',
    title: { en: 'Account and real name', zh: '账户与实名' },
    summary: { en: 'Opening an account, verification, profile', zh: '开户、实名认证、个人资料' },
    questions: [
      {
        slug: 'account-open',
        title: { en: 'How do I open an account?', zh: '如何开户？' },
        answer: {
          en: 'Tap "Open an account", enter your phone number or email, the verification code we send you and the characters of the picture captcha, then choose a password of 6–20 characters with letters and digits.\n\nIf a friend invited you, enter their invitation code as the referrer ID.',
          zh: '点击"立即开户"，输入手机号或邮箱、收到的验证码和图形验证码中的字符，然后设置6–20位、包含字母和数字的密码。\n\n如果是朋友邀请您，请将其邀请码填写为推荐人ID。',
        },
      },
      {
        slug: 'account-real-name',
        title: { en: 'Why do I need real-name authentication?', zh: '为什么需要实名认证？' },
        answer: {
          en: `After registering, every customer passes real-name authentication: your actual name, ID number and photos of the front and back of your ID (PNG, JPEG or WebP, at most ${MB} MB each).\n\nThe review usually takes a short while. Once it has passed, the name and ID number cannot be changed in the app; please contact online service. The name must match the name of your withdrawal account.`,
          zh: `注册后，每位客户都需要完成实名认证：填写真实姓名、证件号码，并上传证件正反面照片（PNG、JPEG或WebP格式，每张不超过${MB}MB）。\n\n审核通常很快完成。审核通过后，姓名和证件号码无法在应用内修改，如需修改请联系在线客服。姓名须与提现账户名一致。`,
        },
      },
      {
        slug: 'account-rejected',
        title: { en: 'My verification was rejected. What now?', zh: '实名认证被驳回怎么办？' },
        answer: {
          en: 'The authentication page shows the reason. Correct what it names (usually a blurred or cut photo) and submit again.',
          zh: '实名认证页面会显示驳回原因。请按原因修改（通常是照片模糊或不完整）后重新提交。',
        },
      },
    ],
  },
  {
    slug: 'deposit',
    icon: 'deposit',
    title: { en: 'Recharge', zh: '充值' },
    summary: { en: 'Bank card and USDT (TRC20)', zh: '银行卡与USDT（TRC20）' },
    questions: [
      {
        slug: 'deposit-how',
        title: { en: 'How do I recharge?', zh: '如何充值？' },
        answer: {
          en: 'Mine → Recharge. Choose a bank channel or USDT on TRC20. For USDT, send to the address shown and enter the transfer hash.\n\nA recharge lands in the coin wallet once it has been reviewed; transfer it to the stock account to trade.',
          zh: '我的 → 充值。选择银行通道或USDT（TRC20）。USDT充值请转账到页面显示的地址，并填写转账哈希。\n\n充值审核通过后进入币币钱包；如需交易，请划转到股票账户。',
        },
      },
      {
        slug: 'deposit-currency',
        title: { en: 'Which currency does my account use?', zh: '账户使用什么币种？' },
        answer: {
          en: 'Every balance, fee and reward is in USDT.',
          zh: '所有余额、费用和奖励均以USDT计价。',
        },
      },
    ],
  },
  {
    slug: 'withdraw',
    icon: 'withdraw',
    title: { en: 'Withdrawal', zh: '提现' },
    summary: { en: 'Limits, hours and the withdrawal password', zh: '限额、时间与提现密码' },
    questions: [
      {
        slug: 'withdraw-rules',
        title: { en: 'When and how much can I withdraw?', zh: '什么时候可以提现，可以提多少？' },
        answer: {
          en: 'Withdrawals are whole USDT amounts of up to 500,000 per transaction, accepted between market open and close. You need a bound bank account or USDT address and a withdrawal password.\n\nCustomers who have not bought a wealth-management product have a daily cap; the withdrawal page shows what is left today.',
          zh: '提现金额须为整数USDT，每笔不超过500,000，仅在开市至收市期间受理。需先绑定银行账户或USDT地址并设置提现密码。\n\n未购买理财产品的客户有每日提现上限，提现页面会显示当日剩余额度。',
        },
      },
      {
        slug: 'withdraw-password',
        title: { en: 'I forgot my withdrawal password', zh: '忘记提现密码怎么办？' },
        answer: {
          en: 'Mine → Settings → Withdrawal password. You can set a new one with your login password.',
          zh: '我的 → 设置 → 提现密码。输入登录密码即可设置新的提现密码。',
        },
      },
    ],
  },
  {
    slug: 'trade',
    icon: 'trade',
    title: { en: 'Trading', zh: '交易' },
    summary: { en: 'Leverage, orders and the stop-loss line', zh: '杠杆、订单与强制平仓线' },
    questions: [
      {
        slug: 'trade-limit',
        title: { en: 'How many orders can I hold?', zh: '可以同时持有多少订单？' },
        answer: {
          en: `At most ${MAX_OPEN_ORDERS} open or pending orders at the same time. Close one to open another. Shares allotted to you in an IPO do not count towards this limit.`,
          zh: `最多可同时持有${MAX_OPEN_ORDERS}笔持仓或挂单。平仓后才能再开新单。新股中签获得的持仓不计入此限制。`,
        },
      },
      {
        slug: 'trade-forced',
        title: { en: 'What is the forced stop-loss line?', zh: '什么是强制平仓线？' },
        answer: {
          en: `A position is closed at the market price as soon as its floating loss reaches ${FORCED_CLOSE_LOSS_PCT}% of its margin. It protects you from losing more than you put in.`,
          zh: `当持仓的浮动亏损达到保证金的${FORCED_CLOSE_LOSS_PCT}%时，系统将以市价强制平仓，以免亏损超过投入的本金。`,
        },
      },
      {
        slug: 'trade-fees',
        title: { en: 'Which fees are charged?', zh: '收取哪些费用？' },
        answer: {
          en: 'A handling fee when opening and closing, transaction tax, stamp duty, the spread, interest on the borrowed part and a storage fee for each day held past the first. Every order on the Position tab lists them.',
          zh: '开仓和平仓时的手续费、交易税、印花税、点差、借入部分的利息，以及持仓超过一天后每日的仓储费。持仓页面的每笔订单都会列出这些费用。',
        },
      },
    ],
  },
  {
    slug: 'ipo',
    icon: 'ipo',
    title: { en: 'IPO and AI ordering', zh: '新股与AI下单' },
    summary: { en: 'Subscriptions, lottery, AI limits', zh: '申购、中签、AI次数' },
    questions: [
      {
        slug: 'ipo-lottery',
        title: { en: 'How does an IPO subscription work?', zh: '新股申购如何进行？' },
        answer: {
          en: 'Subscribe during the subscription period; the amount is held. After the lottery you either win shares (pay for them if unpaid) or the held amount is returned.',
          zh: '在申购期内提交申购，申购金额将被冻结。抽签后，中签则获得股份（如未缴款请及时缴款），未中签则退还冻结金额。',
        },
      },
      {
        slug: 'ai-limit',
        title: { en: 'How often can I use AI ordering?', zh: 'AI下单可以使用几次？' },
        answer: {
          en: 'AI ordering is limited to 2 times per day per customer, with an investment amount of 1,000–100,000 USDT.',
          zh: '每位客户每天最多使用2次AI下单，投资金额为1,000–100,000 USDT。',
        },
      },
    ],
  },
  {
    slug: 'security',
    icon: 'security',
    title: { en: 'Security and invitations', zh: '安全与邀请' },
    summary: { en: 'Passwords, sessions, referral rewards', zh: '密码、登录、邀请奖励' },
    questions: [
      {
        slug: 'security-password',
        title: { en: 'How do I change my login password?', zh: '如何修改登录密码？' },
        answer: {
          en: 'Mine → Change password. Enter the current password and the new one twice. Every other device is logged out; this one stays logged in.\n\nForgot it? Use "Forgot password?" on the login page.',
          zh: '我的 → 修改密码。输入当前密码和两次新密码。其他设备将退出登录，当前设备保持登录。\n\n忘记密码？请在登录页点击"忘记密码"。',
        },
      },
      {
        slug: 'security-invite',
        title: { en: 'How do invitation rewards work?', zh: '邀请奖励如何计算？' },
        answer: {
          en: `Share your invitation code or link. For each friend who registers with it and passes real-name authentication you earn ${INVITE.rewardPerVerifiedUsdt} USDT, paid to your coin wallet by customer service within ${INVITE.payoutWorkingDays} working days.`,
          zh: `分享您的邀请码或邀请链接。每位使用邀请码注册并通过实名认证的好友，可为您带来${INVITE.rewardPerVerifiedUsdt} USDT奖励，由客服在${INVITE.payoutWorkingDays}个工作日内发放到您的币币钱包。`,
        },
      },
    ],
  },
];
