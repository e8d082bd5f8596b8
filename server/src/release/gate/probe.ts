// The contract test of the gate: a remote build's exposed modules (`./routes`, `./widgets`) loaded
// into the live shell's own federation runtime, in Chromium, on this provider's page (the
// candidate shown in place of the live version: browser.ts), each described by what it exports.
import type { Browser } from 'playwright-core';
import type { RegistryEntry } from '../registry';
import { candidateContext } from './browser';
import type { Shape } from './checks';

/** A page no remote owns: the shell starts and shows its not-found page, the probe does the rest. */
export const PROBE_PATH = '/__release-gate/probe';

/**
 * In the page: load each expose through the shell's federation instance and describe it. Plain
 * JavaScript source, so no compiler helper (a function's kept name) ends up in the page.
 */
const DESCRIBE_IN_PAGE = `async ({ name, entry, exposes }) => {
  const deadline = Date.now() + 15000;
  while (!globalThis.__FEDERATION__?.__INSTANCES__?.length) {
    if (Date.now() > deadline) return { __fatal: 'the live shell did not start its federation runtime' };
    await new Promise((r) => setTimeout(r, 50));
  }
  const instances = globalThis.__FEDERATION__.__INSTANCES__;
  const host = instances.find((i) => i.name === 'shell') ?? instances[0];
  host.registerRemotes([{ name, entry }], { force: true });
  const isComponent = (v) => typeof v === 'function' || (typeof v === 'object' && v !== null && typeof v.$$typeof === 'symbol');
  const table = (obj) => (obj && typeof obj === 'object' ? Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, isComponent(v)])) : null);
  const out = {};
  for (const expose of exposes) {
    try {
      const mod = await Promise.race([
        host.loadRemote(name + '/' + expose),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timed out after 20 s')), 20000)),
      ]);
      if (!mod) throw new Error('loaded as nothing');
      out[expose] = { keys: Object.keys(mod), pages: table(mod.pages), widgets: table(mod.widgets) };
    } catch (err) {
      out[expose] = { error: String(err?.message ?? err).split('\\n')[0].slice(0, 300) };
    }
  }
  return out;
}`;

/** The exposes a build's mf-manifest.json declares: ['routes', 'widgets']. */
export function exposesOf(manifest: unknown): string[] {
  const list = (manifest as { exposes?: unknown })?.exposes;
  return Array.isArray(list)
    ? list
        .map((e: { path?: unknown; name?: unknown }) => String(e?.path ?? e?.name ?? ''))
        .map((p) => p.replace(/^\.\//, ''))
        .filter(Boolean)
    : [];
}

/**
 * Describes the exposed modules of `build` (a hosted version of `remote`) as the live shell loads
 * them. Two versions of one remote share a container name, so each build gets its own page.
 */
export async function probeExposes(
  browser: Browser,
  { baseUrl, remote, build, exposes }: { baseUrl: string; remote: string; build: RegistryEntry; exposes: string[] },
): Promise<Shape> {
  const context = await candidateContext(browser, { baseUrl, remote, candidate: build, locale: 'en-US' });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}${PROBE_PATH}`, { waitUntil: 'domcontentloaded' });
    const input = JSON.stringify({ name: remote, entry: build.entry, exposes });
    const described = (await page.evaluate(`(${DESCRIBE_IN_PAGE})(${input})`)) as Shape | { __fatal?: string };
    if ('__fatal' in described && typeof described.__fatal === 'string') throw new Error(described.__fatal);
    return described as Shape;
  } finally {
    await context.close();
  }
}
