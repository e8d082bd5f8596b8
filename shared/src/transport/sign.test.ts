// Known-answer tests for the request signature of docs/product.md §7.
// Every expected digest below was computed OUTSIDE this code, in a shell with a UTF-8 locale
// (LC_ALL=C.utf8), with the exact command shown next to it. Do not regenerate them with `sign`.
import { normalizeFields, signaturePayload, sign, signaturesEqual } from './sign';

const MAIN = 'demo-main-secret-change-me';
const CHAT = 'demo-chat-secret-change-me';

describe('sign: known-answer vectors (md5sum)', () => {
  it('signs a plain body: values in key order, secret appended', () => {
    const fields = { password: 'pw123', account: 'alice', lang: 'en_US' };
    // keys sorted: account, lang, password
    expect(signaturePayload(normalizeFields(fields), MAIN)).toBe('aliceen_USpw123demo-main-secret-change-me');
    // printf '%s' 'aliceen_USpw123demo-main-secret-change-me' | md5sum
    expect(sign(fields, MAIN)).toBe('4e20a438894d224a1b2643ae1822ff3b');
  });

  it('does not depend on the insertion order of the keys', () => {
    const a = { account: 'alice', lang: 'en_US', password: 'pw123' };
    const b = { lang: 'en_US', password: 'pw123', account: 'alice' };
    // printf '%s' 'aliceen_USpw123demo-main-secret-change-me' | md5sum
    expect(sign(a, MAIN)).toBe('4e20a438894d224a1b2643ae1822ff3b');
    expect(sign(b, MAIN)).toBe('4e20a438894d224a1b2643ae1822ff3b');
  });

  it('sorts keys by UTF-16 code unit, so upper case sorts before lower case', () => {
    const fields = { b: '1', a: '2', B: '3', A: '4' };
    // code-unit order A, B, a, b → '4321'; a locale order (a, A, b, B) would give '2413'
    expect(signaturePayload(normalizeFields(fields), MAIN)).toBe('4321demo-main-secret-change-me');
    // printf '%s' '4321demo-main-secret-change-me' | md5sum
    expect(sign(fields, MAIN)).toBe('89a6ea496882e12ff1ea62ac8647f2e9');
    // printf '%s' '2413demo-main-secret-change-me' | md5sum   (the wrong, locale-sorted answer)
    expect(sign(fields, MAIN)).not.toBe('53ce7f22769ea8016c513a477db5f477');
  });

  it('puts `B` before `a`', () => {
    // printf '%s' 'yxdemo-main-secret-change-me' | md5sum
    expect(sign({ a: 'x', B: 'y' }, MAIN)).toBe('34cd54299a1b6ce0f3574829105f880d');
    // printf '%s' 'xydemo-main-secret-change-me' | md5sum   (locale order: wrong)
    expect(sign({ a: 'x', B: 'y' }, MAIN)).not.toBe('dd32da734439a9d8d20ad23ba9b0fd48');
  });

  it('keeps an empty-string field (it is sent) but it contributes nothing to the payload', () => {
    const fields = { a: '', b: 'v' };
    expect(normalizeFields(fields)).toEqual({ a: '', b: 'v' });
    expect(signaturePayload(normalizeFields(fields), MAIN)).toBe('vdemo-main-secret-change-me');
    // printf '%s' 'vdemo-main-secret-change-me' | md5sum
    expect(sign(fields, MAIN)).toBe('514587c7c870ba32781e79352558a987');
  });

  it('signs an empty body as the md5 of the secret alone', () => {
    // printf '%s' 'demo-main-secret-change-me' | md5sum
    expect(sign({}, MAIN)).toBe('212960ac01c4a03bfebf9e614de88dc6');
  });

  it('stringifies numbers and booleans and drops null/undefined entirely', () => {
    const fields = { zero: 0, price: 1.5, off: false, flag: true, amount: 100, gone: null, missing: undefined };
    expect(normalizeFields(fields)).toEqual({ amount: '100', flag: 'true', off: 'false', price: '1.5', zero: '0' });
    expect(Object.keys(normalizeFields(fields))).not.toContain('gone');
    expect(Object.keys(normalizeFields(fields))).not.toContain('missing');
    // keys sorted: amount, flag, off, price, zero
    expect(signaturePayload(normalizeFields(fields), MAIN)).toBe('100truefalse1.50demo-main-secret-change-me');
    // printf '%s' '100truefalse1.50demo-main-secret-change-me' | md5sum
    expect(sign(fields, MAIN)).toBe('4e205622786f231c25e0ff1bfb72d522');
  });

  it('hashes the UTF-8 bytes of Chinese and emoji values', () => {
    const fields = { note: '🚀', name: '张三' };
    // LC_ALL=C.utf8 printf '%s' '张三🚀demo-main-secret-change-me' | md5sum
    // (bytes of the values: e5 bc a0 e4 b8 89 f0 9f 9a 80)
    expect(sign(fields, MAIN)).toBe('0ebb10543c478b20207c9dc6d8573911');
  });

  it('signs the raw values, not their form encoding', () => {
    // printf '%s' 'a b&c=ddemo-main-secret-change-me' | md5sum
    expect(sign({ q: 'a b&c=d' }, MAIN)).toBe('8aeb8303c428229e16add337ca930616');
  });

  it('gives different signatures for the main and chat secrets', () => {
    const fields = { account: 'alice', lang: 'en_US', password: 'pw123' };
    // printf '%s' 'aliceen_USpw123demo-main-secret-change-me' | md5sum
    expect(sign(fields, MAIN)).toBe('4e20a438894d224a1b2643ae1822ff3b');
    // printf '%s' 'aliceen_USpw123demo-chat-secret-change-me' | md5sum
    expect(sign(fields, CHAT)).toBe('ccb3783c5e69c7ac1d487dbdb1293bca');
  });
});

describe('signaturesEqual', () => {
  const good = '4e20a438894d224a1b2643ae1822ff3b';

  it('is true for identical signatures', () => {
    expect(signaturesEqual(good, '4e20a438894d224a1b2643ae1822ff3b')).toBe(true);
  });

  it('is false when one character differs (first, middle or last)', () => {
    expect(signaturesEqual(good, '5e20a438894d224a1b2643ae1822ff3b')).toBe(false);
    expect(signaturesEqual(good, '4e20a438894d224b1b2643ae1822ff3b')).toBe(false);
    expect(signaturesEqual(good, '4e20a438894d224a1b2643ae1822ff3c')).toBe(false);
  });

  it('is case-sensitive', () => {
    expect(signaturesEqual(good, good.toUpperCase())).toBe(false);
  });

  it('is false for a different length, including a prefix and the empty string', () => {
    expect(signaturesEqual(good, good.slice(0, 31))).toBe(false);
    expect(signaturesEqual(good, `${good}0`)).toBe(false);
    expect(signaturesEqual(good, '')).toBe(false);
    expect(signaturesEqual('', good)).toBe(false);
  });

  it('is false for a non-string (e.g. a missing header at runtime)', () => {
    expect(signaturesEqual(good, undefined as unknown as string)).toBe(false);
  });
});
