// The support and content pages' rules (model.ts): duty and its lapse, the reply box's Enter, the
// thread's merge of newer messages, the preview's languages and paragraphs, refusals' fields, uploads.
import { CONTENT_LIMITS } from '@app/shared/staff';
import {
  base64OfDataUrl,
  codesField,
  dutyStatus,
  isPreviewLanguage,
  mergeMessages,
  paragraphs,
  PREVIEW_LANGUAGES,
  previewLanguageOf,
  problemField,
  sendsOnEnter,
  uploadProblem,
  waitingMinutes,
} from './model';

const NOW = 1_700_000_000_000;

describe('duty', () => {
  it('is on while its lapse time is ahead, with the minutes left rounded up', () => {
    expect(dutyStatus({ onDuty: true, until: NOW + 4 * 60_000 + 1 }, false, NOW)).toEqual({ kind: 'on', minutesLeft: 5 });
    expect(dutyStatus({ onDuty: true, until: NOW + 1000 }, true, NOW)).toEqual({ kind: 'on', minutesLeft: 1 });
  });

  it('has lapsed when it was on and is found off (or past its time), else is simply off', () => {
    expect(dutyStatus({ onDuty: false, until: null }, true, NOW)).toEqual({ kind: 'lapsed' });
    expect(dutyStatus({ onDuty: true, until: NOW - 1 }, true, NOW)).toEqual({ kind: 'lapsed' });
    expect(dutyStatus({ onDuty: false, until: null }, false, NOW)).toEqual({ kind: 'off' });
  });

  it('counts a customer’s wait in whole minutes', () => {
    expect(waitingMinutes(null, NOW)).toBeNull();
    expect(waitingMinutes(NOW - 59_000, NOW)).toBe(0);
    expect(waitingMinutes(NOW - 125_000, NOW)).toBe(2);
    expect(waitingMinutes(NOW + 5000, NOW)).toBe(0);
  });
});

describe('the thread', () => {
  it('sends on Enter, not on Shift+Enter nor while an input method composes', () => {
    expect(sendsOnEnter({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(sendsOnEnter({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(sendsOnEnter({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(sendsOnEnter({ key: 'a', shiftKey: false })).toBe(false);
  });

  it('appends newer messages in id order without repeats', () => {
    const m = (id: number, content = `m${id}`) => ({ id, content });
    expect(mergeMessages([m(1), m(2)], [m(2, 'again'), m(4), m(3)]).map((x) => [x.id, x.content])).toEqual([
      [1, 'm1'],
      [2, 'again'],
      [3, 'm3'],
      [4, 'm4'],
    ]);
  });
});

describe('the preview', () => {
  it('offers the app’s four languages and opens on the console’s own', () => {
    expect(PREVIEW_LANGUAGES).toEqual(['en', 'zh-Hans', 'zh-Hant', 'ja']);
    expect(previewLanguageOf('en')).toBe('en');
    expect(previewLanguageOf('zh-Hans')).toBe('zh-Hans');
    expect(isPreviewLanguage('zh-Hant')).toBe(true);
    expect(isPreviewLanguage('zh-TW')).toBe(false);
  });

  it('splits plain text into paragraphs on blank lines as the app does, keeping line breaks', () => {
    expect(paragraphs('One\nline two\n\n  \nTwo\n\n\nThree')).toEqual(['One\nline two', 'Two', 'Three']);
    expect(paragraphs('<b>not html</b>')).toEqual(['<b>not html</b>']);
    expect(paragraphs('')).toEqual([]);
  });

  it('reads the field a refusal names', () => {
    expect(problemField({ field: 'titleZh', max: 80 })).toBe('titleZh');
    expect(problemField({ code: 'XYZ' })).toBeNull();
    expect(problemField(null)).toBeNull();
    expect(problemField(undefined)).toBeNull();
  });
});

describe('content fields', () => {
  it('writes product codes as the provider reads them', () => {
    expect(codesField(' nvda, TSLA  aapl，msft ')).toBe('NVDA,TSLA,AAPL,MSFT');
    expect(codesField('')).toBe('');
  });

  it('takes PNG, JPEG and WebP up to the contract’s limit, as base64 of a data: URL', () => {
    const max = CONTENT_LIMITS.imageMaxBytes;
    expect(uploadProblem({ type: 'image/png', size: max }, max)).toBeNull();
    expect(uploadProblem({ type: 'image/webp', size: max + 1 }, max)).toBe('size');
    expect(uploadProblem({ type: 'image/gif', size: 10 }, max)).toBe('type');
    expect(base64OfDataUrl('data:image/png;base64,iVBORw0KGgo=')).toBe('iVBORw0KGgo=');
    expect(base64OfDataUrl('data:text/plain,hello')).toBeNull();
  });
});
