// Online service (chat variant of the transport, its own secret).
// Request and response types of this domain's endpoints (docs/product.md §7). Money and prices are decimal
// strings on the wire; times are ms since epoch.

/** One message of the user's conversation with the online service. */
export interface ChatMessage {
  /** Increasing: a later message has a larger id. */
  id: number;
  from: 'user' | 'agent';
  content: string;
  createdAt: number;
}

/** chat/send: a message of 1–CHAT.maxMessageChars characters. */
export interface ChatSendRequest {
  content: string;
}
export interface ChatSendResponse {
  message: ChatMessage;
}

/**
 * chat/list: the conversation, oldest first. With `sinceId`: the messages after it (polling for
 * new ones); with `beforeId`: the page before it (scrolling back); with neither: the latest page.
 */
export interface ChatListRequest {
  sinceId?: number;
  beforeId?: number;
  /** Default CHAT.defaultPageSize, at most CHAT.maxPageSize. */
  limit?: number;
}
export interface ChatListResponse {
  list: ChatMessage[];
  /** More messages exist in the direction asked (older for a page, newer for sinceId). */
  hasMore: boolean;
}

export interface ChatEndpoints {
  'chat/send': { req: ChatSendRequest; res: ChatSendResponse; auth: true };
  'chat/list': { req: ChatListRequest; res: ChatListResponse; auth: true };
}

/** retCodes of this domain: 2800–2899. Messages live in the server's catalogue. */
export const CHAT_RET_CODES = {
  CHAT_MESSAGE_EMPTY: 2800,
  CHAT_MESSAGE_TOO_LONG: 2801,
  /** More than CHAT.maxMessagesPerMinute messages in a minute. */
  CHAT_TOO_FAST: 2802,
} as const;
