// Types of scripts/haproxy-config.mjs, for the TypeScript tests that run it.
export declare const BALANCER_CHECK_PATH: string;
export declare function haproxyConfig(options: {
  port: number;
  instancePorts: number[];
  checkToken: string;
  maxconn?: number;
  retries?: boolean;
  bind?: string;
}): string;
