// The user's payout set-up and identity: user/updateWithdrawPwd, user/myBank + updateBankAccount,
// user/myDigital + updateDigital, user/myBeneficiary + updateBeneficiary, user/realname + myRealname.
import {
  RealNameStatus,
  RetCode,
  WALLET_RET_CODES as C,
  type BankAccount,
  type Beneficiary,
  type DigitalAddress,
  type RealNameInfo,
  type UserInfo,
} from '@app/shared/contracts';
import { verifyPassword } from '../src/auth/passwords';
import { approveRealName, rejectRealName } from '../src/wallet/review';
import { startTestProvider, type TestProvider } from './helpers/test-provider';
import { as, BANK, ownUpload, passRealName, signUp, submitRealName, WALLET_TEST_ENV } from './helpers/wallet-fixtures';

let server: TestProvider;
beforeAll(async () => {
  server = await startTestProvider({ env: WALLET_TEST_ENV });
});
afterAll(() => server.close());

const storedHash = async (userId: number) =>
  (await server.provider.db.selectFrom('withdraw_passwords').select('password_hash').where('user_id', '=', userId).executeTakeFirst())
    ?.password_hash;

describe('user/updateWithdrawPwd', () => {
  it('sets and changes the 6-digit withdrawal password, hashed, with the login password', async () => {
    const user = await signUp(server);
    const api = as(server, user);
    const set = await api('user/updateWithdrawPwd', { password: '123456', confirmPassword: '123456', loginPassword: user.password });
    expect(set.body).toMatchObject({ retCode: RetCode.OK, data: null });
    const hash = await storedHash(user.userId);
    expect(hash).toMatch(/^scrypt\$/);
    expect(await verifyPassword('123456', hash!)).toBe(true);
    expect((await api<{ withdrawPasswordSet: boolean }>('user/userWallet')).body.data.withdrawPasswordSet).toBe(true);

    const change = await api('user/updateWithdrawPwd', { password: '987654', confirmPassword: '987654', loginPassword: user.password });
    expect(change.body.retCode).toBe(RetCode.OK);
    expect(await verifyPassword('987654', (await storedHash(user.userId))!)).toBe(true);
  });

  it.each([
    [
      '5 digits',
      { password: '12345', confirmPassword: '12345' },
      C.WITHDRAW_PASSWORD_FORMAT,
      'The withdrawal password must be 6 digits',
      '提现密码必须为6位数字',
    ],
    [
      'letters',
      { password: '12345a', confirmPassword: '12345a' },
      C.WITHDRAW_PASSWORD_FORMAT,
      'The withdrawal password must be 6 digits',
      '提现密码必须为6位数字',
    ],
    [
      'an empty password',
      { password: '', confirmPassword: '' },
      C.WITHDRAW_PASSWORD_FORMAT,
      'The withdrawal password must be 6 digits',
      '提现密码必须为6位数字',
    ],
    [
      'different confirmation',
      { password: '123456', confirmPassword: '123457' },
      RetCode.PASSWORDS_INCONSISTENT,
      'The two passwords are inconsistent',
      '两次输入的密码不一致',
    ],
    [
      'no login password',
      { password: '123456', confirmPassword: '123456', loginPassword: '' },
      C.WALLET_LOGIN_PASSWORD_REQUIRED,
      'Please enter your login password',
      '请输入登录密码',
    ],
    [
      'a wrong login password',
      { password: '123456', confirmPassword: '123456', loginPassword: 'wrong999' },
      C.WALLET_LOGIN_PASSWORD_WRONG,
      'Login password incorrect',
      '登录密码错误',
    ],
  ])('refuses %s and stores nothing', async (_why, fields, code, en, zh) => {
    const user = await signUp(server);
    const body = { loginPassword: user.password, ...fields };
    expect((await as(server, user)('user/updateWithdrawPwd', body)).body).toMatchObject({ retCode: code, message: en });
    expect((await as(server, user)('user/updateWithdrawPwd', body, 'zh_CN')).body).toMatchObject({ retCode: code, message: zh });
    expect(await storedHash(user.userId)).toBeUndefined();
  });

  it('stops guessing the login password after 5 wrong answers', async () => {
    const user = await signUp(server);
    const wrong = { password: '123456', confirmPassword: '123456', loginPassword: 'wrong999' };
    for (let i = 0; i < 5; i++)
      expect((await as(server, user)('user/updateWithdrawPwd', wrong)).body.retCode).toBe(C.WALLET_LOGIN_PASSWORD_WRONG);
    const blocked = await as(server, user)('user/updateWithdrawPwd', { ...wrong, loginPassword: user.password });
    expect(blocked.body).toMatchObject({ retCode: RetCode.DO_NOT_SUBMIT_CONTINUOUSLY, message: 'Do not submit continuously' });
  });
});

describe('user/myBank and user/updateBankAccount', () => {
  it('binds every docs/product.md §3 bank field, normalised, and reads it back', async () => {
    const user = await signUp(server);
    const api = as(server, user);
    expect((await api('user/myBank')).body).toMatchObject({ retCode: RetCode.OK, data: null });
    const saved = await api<BankAccount>('user/updateBankAccount', { ...BANK, firstName: '  Jane ', ifscCode: 'sbin0001234' });
    const expected: BankAccount = {
      firstName: 'Jane',
      lastName: 'Doe',
      bankName: 'First Harbor Bank',
      accountNumber: 'GB82WEST12345698765432',
      locality: 'Soho',
      town: 'Westminster',
      city: 'London',
      postalCode: 'W1D 3QU',
      ifscCode: 'SBIN0001234',
      branchName: 'Oxford Street',
      holderName: 'Jane Doe',
      updatedAt: expect.any(Number),
    };
    expect(saved.body.data).toEqual(expected);
    expect((await api<BankAccount>('user/myBank')).body.data).toEqual(expected);

    // Updating replaces it; optional fields may be left empty; a domestic account number is fine.
    const updated = await api<BankAccount>('user/updateBankAccount', {
      ...BANK,
      accountNumber: '0210 0002 1987',
      locality: '',
      town: '',
      ifscCode: '',
      branchName: '',
    });
    expect(updated.body.data).toMatchObject({ accountNumber: '021000021987', locality: '', town: '', ifscCode: '', branchName: '' });
    expect((await api<BankAccount>('user/myBank')).body.data.accountNumber).toBe('021000021987');
  });

  it("refuses a holder who is not the verified person, with the rule's message in every language, and keeps the bound account", async () => {
    const user = await signUp(server);
    await passRealName(server, user, 'Jane Doe');
    const api = as(server, user);
    await api('user/updateBankAccount', BANK);
    const before = (await api<BankAccount>('user/myBank')).body.data;
    const wrong = { ...BANK, firstName: 'Wrong', lastName: 'Person' };
    expect((await api('user/updateBankAccount', wrong)).body).toMatchObject({
      retCode: C.WITHDRAWAL_NAME_MISMATCH,
      message: 'The account holder name must match your real name',
      data: null,
    });
    expect((await api('user/updateBankAccount', wrong, 'zh_CN')).body.message).toBe('收款账户姓名须与实名认证姓名一致');
    expect((await api<BankAccount>('user/myBank')).body.data).toEqual(before);
    // The same person: family name first, other case and spacing.
    expect((await api('user/updateBankAccount', { ...BANK, firstName: 'DOE', lastName: ' jane' })).body.retCode).toBe(RetCode.OK);
  });

  it('before the real name has passed, any holder may be saved (the withdrawal checks it then)', async () => {
    const user = await signUp(server);
    expect((await as(server, user)('user/updateBankAccount', { ...BANK, firstName: 'Wrong', lastName: 'Person' })).body.retCode).toBe(
      RetCode.OK,
    );
  });

  it.each([
    ['firstName', '', C.BANK_FIRST_NAME_INVALID, 'Please enter a valid first name'],
    ['firstName', 'J4ne', C.BANK_FIRST_NAME_INVALID, 'Please enter a valid first name'],
    ['lastName', '', C.BANK_LAST_NAME_INVALID, 'Please enter a valid last name'],
    ['bankName', 'X', C.BANK_NAME_INVALID, 'Please enter a valid bank name'],
    ['accountNumber', 'GB00WEST12345698765432', C.BANK_ACCOUNT_INVALID, 'Account number or IBAN incorrect'],
    ['accountNumber', '12345', C.BANK_ACCOUNT_INVALID, 'Account number or IBAN incorrect'],
    ['locality', '<b>', C.BANK_LOCALITY_INVALID, 'Please enter a valid locality'],
    ['town', '!', C.BANK_TOWN_INVALID, 'Please enter a valid town'],
    ['city', '', C.BANK_CITY_INVALID, 'Please enter a valid city'],
    ['postalCode', '1', C.BANK_POSTAL_CODE_INVALID, 'Please enter a valid postal code'],
    ['ifscCode', 'SBIN1234567', C.BANK_IFSC_INVALID, 'IFSC code incorrect (e.g. SBIN0001234)'],
    ['branchName', '$$$', C.BANK_BRANCH_INVALID, 'Please enter a valid branch name'],
  ])('refuses %s "%s" and keeps the bound account', async (field, value, code, en) => {
    const user = await signUp(server);
    const api = as(server, user);
    await api('user/updateBankAccount', BANK);
    const before = (await api<BankAccount>('user/myBank')).body.data;
    expect((await api('user/updateBankAccount', { ...BANK, [field]: value })).body).toMatchObject({
      retCode: code,
      message: en,
      data: null,
    });
    expect((await api('user/updateBankAccount', { ...BANK, [field]: value }, 'zh_CN')).body.message).toMatch(/[\u4e00-\u9fff]/);
    expect((await api<BankAccount>('user/myBank')).body.data).toEqual(before);
  });
});

describe('user/myDigital and user/updateDigital', () => {
  it('binds a TRC20 address and reads it back', async () => {
    const user = await signUp(server);
    const api = as(server, user);
    expect((await api('user/myDigital')).body.data).toBeNull();
    const saved = await api<DigitalAddress>('user/updateDigital', { address: ' TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t ' });
    expect(saved.body.data).toEqual({ network: 'TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', updatedAt: expect.any(Number) });
    expect((await api<DigitalAddress>('user/myDigital')).body.data.address).toBe('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
  });

  it.each([
    ['empty', '', C.WALLET_ADDRESS_REQUIRED, 'Wallet address required', '请输入钱包地址'],
    ['a wrong checksum', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', C.TRC20_ADDRESS_INCORRECT, 'TRC20 address incorrect', 'TRC20地址错误'],
    [
      'an Ethereum address',
      '0x742d35Cc6634C0532925a3b844Bc454e4438f44e',
      C.TRC20_ADDRESS_INCORRECT,
      'TRC20 address incorrect',
      'TRC20地址错误',
    ],
  ])('refuses %s', async (_why, address, code, en, zh) => {
    const user = await signUp(server);
    expect((await as(server, user)('user/updateDigital', { address })).body).toMatchObject({ retCode: code, message: en });
    expect((await as(server, user)('user/updateDigital', { address }, 'zh_CN')).body).toMatchObject({ retCode: code, message: zh });
    expect((await as(server, user)('user/myDigital')).body.data).toBeNull();
  });
});

describe('user/myBeneficiary and user/updateBeneficiary', () => {
  const BENEFICIARY = {
    name: 'Jane Doe',
    phone: '+44 20 7946 0000',
    address: '1 Oxford Street, London W1D 3QU',
    email: 'Jane@Example.com',
  };

  it('saves the named recipient of withdrawals', async () => {
    const user = await signUp(server);
    const api = as(server, user);
    expect((await api('user/myBeneficiary')).body.data).toBeNull();
    const saved = await api<Beneficiary>('user/updateBeneficiary', BENEFICIARY);
    const expected = {
      name: 'Jane Doe',
      phone: '+442079460000',
      address: '1 Oxford Street, London W1D 3QU',
      email: 'jane@example.com',
      updatedAt: expect.any(Number),
    };
    expect(saved.body.data).toEqual(expected);
    expect((await api('user/myBeneficiary')).body.data).toEqual(expected);
  });

  it('must be the verified account holder once the real name has passed', async () => {
    const user = await signUp(server);
    await passRealName(server, user, 'Jane Doe');
    const api = as(server, user);
    const other = await api('user/updateBeneficiary', { ...BENEFICIARY, name: 'John Smith' });
    expect(other.body).toMatchObject({
      retCode: C.BENEFICIARY_NAME_MISMATCH,
      message: 'The beneficiary must be you: the name must match your verified real name',
    });
    expect((await api('user/updateBeneficiary', { ...BENEFICIARY, name: 'jane  doe' })).body.retCode).toBe(RetCode.OK);
  });

  it.each([
    ['name', '', C.BENEFICIARY_NAME_INVALID, "Please enter the beneficiary's full name"],
    ['phone', '12', C.BENEFICIARY_PHONE_INVALID, 'Wrong mobile phone number'],
    ['address', 'abc', C.BENEFICIARY_ADDRESS_INVALID, "Please enter the beneficiary's address (5–200 characters)"],
    ['email', 'jane@', C.BENEFICIARY_EMAIL_INVALID, 'Email input error'],
  ])('refuses %s "%s"', async (field, value, code, en) => {
    const user = await signUp(server);
    expect((await as(server, user)('user/updateBeneficiary', { ...BENEFICIARY, [field]: value })).body).toMatchObject({
      retCode: code,
      message: en,
    });
    expect((await as(server, user)('user/updateBeneficiary', { ...BENEFICIARY, [field]: value }, 'zh_CN')).body.message).toMatch(
      /[\u4e00-\u9fff]/,
    );
    expect((await as(server, user)('user/myBeneficiary')).body.data).toBeNull();
  });
});

describe('user/realname and user/myRealname', () => {
  const status = async (user: Parameters<typeof as>[1]) => (await as(server, user)<UserInfo>('user/userInfo')).body.data.realNameStatus;

  it('goes not certified → under review → passed, in step with user/userInfo, and locks name and ID number', async () => {
    const user = await signUp(server);
    const api = as(server, user);
    expect((await api<RealNameInfo>('user/myRealname')).body.data).toEqual({
      status: RealNameStatus.NOT_CERTIFIED,
      name: '',
      idNumber: '',
      frontImage: '',
      reverseImage: '',
      rejectReason: '',
      submittedAt: null,
      reviewedAt: null,
    });
    const front = await ownUpload(server, user.userId);
    const reverse = await ownUpload(server, user.userId);
    const submitted = await api<RealNameInfo>('user/realname', {
      name: ' Jane  Doe ',
      idNumber: 'ab 1234 5678',
      frontImage: front,
      reverseImage: reverse,
    });
    expect(submitted.body.data).toEqual({
      status: RealNameStatus.UNDER_REVIEW,
      name: 'Jane Doe',
      idNumber: 'AB******78',
      // The ID images are a reviewer's only once submitted (staff-images.test.ts): no ids answered.
      frontImage: '',
      reverseImage: '',
      rejectReason: '',
      submittedAt: expect.any(Number),
      reviewedAt: null,
    });
    expect(await status(user)).toBe(RealNameStatus.UNDER_REVIEW);

    const again = await submitRealName(server, user, 'Jane Doe');
    expect(again.body).toMatchObject({ retCode: C.WALLET_REVIEW_PENDING, message: 'Cannot submit repeatedly during approval' });
    expect((await submitRealName(server, user, 'Jane Doe')).body.retCode).toBe(C.WALLET_REVIEW_PENDING);

    const app = await server.provider.db
      .selectFrom('real_name_applications')
      .select('id')
      .where('user_id', '=', user.userId)
      .executeTakeFirstOrThrow();
    await approveRealName(server.provider.db, app.id, Date.now());
    expect(await status(user)).toBe(RealNameStatus.PASSED);
    expect((await api<RealNameInfo>('user/myRealname')).body.data).toMatchObject({
      status: RealNameStatus.PASSED,
      name: 'Jane Doe',
      reviewedAt: expect.any(Number),
    });

    const change = await submitRealName(server, user, 'Someone Else');
    expect(change.body).toMatchObject({
      retCode: C.REAL_NAME_LOCKED,
      message: 'Name and ID number cannot be changed after verification, please contact customer service',
    });
    const changeZh = await as(server, user)('user/realname', { name: 'x', idNumber: 'y', frontImage: '', reverseImage: '' }, 'zh_CN');
    expect(changeZh.body.message).toBe('实名认证通过后姓名和证件号码不可修改，请联系客服');
    expect(
      await server.provider.db.selectFrom('real_name_applications').select('id').where('user_id', '=', user.userId).execute(),
    ).toHaveLength(1);
  });

  it('lets a rejected user submit again, showing the reason', async () => {
    const user = await signUp(server);
    await submitRealName(server, user, 'Jane Doe');
    const app = await server.provider.db
      .selectFrom('real_name_applications')
      .select('id')
      .where('user_id', '=', user.userId)
      .executeTakeFirstOrThrow();
    await rejectRealName(server.provider.db, app.id, 'Image unreadable', Date.now());
    expect(await status(user)).toBe(RealNameStatus.REJECTED);
    expect((await as(server, user)<RealNameInfo>('user/myRealname')).body.data).toMatchObject({
      status: RealNameStatus.REJECTED,
      rejectReason: 'Image unreadable',
    });
    const resubmitted = await submitRealName(server, user, 'Jane Doe');
    expect(resubmitted.body.data).toMatchObject({ status: RealNameStatus.UNDER_REVIEW, rejectReason: '' });
  });

  it('lets only one of many simultaneous submissions through', async () => {
    const user = await signUp(server);
    const results = await Promise.all(Array.from({ length: 10 }, () => submitRealName(server, user, 'Jane Doe')));
    expect(results.filter((r) => r.body.retCode === RetCode.OK)).toHaveLength(1);
    expect(results.filter((r) => r.body.retCode === C.WALLET_REVIEW_PENDING)).toHaveLength(9);
  });

  it.each([
    ['an empty name', { name: '' }, C.REAL_NAME_INVALID, 'Please enter your actual name', '请输入真实姓名'],
    ['a name with digits', { name: 'Jane 2' }, C.REAL_NAME_INVALID, 'Please enter your actual name', '请输入真实姓名'],
    ['a short ID number', { idNumber: '123' }, C.REAL_NAME_ID_NUMBER_INVALID, 'ID number incorrect', '证件号码错误'],
    ['no front image', { frontImage: '' }, C.REAL_NAME_FRONT_IMAGE_REQUIRED, 'Please upload the front of your ID', '请上传证件正面照片'],
    [
      'no reverse image',
      { reverseImage: '' },
      C.REAL_NAME_REVERSE_IMAGE_REQUIRED,
      'Please upload the reverse of your ID',
      '请上传证件反面照片',
    ],
    [
      'an unknown image',
      { frontImage: 'feedfacefeedfacefeedfacefeedface' },
      C.REAL_NAME_IMAGE_NOT_FOUND,
      'Image not found, please upload it again',
      '图片不存在，请重新上传',
    ],
  ])('refuses %s and stays not certified', async (_why, override, code, en, zh) => {
    const user = await signUp(server);
    const fields = {
      name: 'Jane Doe',
      idNumber: 'X1234567',
      frontImage: await ownUpload(server, user.userId),
      reverseImage: await ownUpload(server, user.userId),
      ...override,
    };
    expect((await as(server, user)('user/realname', fields)).body).toMatchObject({ retCode: code, message: en });
    expect((await as(server, user)('user/realname', fields, 'zh_CN')).body).toMatchObject({ retCode: code, message: zh });
    expect(await status(user)).toBe(RealNameStatus.NOT_CERTIFIED);
  });

  it("refuses another user's upload", async () => {
    const user = await signUp(server);
    const stranger = await signUp(server);
    const fields = {
      name: 'Jane Doe',
      idNumber: 'X1234567',
      frontImage: await ownUpload(server, user.userId),
      reverseImage: await ownUpload(server, stranger.userId),
    };
    expect((await as(server, user)('user/realname', fields)).body.retCode).toBe(C.REAL_NAME_IMAGE_NOT_FOUND);
  });
});

describe('malformed text', () => {
  it.each([
    ['user/updateBeneficiary', { name: 'Jane Doe', phone: '+442079460000', address: '1 Oxford Street', email: 'jane\u0000@example.com' }],
    ['user/realname', { name: 'Jane Doe', idNumber: 'X1234567', frontImage: 'ab\u0000cd', reverseImage: 'abcd' }],
    ['pay/pay', { channelId: 'bank-usd', amount: '100', voucher: '\u0000' }],
    // A control character other than NUL in a name or address: its own message.
    ['user/updateBankAccount', { ...BANK, city: 'Lon\ndon' }, RetCode.CONTROL_CHARACTERS],
  ])(
    '%s: a control character is a malformed field, never a server error',
    async (path, fields, retCode: number = RetCode.INVALID_PARAMS) => {
      const user = await signUp(server);
      const { status, body } = await as(server, user)(path, fields);
      expect(status).toBe(200);
      expect(body.retCode).toBe(retCode);
    },
  );
});
