// docs/product.md §8 error catalogue and §9 toast durations.
import { classifyResponse, toastDuration } from './classify';

describe('classifyResponse', () => {
  it('non-200 → http-error, the response message, toast 2000 ms', () => {
    expect(classifyResponse({ status: 500, body: { message: 'Server busy' } })).toEqual({
      kind: 'http-error',
      status: 500,
      message: 'Server busy',
      toastMs: 2000,
    });
  });

  it('non-200 takes precedence over an envelope in the body', () => {
    expect(classifyResponse({ status: 401, body: { retCode: 104, message: 'Bad sign', data: null } })).toEqual({
      kind: 'http-error',
      status: 401,
      message: 'Bad sign',
      toastMs: 2000,
    });
    expect(classifyResponse({ status: 502, body: { retCode: 0, message: '', data: 1 } }).kind).toBe('http-error');
  });

  it('non-200 without a JSON body → http-error with an empty message', () => {
    expect(classifyResponse({ status: 404, body: undefined })).toEqual({
      kind: 'http-error',
      status: 404,
      message: '',
      toastMs: 2000,
    });
  });

  it('200 + retCode 0 → ok with the data', () => {
    const data = { uid: 'U1', list: [1, 2] };
    expect(classifyResponse({ status: 200, body: { retCode: 0, message: 'success', data } })).toEqual({
      kind: 'ok',
      data: { uid: 'U1', list: [1, 2] },
      message: 'success',
    });
  });

  it.each([102, 103])('200 + retCode %i → session-expired with the message', (retCode) => {
    expect(classifyResponse({ status: 200, body: { retCode, message: 'Please log in first', data: null } })).toEqual({
      kind: 'session-expired',
      retCode,
      message: 'Please log in first',
    });
  });

  it('other retCode with a 50-character message → business-error, toast 2000 ms', () => {
    const message = 'x'.repeat(50);
    expect(classifyResponse({ status: 200, body: { retCode: 1001, message, data: null } })).toEqual({
      kind: 'business-error',
      retCode: 1001,
      message,
      toastMs: 2000,
    });
  });

  it('other retCode with a 51-character message → toast 4000 ms', () => {
    const message = 'x'.repeat(51);
    expect(classifyResponse({ status: 200, body: { retCode: 1001, message, data: null } })).toEqual({
      kind: 'business-error',
      retCode: 1001,
      message,
      toastMs: 4000,
    });
  });

  it('other retCode with a short real message → toast 2000 ms', () => {
    expect(classifyResponse({ status: 200, body: { retCode: 1009, message: 'Verification code error' } })).toEqual({
      kind: 'business-error',
      retCode: 1009,
      message: 'Verification code error',
      toastMs: 2000,
    });
  });

  it('other retCode with an empty or missing message → no toast (null)', () => {
    expect(classifyResponse({ status: 200, body: { retCode: 1500, message: '', data: null } })).toEqual({
      kind: 'business-error',
      retCode: 1500,
      message: '',
      toastMs: null,
    });
    expect(classifyResponse({ status: 200, body: { retCode: 1500 } })).toEqual({
      kind: 'business-error',
      retCode: 1500,
      message: '',
      toastMs: null,
    });
    // a non-string message is not shown
    expect(classifyResponse({ status: 200, body: { retCode: 1500, message: 42 } })).toEqual({
      kind: 'business-error',
      retCode: 1500,
      message: '',
      toastMs: null,
    });
  });

  it.each([
    ['undefined (not JSON)', undefined],
    ['null', null],
    ['a string', 'OK'],
    ['an array', []],
    ['an object without retCode', { message: 'hi', data: 1 }],
    ['a string retCode', { retCode: '0', message: '', data: 1 }],
  ])('200 with a non-envelope body (%s) → http-error', (_label, body) => {
    expect(classifyResponse({ status: 200, body })).toEqual({
      kind: 'http-error',
      status: 200,
      message: '',
      toastMs: 2000,
    });
  });
});

describe('toastDuration', () => {
  it('is 2000 ms up to 50 characters and 4000 ms above', () => {
    expect(toastDuration('')).toBe(2000);
    expect(toastDuration('a')).toBe(2000);
    expect(toastDuration('a'.repeat(50))).toBe(2000);
    expect(toastDuration('a'.repeat(51))).toBe(4000);
    expect(toastDuration('中'.repeat(50))).toBe(2000);
    expect(toastDuration('中'.repeat(51))).toBe(4000);
  });
});
