// Test double of the browser's WebSocket for createQuoteSocket (@app/shared/socket; used by tests
// only). It records every instance, the frames sent and how it was closed; the test plays the
// server with `serverOpen`, `emit` and `serverClose`.
import type { ClientMessage } from '../contracts/socket';
import type { SocketLike } from '../socket/quote-socket';

export class FakeSocket implements SocketLike {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 3;

  /** Every socket created, oldest first. */
  static instances: FakeSocket[] = [];
  static reset() {
    FakeSocket.instances = [];
  }
  static latest(): FakeSocket {
    const s = FakeSocket.instances.at(-1);
    if (!s) throw new Error('no FakeSocket was created');
    return s;
  }
  /** A `create` dependency for createQuoteSocket. */
  static create = (url: string): FakeSocket => new FakeSocket(url);

  readyState = FakeSocket.CONNECTING;
  readonly sent: string[] = [];
  /** Arguments of close() calls made by the client. */
  readonly closedWith: Array<{ code?: number; reason?: string }> = [];
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: { code: number }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }

  /** Frames sent by the client, parsed. */
  get messages(): ClientMessage[] {
    return this.sent.map((s) => JSON.parse(s) as ClientMessage);
  }

  send(data: string): void {
    if (this.readyState !== FakeSocket.OPEN) throw new Error('InvalidStateError: send() on a socket that is not open');
    this.sent.push(data);
  }

  /** Client closes: like the browser, the close event follows. */
  close(code?: number, reason?: string): void {
    this.closedWith.push({ code, reason });
    if (this.readyState === FakeSocket.CLOSED) return;
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code: code ?? 1005 });
  }

  // --- the server's side ---
  serverOpen(): void {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.({});
  }

  emit(data: unknown): void {
    this.onmessage?.({ data });
  }

  emitJson(value: unknown): void {
    this.emit(JSON.stringify(value));
  }

  /** The connection drops or the server closes it with `code`. */
  serverClose(code = 1006): void {
    this.readyState = FakeSocket.CLOSED;
    this.onerror?.({});
    this.onclose?.({ code });
  }
}
