// The HAProxy configuration of `npm run start:cluster` (scripts/cluster.mjs), on its own so the
// cluster tests run the very same text. No imports: Jest compiles it too.

/** The path the start script asks, with `x-cluster-check: <token>`, to know the balancer it started is the one answering. */
export const BALANCER_CHECK_PATH = '/.cluster-balancer-check';

/**
 * port: where clients connect; instancePorts: the instances on 127.0.0.1; checkToken: a random
 * word only this balancer answers at BALANCER_CHECK_PATH; retries: false turns every resend off
 * (the cluster drill compares both).
 */
export function haproxyConfig({ port, instancePorts, checkToken, maxconn = 9000, retries = true, bind = '0.0.0.0' }) {
  return [
    'global',
    `  maxconn ${maxconn}`,
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    // An upgraded websocket is a tunnel: it may stay quiet for a long time between pings.
    '  timeout tunnel 1h',
    'frontend web',
    `  bind ${bind}:${port}`,
    // The client's address for the per-address limits: instances trust 127.0.0.1 (TRUST_PROXY).
    '  option forwardfor',
    `  http-request return status 200 content-type text/plain string ${checkToken} if { path ${BALANCER_CHECK_PATH} } { req.hdr(x-cluster-check) -m str ${checkToken} }`,
    '  default_backend instances',
    'backend instances',
    '  balance roundrobin',
    ...(retries
      ? [
          // A request whose connection could not be made was never sent: it may go to another
          // instance (redispatch). Once sent, only a GET or HEAD may be sent again after an empty
          // answer; a POST (every API call, money among them) is never resent — the instance that
          // died may have carried it out, and a second instance would do it again.
          '  retries 3',
          '  option redispatch',
          '  retry-on conn-failure empty-response',
          '  http-request disable-l7-retry unless METH_GET',
        ]
      : ['  retries 0']),
    // Which instance answered: for operators, and for the supervision test.
    '  http-response set-header x-served-by %[srv_name]',
    ...instancePorts.map((p, i) => `  server app${i + 1} 127.0.0.1:${p} check inter 1s fall 1 rise 2`),
    '',
  ].join('\n');
}
