// A throw-away self-signed certificate for 127.0.0.1 (openssl, from Debian), for the tests and
// journeys that serve HTTPS with HTTP/2 (TLS_CERT_FILE / TLS_KEY_FILE): the server's tests and the
// e2e harness. Node only, so it is its own entry (@app/shared/testing/tls), never loaded by a
// jsdom test through @app/shared/testing.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export function selfSignedCertificate(dir: string): { certFile: string; keyFile: string } {
  const certFile = path.join(dir, 'tls-cert.pem');
  const keyFile = path.join(dir, 'tls-key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  return { certFile, keyFile };
}
