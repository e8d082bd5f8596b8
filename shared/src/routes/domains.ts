// The product's domains, one per remote. The list is JSON so that the build and release scripts
// (plain Node, no TypeScript) read the same definition as the shell and the e2e tests.
import list from './domains.json';

export type DomainName = 'market' | 'trade' | 'ipo' | 'wallet' | 'account';

/** Every domain, in the order the build and the registry list them. */
export const DOMAINS: readonly DomainName[] = list as DomainName[];

export function isDomainName(value: unknown): value is DomainName {
  return typeof value === 'string' && (DOMAINS as readonly string[]).includes(value);
}
