// Tables of the chat domain. Online service conversation with a demo agent (chat variant).
// Row types as kysely sees them; times are ms since epoch, money is integer minor units.
import type { Generated } from 'kysely';
import type { ContentLanguage, Language } from '../i18n/language';

/** One message of a user's conversation with the online service. */
export interface ChatMessagesTable {
  id: Generated<number>;
  user_id: number;
  /** 'staff': a support member's reply (the customer app shows it as the service's, like the agent's). */
  sender: 'user' | 'agent' | 'staff';
  content: string;
  /** The language the user reads (the request's content language; en / zh on older rows), which the agent answers in. */
  lang: Language | ContentLanguage;
  created_at: number;
  /** User messages the agent has not answered yet: when to answer. Null once answered (and for agent messages). */
  reply_due_at: number | null;
  /** The support member who wrote a 'staff' reply (migration 0911), else null. */
  staff_id: number | null;
}

export interface ChatTables {
  chat_messages: ChatMessagesTable;
}
