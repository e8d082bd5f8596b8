// The console's texts: both languages have the same keys, every key the code names exists, and
// the keys made from a name (a page, a role, a queue, a review kind) exist for every name.
import fs from 'node:fs';
import path from 'node:path';
import { STAFF_ROLES } from '@app/shared/staff';
import { en } from './locales/en';
import { zhHans } from './locales/zh-Hans';
import { PAGES } from './pages';
import { REVIEW_TABS } from './pages/ReviewPage';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

const enKeys = new Set(keysOf(en));

function sources(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? sources(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'));
}

describe('the console texts', () => {
  it('has the same keys in simplified Chinese as in English, none empty', () => {
    expect(keysOf(zhHans).sort()).toEqual([...enKeys].sort());
    for (const key of keysOf(zhHans)) expect(key.split('.').reduce<any>((o, k) => o[k], zhHans)).not.toBe('');
  });

  it('has every key the code names', () => {
    const named = sources(__dirname).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/\bt\('([a-zA-Z.-]+)'/g)].map((m) => m[1]),
    );
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter((key) => !enKeys.has(key))).toEqual([]);
  });

  it('names every page, role, queue and review kind', () => {
    const made = [
      ...PAGES.map((p) => `nav.${p.id}`),
      ...STAFF_ROLES.map((r) => `roles.${r}`),
      ...REVIEW_TABS.flatMap((tab) => [`review.tabs.${tab}`, `review.detailTitle.${tab}`]),
      ...['deposits', 'withdrawals', 'realname'].flatMap((kind) => [`decision.approveWhat.${kind}`, `decision.rejectWhat.${kind}`]),
      ...['approve', 'reject'].map((d) => `decision.done.${d}`),
      ...['required', 'too-long'].map((p) => `decision.reason.${p}`),
      ...['bank', 'usdt'].map((m) => `review.method.${m}`),
    ];
    expect(made.filter((key) => !enKeys.has(key))).toEqual([]);
  });
});
