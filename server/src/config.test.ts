import path from 'node:path';
import { APP_VERSION } from '@app/shared/constants';
import { DEMO_SECRETS } from '@app/shared/transport';
import { loadConfig } from './config';

describe('config', () => {
  it('has demo defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      signSecrets: DEMO_SECRETS,
      latestVersion: APP_VERSION,
      seedDemo: true,
      quoteIntervalMs: 250,
    });
    expect(config.dataDir).toBe(path.resolve(__dirname, '..', '..', 'data'));
    expect(config.releaseDir).toBe(path.resolve(__dirname, '..', '..', 'releases'));
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '18080',
      SEED_DEMO: 'false',
      SIGN_SECRET_MAIN: 'm',
      APP_LATEST_VERSION: '2.0.0',
      APP_LATEST_VERSION_CODE: '200',
      DATA_DIR: 'rel/data',
    });
    expect(config).toMatchObject({ port: 18080, seedDemo: false, latestVersion: { name: '2.0.0', code: 200 } });
    expect(config.signSecrets).toEqual({ main: 'm', chat: DEMO_SECRETS.chat });
    expect(path.isAbsolute(config.dataDir)).toBe(true);
  });

  it('serves plain HTTP unless given a certificate and its key (TLS_CERT_FILE, TLS_KEY_FILE)', () => {
    expect(loadConfig({}).tls).toBeNull();
    expect(loadConfig({ TLS_CERT_FILE: 'tls/cert.pem', TLS_KEY_FILE: '/etc/key.pem' }).tls).toEqual({
      certFile: path.resolve('tls/cert.pem'),
      keyFile: '/etc/key.pem',
    });
  });

  it('trusts no balancer unless told which (TRUST_PROXY)', () => {
    expect(loadConfig({}).guards.trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'off' }).guards.trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8, ::1' }).guards.trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
  });

  it('weighs canaries by a 2-point margin after 100 visitors, every 5 s, unless told otherwise', () => {
    expect(loadConfig({}).canaryHealth).toEqual({ margin: 0.02, minVisitors: 100, checkIntervalMs: 5000, reportsPerIpPerMinute: 60 });
    expect(
      loadConfig({
        RELEASE_CANARY_MARGIN: '0.05',
        RELEASE_CANARY_MIN_VISITORS: '4',
        RELEASE_HEALTH_CHECK_MS: '200',
        RELEASE_HEALTH_REPORTS_PER_IP_PER_MINUTE: '0',
      }).canaryHealth,
    ).toEqual({ margin: 0.05, minVisitors: 4, checkIntervalMs: 200, reportsPerIpPerMinute: 0 });
  });

  it.each([
    [{ RELEASE_CANARY_MARGIN: '2' }],
    [{ RELEASE_CANARY_MARGIN: '2 %' }],
    [{ RELEASE_CANARY_MIN_VISITORS: '0' }],
    [{ RELEASE_HEALTH_CHECK_MS: '5s' }],
    [{ PORT: 'eighty' }],
    [{ PORT: '70000' }],
    [{ SEED_DEMO: 'maybe' }],
    [{ QUOTE_INTERVAL_MS: '0' }],
    [{ SHUTDOWN_GRACE_MS: '10s' }],
    [{ LOG_LEVEL: 'loud' }],
    [{ TRUST_PROXY: 'haproxy.local' }],
    [{ TLS_CERT_FILE: 'cert.pem' }],
    [{ TLS_KEY_FILE: 'key.pem' }],
  ])('refuses %j', (env) => {
    expect(() => loadConfig(env)).toThrow();
  });
});
