// A user's conversation with the online service, as rows of chat_messages.
import type { Kysely, Selectable } from 'kysely';
import type { ChatListResponse, ChatMessage } from '@app/shared/contracts';
import type { Database } from '../db/schema';
import type { ChatMessagesTable } from './schema';

type Row = Pick<Selectable<ChatMessagesTable>, 'id' | 'sender' | 'content' | 'created_at'>;

/**
 * A message as the customer's app receives it. A support member's reply ('staff') is the online
 * service's answer like the canned agent's: the app labels both "Online service", and the chat
 * contract stays as it was (the member's login, a staff credential, never reaches a customer).
 */
export function toChatMessage(row: Row): ChatMessage {
  return { id: row.id, from: row.sender === 'user' ? 'user' : 'agent', content: row.content, createdAt: Number(row.created_at) };
}

export interface ListQuery {
  sinceId?: number;
  beforeId?: number;
  limit: number;
}

/** Oldest first. sinceId: the next `limit` after it; otherwise the `limit` latest (before beforeId). */
export async function listConversation(
  db: Kysely<Database>,
  userId: number,
  { sinceId, beforeId, limit }: ListQuery,
): Promise<ChatListResponse> {
  let query = db.selectFrom('chat_messages').select(['id', 'sender', 'content', 'created_at']).where('user_id', '=', userId);
  if (sinceId !== undefined) {
    const rows = await query
      .where('id', '>', sinceId)
      .orderBy('id', 'asc')
      .limit(limit + 1)
      .execute();
    return { list: rows.slice(0, limit).map(toChatMessage), hasMore: rows.length > limit };
  }
  if (beforeId !== undefined) query = query.where('id', '<', beforeId);
  const rows = await query
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  return { list: rows.slice(0, limit).reverse().map(toChatMessage), hasMore: rows.length > limit };
}
