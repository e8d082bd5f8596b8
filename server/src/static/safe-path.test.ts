import { safeRelativePath } from './safe-path';

describe('safe relative paths', () => {
  it('decodes ordinary paths', () => {
    expect(safeRelativePath('assets/main.js')).toBe('assets/main.js');
    expect(safeRelativePath('fonts/my%20font.woff2')).toBe('fonts/my font.woff2');
  });

  it.each(['', '../secret', 'a/../../b', '%2e%2e/x', 'a%2fb', '.git/config', 'a//b', 'a%5cb', 'a%00b', '%E0%A4%A'])('refuses %j', (raw) => {
    expect(safeRelativePath(raw)).toBeNull();
  });
});
