import { redactUrl } from './log-redaction';

describe('log redaction', () => {
  it('masks the token of a socket URL and leaves other URLs alone', () => {
    expect(redactUrl(`/websocket/${'a'.repeat(64)}`)).toBe('/websocket/<token>');
    expect(redactUrl('/websocket/abc?x=1')).toBe('/websocket/<token>?x=1');
    expect(redactUrl('/api/user/login')).toBe('/api/user/login');
  });
});
