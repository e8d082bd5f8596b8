// Background work of the chat domain: the demo agent answers user messages whose reply is due,
// then tells the user's sockets ('user' event) so an open chat refreshes. Driven by the database
// (reply_due_at), so messages sent just before a restart are still answered after it. While a
// support member is on duty (staff/support-duty.ts) the agent stays silent: due messages wait for a
// human (a staff reply clears them) and are answered here only once nobody is on duty any more.
import type { DomainContext } from '../domain-context';
import { agentReply } from './agent';
import { asContentLanguage } from '../i18n/language';
import { someoneOnDuty } from '../staff/support-duty';

/** How often due replies are looked for. */
const TICK_MS = 250;
/** Answered per tick at most (a burst is spread over a few ticks). */
const BATCH = 50;

export async function answerDueMessages(ctx: DomainContext): Promise<number> {
  const now = ctx.now();
  const due = await ctx.db
    .selectFrom('chat_messages')
    .select(['id', 'user_id', 'content', 'lang'])
    .where('reply_due_at', '<=', now)
    .orderBy('id', 'asc')
    .limit(BATCH)
    .execute();
  if (due.length === 0 || (await someoneOnDuty(ctx.db, now))) return 0;
  const users = new Set<number>();
  for (const message of due) {
    const answered = await ctx.db.transaction().execute(async (trx) => {
      // Claimed by clearing reply_due_at: a second server process cannot answer it twice.
      const claim = await trx
        .updateTable('chat_messages')
        .set({ reply_due_at: null })
        .where('id', '=', message.id)
        .where('reply_due_at', 'is not', null)
        .executeTakeFirst();
      if (Number(claim.numUpdatedRows) !== 1) return false;
      await trx
        .insertInto('chat_messages')
        .values({
          user_id: message.user_id,
          sender: 'agent',
          content: agentReply(message.content, asContentLanguage(message.lang)),
          lang: message.lang,
          created_at: now,
          reply_due_at: null,
        })
        .execute();
      return true;
    });
    if (answered) users.add(message.user_id);
  }
  for (const userId of users) ctx.sockets.pushEvent(userId, 'user');
  return due.length;
}

export function startChatJobs(ctx: DomainContext): () => void {
  let running = false;
  let stopped = false;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = true;
    answerDueMessages(ctx)
      .catch(() => undefined)
      .finally(() => {
        running = false;
      });
  }, TICK_MS);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
