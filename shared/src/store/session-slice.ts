// Who is logged in, as the store sees it. The shell persists these actions to the device
// (docs/product.md §3 keys) and opens or closes the socket; remotes only dispatch and select.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserInfo } from '../contracts/user';

export interface SessionState {
  token: string | null;
  user: UserInfo | null;
  /**
   * After a 102/103 (docs/product.md §4): the page (path and query) where the session ended. It stays on
   * screen, under the message, until the relaunch or until the customer leaves it; null otherwise.
   */
  endedOn: string | null;
}

const initialState: SessionState = { token: null, user: null, endedOn: null };

export type SessionEndReason = 'logout' | 'expired';

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** Login or register succeeded. */
    sessionStarted(_state, action: PayloadAction<{ token: string; user: UserInfo }>) {
      return { token: action.payload.token, user: action.payload.user, endedOn: null };
    },
    /** user/userInfo answered retCode 0. */
    userLoaded(state, action: PayloadAction<UserInfo>) {
      state.user = action.payload;
    },
    /**
     * Logout, or 102/103 from the provider (`on`: the page it happened on). Further 102/103 answers
     * while the relaunch is pending keep the first page.
     */
    sessionEnded(state, action: PayloadAction<{ reason: SessionEndReason; on?: string }>) {
      const endedOn = action.payload.reason === 'expired' ? (state.endedOn ?? action.payload.on ?? null) : null;
      return { ...initialState, endedOn };
    },
    /** The page where the session ended is gone: relaunched, or the customer left it. */
    sessionExpiryOver(state) {
      state.endedOn = null;
    },
  },
  selectors: {
    selectToken: (s) => s.token,
    selectUser: (s) => s.user,
    selectIsLoggedIn: (s) => s.token !== null,
    selectSessionEndedOn: (s) => s.endedOn,
  },
});

export const { sessionStarted, userLoaded, sessionEnded, sessionExpiryOver } = sessionSlice.actions;
export const { selectToken, selectUser, selectIsLoggedIn, selectSessionEndedOn } = sessionSlice.selectors;
