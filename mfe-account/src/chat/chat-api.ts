// Online service on chat/send and chat/list (the chat request variant: its own secret, and on
// 102/103 a 2 s relaunch to the login page — both decided by the transport from the chat/ path).
// One cache entry holds the conversation; a refetch asks only for what is newer than the last
// message held, older pages and sent messages are merged into the same entry.
import {
  CHAT,
  api,
  request,
  type ApiError,
  type ChatListResponse,
  type ChatMessage,
  type ChatSendResponse,
  type RootState,
} from '@app/shared';
import { mergeMessages, type Conversation } from './conversation';

/** Polls for the agent's replies while the page is open (the socket's user event is faster). */
export const CHAT_POLL_MS = 5000;
/** Newer pages fetched in one refresh at most (a long absence is caught up in a few steps). */
const MAX_CATCH_UP_PAGES = 5;

export const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    accountChatConversation: build.query<Conversation, void>({
      async queryFn(_arg, queryApi, _extra, baseQuery) {
        const held = (): Conversation | undefined =>
          chatApi.endpoints.accountChatConversation.select()(queryApi.getState() as RootState).data;
        const before = held();
        if (!before) {
          const first = await baseQuery(request('chat/list', { limit: CHAT.defaultPageSize }));
          if (first.error) return { error: first.error as ApiError };
          const page = first.data as ChatListResponse;
          return { data: { messages: page.list, hasOlder: page.hasMore } };
        }
        let fetched: ChatMessage[] = [];
        let sinceId = before.messages.at(-1)?.id ?? 0;
        for (let i = 0; i < MAX_CATCH_UP_PAGES; i++) {
          const next = await baseQuery(request('chat/list', { sinceId, limit: CHAT.maxPageSize }));
          if (next.error) return { error: next.error as ApiError };
          const page = next.data as ChatListResponse;
          fetched = fetched.concat(page.list);
          if (!page.hasMore || page.list.length === 0) break;
          sinceId = page.list.at(-1)!.id;
        }
        // Merged into what is held NOW: an older page or a sent message may have arrived meanwhile.
        const now = held() ?? before;
        return { data: { messages: mergeMessages(now.messages, fetched), hasOlder: now.hasOlder } };
      },
      // The provider announces an agent reply with the socket's user event (the shell turns it
      // into a 'User' invalidation): the reply shows at once, polling is the fallback.
      providesTags: ['Chat', 'User'],
    }),
    accountChatOlder: build.mutation<ChatListResponse, number>({
      query: (beforeId) => request('chat/list', { beforeId, limit: CHAT.defaultPageSize }),
      async onQueryStarted(_beforeId, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            chatApi.util.updateQueryData('accountChatConversation', undefined, (draft) => {
              draft.messages = mergeMessages(data.list, draft.messages);
              draft.hasOlder = data.hasMore;
            }),
          );
        } catch {
          /* shown by the transport */
        }
      },
    }),
    accountChatSend: build.mutation<ChatSendResponse, string>({
      query: (content) => request('chat/send', { content }),
      async onQueryStarted(_content, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            chatApi.util.updateQueryData('accountChatConversation', undefined, (draft) => {
              draft.messages = mergeMessages(draft.messages, [data.message]);
            }),
          );
        } catch {
          /* the page marks the message failed */
        }
      },
    }),
  }),
});

export const { useAccountChatConversationQuery, useAccountChatOlderMutation, useAccountChatSendMutation } = chatApi;
