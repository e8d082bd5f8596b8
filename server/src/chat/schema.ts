// Tables of the chat domain. Online service conversation with a demo agent (chat variant).
// Row types as kysely sees them; times are ms since epoch, money is integer minor units.
import type { Generated } from 'kysely';
import type { ContentLanguage, Language } from '../i18n/language';

/** One message of a user's conversation with the online service. */
export interface ChatMessagesTable {
  id: Generated<number>;
  user_id: number;
  sender: 'user' | 'agent';
  content: string;
  /** The language the user reads (the request's content language; en / zh on older rows), which the agent answers in. */
  lang: Language | ContentLanguage;
  created_at: number;
  /** User messages the agent has not answered yet: when to answer. Null once answered (and for agent messages). */
  reply_due_at: number | null;
}

export interface ChatTables {
  chat_messages: ChatMessagesTable;
}
