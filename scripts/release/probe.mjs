// The contract test of the gate: loads a remote build's exposed modules into the live shell's own
// federation runtime, in Chromium (the shell's release files and the remote's folder served by a
// throw-away local HTTP server; API calls answer 404), and describes what each module exports.
import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const TYPES = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

function serveFile(res, file) {
  if (!file || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404);
    res.end();
    return;
  }
  res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
  res.end(readFileSync(file));
}

const inside = (root, rel) => {
  const full = path.resolve(root, `.${rel}`);
  return full.startsWith(path.resolve(root) + path.sep) ? full : null;
};

function startServer(shellDir, folders, registry) {
  const html = readFileSync(path.join(shellDir, 'index.html'), 'utf8');
  const json = JSON.stringify(registry).replace(/</g, '\\u003c');
  const page = html.replace(/(<meta charset="[^"]*"\s*\/?>)/i, `$1<script type="application/json" id="remote-registry">${json}</script>`);
  const server = http.createServer((req, res) => {
    const url = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    for (const [prefix, dir] of Object.entries(folders)) {
      if (url.startsWith(prefix)) return serveFile(res, inside(dir, url.slice(prefix.length - 1)));
    }
    if (url.startsWith('/api/') || url === '/remotes.json') {
      res.writeHead(404);
      res.end();
      return;
    }
    if (path.extname(url)) return serveFile(res, inside(shellDir, url));
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** In the page: load each expose through the shell's federation instance and describe it. */
async function describeInPage({ name, entry, exposes }) {
  const deadline = Date.now() + 15000;
  while (!globalThis.__FEDERATION__?.__INSTANCES__?.length) {
    if (Date.now() > deadline) return { __fatal: 'the live shell did not start its federation runtime' };
    await new Promise((r) => setTimeout(r, 50));
  }
  const instances = globalThis.__FEDERATION__.__INSTANCES__;
  const host = instances.find((i) => i.name === 'shell') ?? instances[0];
  host.registerRemotes([{ name, entry }], { force: true });
  const isComponent = (v) => typeof v === 'function' || (typeof v === 'object' && v !== null && typeof v.$$typeof === 'symbol');
  const table = (obj) =>
    obj && typeof obj === 'object' ? Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, isComponent(v)])) : null;
  const out = {};
  for (const expose of exposes) {
    try {
      const mod = await Promise.race([
        host.loadRemote(`${name}/${expose}`),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timed out after 20 s')), 20000)),
      ]);
      if (!mod) throw new Error('loaded as nothing');
      out[expose] = { keys: Object.keys(mod), pages: table(mod.pages), widgets: table(mod.widgets) };
    } catch (err) {
      out[expose] = {
        error: String(err?.message ?? err)
          .split('\n')[0]
          .slice(0, 300),
      };
    }
  }
  return out;
}

/**
 * builds: [{ name, folder, exposes: ['routes', 'widgets'] }] — each loaded in its own page (two
 * versions of one remote share a container name, so never in the same page).
 * Returns one description per build, in order.
 */
export async function probeExposes(shellDir, builds, { chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium' } = {}) {
  const { chromium: pw } = await import('playwright-core');
  const folders = Object.fromEntries(builds.map((b, i) => [`/__probe${i}/`, b.folder]));
  const results = [];
  const browser = await pw.launch({ executablePath: chromium, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    for (const [i, b] of builds.entries()) {
      const entry = `/__probe${i}/remoteEntry.js`;
      const routes = JSON.parse(readFileSync(path.join(b.folder, 'routes.json'), 'utf8'));
      const server = await startServer(shellDir, folders, { [b.name]: { version: 'probe', entry, routes } });
      try {
        const page = await browser.newPage();
        await page.goto(`http://127.0.0.1:${server.address().port}/__release-probe`, { waitUntil: 'domcontentloaded' });
        const described = await page.evaluate(describeInPage, { name: b.name, entry, exposes: b.exposes });
        if (described.__fatal) throw new Error(described.__fatal);
        results.push(described);
        await page.close();
      } finally {
        server.close();
        server.closeAllConnections?.();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
