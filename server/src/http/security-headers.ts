// Headers that cost nothing and close common holes: no MIME sniffing, no referrer leaking the
// app's paths to other sites, the HTML may not be framed, and a strict Content-Security-Policy on
// every HTML page.
//
// The CSP is computed from the final HTML as it is sent: scripts only from this origin plus the
// sha256 of each inline script the server-written index.html carries (registry, home data hints…;
// data blocks such as <script type="application/json"> never execute and need none). So no inline
// event handler, no injected <script>, no eval can run, and a future rendering mistake stays inert.
// Styles keep 'unsafe-inline' (the critical CSS <style> of index.html and React style attributes);
// CSS cannot run script.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Types a browser executes (none, a JavaScript MIME type, or module). */
const EXECUTABLE_TYPE = /^\s*(|module|(text|application)\/(java|ecma)script)\s*$/i;

/** sha256 CSP sources of the inline scripts of `html` that a browser would run. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (!EXECUTABLE_TYPE.test(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export function contentSecurityPolicy(html: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(' ')}`.trim(),
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Registered before compression, so the HTML is still text when its CSP is computed. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) {
      reply.header('X-Frame-Options', 'DENY'); // what frame-ancestors 'none' says, for older browsers
      const html = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
      // A streamed page cannot be hashed: it gets the policy without inline scripts (they would not run).
      reply.header('Content-Security-Policy', contentSecurityPolicy(html ?? ''));
    }
    return payload;
  });
}
