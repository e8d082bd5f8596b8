// The app's one websocket: @app/shared/socket's client, with the account notices it receives going
// to the notice bus (the banner shows them on whatever page is open).
import { createQuoteSocket as createSocketClient, type QuoteSocketDeps } from '@app/shared/socket';
import { publishNotice } from '../notices/notice-bus';

export type { QuoteSocket, QuoteSocketDeps, SocketLike } from '@app/shared/socket';

export function createQuoteSocket(deps: QuoteSocketDeps) {
  return createSocketClient({ ...deps, onNotice: deps.onNotice ?? publishNotice });
}
