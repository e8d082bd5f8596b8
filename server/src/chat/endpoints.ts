// Handlers of the chat domain's endpoints (its part of the shared contract). Paths under chat/ are
// signed with the chat secret (variantOfPath); both need a session.
import type { ChatEndpoints } from '@app/shared/contracts';
import { contentFor } from '../i18n/request-content';
import { RetCode } from '@app/shared/contracts';
import { CHAT } from '@app/shared/constants';
import type { DomainContext } from '../domain-context';
import type { HandlersOf } from '../http/endpoint';
import { ApiFailure } from '../http/envelope';
import { optionalInteger, requiredText } from '../http/form-fields';
import { listConversation, toChatMessage } from './conversation';

const MINUTE_MS = 60 * 1000;
/** Bytes a message may have on the wire before its characters are even counted (4 per code point). */
const WIRE_MAX = CHAT.maxMessageChars * 4;

export function chatEndpoints(ctx: DomainContext): HandlersOf<ChatEndpoints> {
  const { db } = ctx;
  return {
    'chat/send': {
      auth: true,
      fields: { content: requiredText(WIRE_MAX) },
      async handle({ content }, { session, lang }) {
        // The agent answers in the reader's language: the content language (zh-Hant, ja) where the request has one.
        const text = content.trim();
        if (text === '') throw new ApiFailure(RetCode.CHAT_MESSAGE_EMPTY);
        if ([...text].length > CHAT.maxMessageChars) throw new ApiFailure(RetCode.CHAT_MESSAGE_TOO_LONG);
        const now = ctx.now();
        const { n } = await db
          .selectFrom('chat_messages')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', session.userId)
          .where('sender', '=', 'user')
          .where('created_at', '>', now - MINUTE_MS)
          .executeTakeFirstOrThrow();
        if (Number(n) >= CHAT.maxMessagesPerMinute) throw new ApiFailure(RetCode.CHAT_TOO_FAST);
        const row = await db
          .insertInto('chat_messages')
          .values({
            user_id: session.userId,
            sender: 'user',
            content: text,
            lang: contentFor(lang),
            created_at: now,
            reply_due_at: now + CHAT.agentReplyDelayMs,
          })
          .returning(['id', 'sender', 'content', 'created_at'])
          .executeTakeFirstOrThrow();
        return { message: toChatMessage(row) };
      },
    },

    'chat/list': {
      auth: true,
      fields: {
        sinceId: optionalInteger(0, Number.MAX_SAFE_INTEGER),
        beforeId: optionalInteger(1, Number.MAX_SAFE_INTEGER),
        limit: optionalInteger(1, CHAT.maxPageSize),
      },
      async handle({ sinceId, beforeId, limit }, { session }) {
        if (sinceId !== undefined && beforeId !== undefined) throw new ApiFailure(RetCode.INVALID_PARAMS);
        return listConversation(db, session.userId, { sinceId, beforeId, limit: limit ?? CHAT.defaultPageSize });
      },
    },
  };
}
