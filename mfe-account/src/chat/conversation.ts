// The conversation as the chat page keeps it: the provider's messages by id, oldest first.
import type { ChatMessage } from '@app/shared';

export interface Conversation {
  messages: ChatMessage[];
  /** Older messages exist before the first one held. */
  hasOlder: boolean;
}

/** Both lists merged by id (a later copy wins), oldest first. */
export function mergeMessages(a: readonly ChatMessage[], b: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const m of a) byId.set(m.id, m);
  for (const m of b) byId.set(m.id, m);
  return [...byId.values()].sort((x, y) => x.id - y.id);
}

/** A message the user typed that the provider has not stored yet (or refused). */
export interface OutgoingMessage {
  localId: number;
  content: string;
  state: 'sending' | 'failed';
}
