// What a caller sees when something goes wrong outside a handler's business rules: /api answers
// an Envelope, everything else plain text. Unexpected errors are logged in full and answered
// without detail — never a stack trace or SQL in a response.
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { RetCode } from '@app/shared/contracts';
import { languageOfRequest } from '../i18n/language';
import { failure } from './envelope';

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

function languageOf(request: FastifyRequest) {
  const body = request.body as { lang?: unknown } | undefined;
  return languageOfRequest(typeof body === 'object' && body !== null ? body.lang : undefined);
}

export function registerFailureHandlers(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) return reply.code(404).send(failure(RetCode.NOT_FOUND, languageOf(request)));
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    // 4xx raised by Fastify itself: body too large, unsupported content type, unparsable body.
    if (status >= 400 && status < 500) {
      if (isApiPath(request.url)) return reply.code(status).send(failure(RetCode.INVALID_PARAMS, languageOf(request)));
      return reply.code(status).type('text/plain; charset=utf-8').send('Bad request');
    }
    request.log.error({ err: error }, 'unexpected failure');
    if (isApiPath(request.url)) return reply.code(500).send(failure(RetCode.SERVER_ERROR, languageOf(request)));
    return reply.code(500).type('text/plain; charset=utf-8').send('Internal server error');
  });
}
