// Request logs must not carry credentials. The Authorization header is never logged, but the
// socket URL holds the token itself (/websocket/<token>), so it is masked.
import type { FastifyRequest } from 'fastify';

export function redactUrl(url: string): string {
  return url.replace(/^\/websocket\/[^/?#]+/, '/websocket/<token>');
}

export function serializeRequestForLog(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
}
