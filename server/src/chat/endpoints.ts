// Handlers of the chat domain's endpoints (its part of the shared contract).
import type { ChatEndpoints } from '@app/shared/contracts';
import type { DomainContext } from '../domain-context';
import type { HandlersOf } from '../http/endpoint';

export function chatEndpoints(_ctx: DomainContext): HandlersOf<ChatEndpoints> {
  return {} as HandlersOf<ChatEndpoints>;
}
