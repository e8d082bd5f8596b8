// A throw-away self-signed certificate for 127.0.0.1 (openssl, from Debian), for the tests and
// benchmarks that serve HTTPS with HTTP/2 (TLS_CERT_FILE / TLS_KEY_FILE).
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export function selfSignedCertificate(dir: string): { certFile: string; keyFile: string } {
  const certFile = path.join(dir, 'tls-cert.pem');
  const keyFile = path.join(dir, 'tls-key.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost', '-keyout', keyFile, '-out', certFile,
  ], { stdio: 'ignore' });
  return { certFile, keyFile };
}
