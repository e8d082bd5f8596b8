// GET /websocket/:token — live quotes for the codes a client subscribes to (docs/product.md §4, §7).
// The token is checked before the upgrade completes; a bad one gets the socket closed with 4401
// and nothing else.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type WebSocket from 'ws';
import type { ActiveSession, Sessions } from '../auth/sessions';
import { QUOTES_SOCKET } from '../constants';
import { readClientMessage } from './client-messages';
import { send, type QuoteSubscriber, type SocketHub } from './socket-hub';

type SocketRequest = FastifyRequest<{ Params: { token: string } }>;

/** `now`: the domains' clock (DomainContext.now), so a session's expiry follows the same time as the API. */
export function registerQuotesSocket(app: FastifyInstance, sessions: Sessions, hub: SocketHub, now: () => number): void {
  // Looked up in a hook so the handler can attach its listeners synchronously and miss no frame.
  const sessionOf = new WeakMap<FastifyRequest, ActiveSession>();

  app.get<{ Params: { token: string } }>(
    '/websocket/:token',
    {
      websocket: true,
      preValidation: async (request: SocketRequest) => {
        const session = await sessions.find(request.params.token, now());
        if (session) sessionOf.set(request, session);
      },
    },
    (socket: WebSocket, request: SocketRequest) => {
      const session = sessionOf.get(request);
      if (!session) {
        socket.close(QUOTES_SOCKET.unauthorizedCloseCode, 'unauthorized');
        return;
      }
      const subscriber: QuoteSubscriber = {
        socket,
        userId: session.userId,
        tokenHash: session.tokenHash,
        codes: new Set(),
        address: request.ip,
      };
      hub.add(subscriber);
      socket.on('close', () => hub.remove(subscriber));
      socket.on('message', (data, isBinary) => {
        const message = readClientMessage(data, isBinary);
        if (!message) return;
        switch (message.op) {
          case 'ping':
            send(socket, { type: 'pong' });
            break;
          case 'sub':
            for (const code of message.codes) {
              if (subscriber.codes.size >= QUOTES_SOCKET.maxSubscribedCodes) break;
              subscriber.codes.add(code);
            }
            subscriber.codesKey = undefined;
            break;
          case 'unsub':
            for (const code of message.codes) subscriber.codes.delete(code);
            subscriber.codesKey = undefined;
            break;
        }
      });
    },
  );
}

const reported = new WeakSet<WebSocket>();

/**
 * @fastify/websocket's error handler: a frame the socket layer refuses (a bad opcode, an unmasked
 * or oversized frame, invalid UTF-8) ends that connection. It is the client's fault, not the
 * server's: one warn line per connection, with the error's code and message and no stack, so no
 * client can fill the error log (its default writes every such error with its stack).
 */
export function onSocketError(error: Error, socket: WebSocket, request: FastifyRequest): void {
  if (!reported.has(socket)) {
    reported.add(socket);
    request.log.warn(
      { socketError: { code: (error as { code?: unknown }).code, message: error.message } },
      'socket closed: a frame it could not take',
    );
  }
  socket.terminate();
}
