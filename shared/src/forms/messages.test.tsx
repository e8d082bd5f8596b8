// A refusal's sentence: ours in the reader's language when the namespace knows the code, else the
// provider's own text; nothing for a call that got no answer (the transport has said so).
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { initI18n, registerTranslations } from '../i18n/i18n';
import { CORE_RET_CODES } from '../contracts/ret-codes';
import { failureOf, useRetCodeMessages } from './messages';

const i18n = initI18n('en');
const ns = 'forms-test';
const en = {
  error: {
    generic: 'Fail',
    1008: 'Do not submit continuously',
    2101: 'Withdrawal amount cannot be less than {{withdrawMin}}',
    2002: 'Insufficient wallet balance',
  },
};
registerTranslations(ns, { en, 'zh-Hans': en, 'zh-Hant': en, ja: en });
const FIGURES = { withdrawMin: 100 };

const refusal = (retCode: number, message: string) => ({ kind: 'business-error', retCode, message });
const network = { kind: 'network', retCode: null, message: 'Network request failed, please check your network settings' };

function messages() {
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return renderHook(() => useRetCodeMessages(ns, FIGURES), { wrapper }).result.current;
}

describe('useRetCodeMessages', () => {
  it("says a rule's code with its figures, and a code without a sentence generically", () => {
    const m = messages();
    expect(m.rule(2101)).toBe('Withdrawal amount cannot be less than 100');
    expect(m.rule(2999)).toBe('Fail');
  });

  it("a known refusal in our words, an unknown one in the provider's, no answer as nothing", () => {
    const m = messages();
    expect(m.known(refusal(2002, '余额不足'))).toBe('Insufficient wallet balance');
    expect(m.known(refusal(2150, 'This product is not available'))).toBeNull();
    expect(m.refusal(refusal(2002, '余额不足'))).toBe('Insufficient wallet balance');
    expect(m.refusal(refusal(2150, 'This product is not available'))).toBe('This product is not available');
    expect(m.refusal(refusal(2150, ''))).toBe('Fail');
    expect(m.refusal(network)).toBeNull();
  });

  it('says the provider\'s "do not submit continuously" for a second tap while a call is on its way', () => {
    expect(messages().inFlight).toBe('Do not submit continuously');
    expect(CORE_RET_CODES.DO_NOT_SUBMIT_CONTINUOUSLY).toBe(1008);
  });

  it("always has a sentence for a form's failure line", () => {
    const m = messages();
    expect(m.failure(refusal(2002, 'x'))).toBe('Insufficient wallet balance');
    expect(m.failure(network)).toBe(network.message);
    expect(m.failure(new Error('boom'))).toBe('Fail');
    expect(m.failure(undefined)).toBe('Fail');
  });
});

describe('a namespace without its own generic sentence', () => {
  it('falls back to the common one', () => {
    registerTranslations('forms-test-bare', { en: { error: { 2002: 'Insufficient' } }, 'zh-Hans': {}, 'zh-Hant': {}, ja: {} });
    const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
    const m = renderHook(() => useRetCodeMessages('forms-test-bare'), { wrapper }).result.current;
    expect(m.rule(2999)).toBe('Fail');
    expect(m.refusal(refusal(2150, ''))).toBe('Fail');
  });
});

describe('failureOf', () => {
  it("reads the retCode and message of the transport's error, and nothing of anything else", () => {
    expect(failureOf(refusal(2002, 'Insufficient'))).toEqual({ retCode: 2002, message: 'Insufficient' });
    expect(failureOf(network)).toEqual({ retCode: null, message: network.message });
    expect(failureOf(new Error('x'))).toEqual({ retCode: null, message: '' });
    expect(failureOf(null)).toEqual({ retCode: null, message: '' });
  });
});
