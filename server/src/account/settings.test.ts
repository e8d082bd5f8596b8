import { loadAccountSettings } from './settings';

describe('account settings', () => {
  it('logs captcha answers by default (demo aid)', () => {
    expect(loadAccountSettings({})).toEqual({ demoLogCaptcha: true });
  });

  it.each([
    ['off', false],
    ['0', false],
    ['false', false],
    ['on', true],
    ['1', true],
    [' ON ', true],
  ])('DEMO_LOG_CAPTCHA=%j', (raw, expected) => {
    expect(loadAccountSettings({ DEMO_LOG_CAPTCHA: raw }).demoLogCaptcha).toBe(expected);
  });

  it('refuses anything else', () => {
    expect(() => loadAccountSettings({ DEMO_LOG_CAPTCHA: 'maybe' })).toThrow(/DEMO_LOG_CAPTCHA/);
  });
});
