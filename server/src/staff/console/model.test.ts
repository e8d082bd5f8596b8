// The console's rules: figures as the customer app writes them, pages by role, addresses, the
// provider's password and reason rules, the audit filter and its before/after, ID image bytes.
import { formatUsdt as appFormatUsdt } from '../../../../shared/src/format/figures';
import { isStaffPassword as providerRule } from '../accounts';
import {
  auditChanges,
  auditRequest,
  destinationFields,
  EMPTY_AUDIT_FORM,
  formatTime,
  formatUsdt,
  hrefOf,
  imageBytes,
  initialLanguage,
  isStaffLogin,
  isStaffPassword,
  parseRoute,
  reasonProblem,
  requestLanguageOf,
  totpSecretOf,
  visiblePages,
} from './model';
import { PAGES } from './pages';

describe('figures', () => {
  it.each(['0', '0.5', '12.3', '1000', '30000.00', '1234567.891', '-42.10', '9999999999999.99'])(
    'writes %s as the customer app writes USDT (grouped, two decimals, exactly)',
    (value) => {
      expect(formatUsdt(value, 'en')).toBe(appFormatUsdt(value));
      expect(formatUsdt(value, 'zh-Hans')).toBe(appFormatUsdt(value));
    },
  );

  it('has no binary-float rounding and says -- for nothing', () => {
    expect(formatUsdt('30000.00', 'en')).toBe('30,000.00');
    expect(formatUsdt('0.005', 'en')).toBe('0.01');
    expect(formatUsdt('90071992547409.93', 'en')).toBe('90,071,992,547,409.93');
    expect(formatUsdt(null, 'en')).toBe('--');
    expect(formatUsdt('', 'zh-Hans')).toBe('--');
  });

  it('writes a moment in one sortable shape', () => {
    expect(formatTime(new Date(2025, 2, 4, 9, 5, 7).getTime())).toBe('2025-03-04 09:05:07');
    expect(formatTime(null)).toBe('--');
  });
});

describe('languages', () => {
  it('sends zh_CN for simplified Chinese and en_US otherwise', () => {
    expect(requestLanguageOf('zh-Hans')).toBe('zh_CN');
    expect(requestLanguageOf('en')).toBe('en_US');
  });

  it('starts in the language chosen before, else simplified Chinese for a simplified-Chinese browser', () => {
    expect(initialLanguage('en', ['zh-CN'])).toBe('en');
    expect(initialLanguage(null, ['zh-CN', 'en'])).toBe('zh-Hans');
    expect(initialLanguage(null, ['zh-TW'])).toBe('en');
    expect(initialLanguage('fr', ['en-GB'])).toBe('en');
  });
});

describe('pages by role', () => {
  const ids = (roles: Parameters<typeof visiblePages>[1]) => visiblePages(PAGES, roles).map((p) => p.id);

  it('opens Review to reviewers, Staff and Audit to admins, Account to everyone', () => {
    expect(ids(['reviewer'])).toEqual(['review', 'account']);
    expect(ids(['admin'])).toEqual(['staff', 'audit', 'account']);
    expect(ids(['admin', 'reviewer'])).toEqual(['review', 'staff', 'audit', 'account']);
    expect(ids(['support'])).toEqual(['support', 'account']);
    expect(ids(['content'])).toEqual(['content', 'account']);
    expect(ids(['operations'])).not.toContain('content');
  });

  it('reads and writes the address in the fragment', () => {
    expect(parseRoute('#/review/withdrawals')).toEqual({ page: 'review', rest: ['withdrawals'] });
    expect(parseRoute('')).toEqual({ page: '', rest: [] });
    expect(parseRoute('#audit')).toEqual({ page: 'audit', rest: [] });
    expect(parseRoute('#/a%2Fb/%E4%B8%AD')).toEqual({ page: 'a/b', rest: ['中'] });
    expect(parseRoute('#/%E0%A4%A')).toEqual({ page: '%E0%A4%A', rest: [] });
    expect(hrefOf('review', 'realnames')).toBe('#/review/realnames');
  });
});

describe('the provider rules, checked before sending', () => {
  it.each(['short1', 'twelve chars', '123456789012', 'correct horse 42 battery', '密码密码密码密码密码密码1', 'a1'.repeat(65)])(
    'says of %s what the provider says',
    (password) => expect(isStaffPassword(password)).toBe(providerRule(password)),
  );

  it('takes a staff login as the provider does', () => {
    expect(isStaffLogin('Rita')).toBe(true);
    expect(isStaffLogin('r')).toBe(false);
    expect(isStaffLogin('1rita')).toBe(false);
  });

  it('requires a rejection reason of at most 255 characters', () => {
    expect(reasonProblem('  ')).toBe('required');
    expect(reasonProblem('x'.repeat(256))).toBe('too-long');
    expect(reasonProblem(` ${'x'.repeat(255)} `)).toBeNull();
  });

  it('reads the secret of a provisioning URI', () => {
    expect(totpSecretOf('otpauth://totp/Trading%20back%20office:rita?issuer=x&secret=ABCDEF234567&period=30')).toBe('ABCDEF234567');
    expect(totpSecretOf('https://example.com/?secret=X')).toBeNull();
    expect(totpSecretOf('not a uri')).toBeNull();
  });
});

describe('the audit', () => {
  it('sends only what was typed, the login lower-cased, `to` through the end of its minute', () => {
    expect(auditRequest(EMPTY_AUDIT_FORM, 1)).toEqual({ page: 1 });
    const request = auditRequest(
      {
        staffLogin: ' Alice ',
        action: 'staff-roles',
        targetType: 'staff',
        targetId: ' 2 ',
        from: '2025-03-04T09:05',
        to: '2025-03-04T10:00',
      },
      3,
    );
    expect(request).toEqual({
      staffLogin: 'alice',
      action: 'staff-roles',
      targetType: 'staff',
      targetId: '2',
      from: new Date(2025, 2, 4, 9, 5).getTime(),
      to: new Date(2025, 2, 4, 10, 0, 59, 999).getTime(),
      page: 3,
    });
    expect(auditRequest({ ...EMPTY_AUDIT_FORM, from: 'yesterday' }, 0)).toEqual({ page: 1 });
  });

  it('shows before and after field by field, marking what changed', () => {
    expect(auditChanges({ roles: ['reviewer'] }, { roles: ['reviewer', 'admin'] })).toEqual([
      { field: 'roles', before: '["reviewer"]', after: '["reviewer","admin"]', changed: true },
    ]);
    expect(auditChanges(null, { login: 'rita', disabled: false })).toEqual([
      { field: 'login', before: '', after: 'rita', changed: true },
      { field: 'disabled', before: '', after: 'false', changed: true },
    ]);
    expect(auditChanges({ status: 'pending', amount: '5.00' }, { status: 'approved' })).toEqual([
      { field: 'status', before: 'pending', after: 'approved', changed: true },
      { field: 'amount', before: '5.00', after: '', changed: true },
    ]);
    expect(auditChanges({ a: 1 }, { a: 1 })).toEqual([{ field: 'a', before: '1', after: '1', changed: false }]);
    expect(auditChanges(null, null)).toEqual([]);
    expect(auditChanges('x', null)).toEqual([{ field: 'value', before: 'x', after: '', changed: true }]);
  });
});

describe('review details', () => {
  it('lists where a withdrawal goes, nested parts flattened, empty parts left out', () => {
    expect(
      destinationFields({ bank: { name: 'First Harbor', branch: '' }, account: 'GB82', tags: ['a'], payee: { name: 'Jane Doe' } }),
    ).toEqual([
      ['bank · name', 'First Harbor'],
      ['account', 'GB82'],
      ['tags', '["a"]'],
      ['payee · name', 'Jane Doe'],
    ]);
    expect(destinationFields('TXYZ')).toEqual([['value', 'TXYZ']]);
    expect(destinationFields(null)).toEqual([]);
  });

  it('turns an image answer into bytes, and refuses what is no image', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
    expect(imageBytes({ mime: 'image/png', base64: png.toString('base64') })).toEqual({ type: 'image/png', bytes: new Uint8Array(png) });
    expect(imageBytes({ mime: 'text/html', base64: png.toString('base64') })).toBeNull();
    expect(imageBytes({ mime: 'image/svg+xml', base64: png.toString('base64') })).toBeNull();
    expect(imageBytes({ mime: 'image/jpeg', base64: '%%%' })).toBeNull();
  });
});
