// Who is logged in, as the store sees it. The shell persists these actions to the device
// (docs/product.md §3 keys) and opens or closes the socket; remotes only dispatch and select.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserInfo } from '../contracts/user';

export interface SessionState {
  token: string | null;
  user: UserInfo | null;
}

const initialState: SessionState = { token: null, user: null };

export type SessionEndReason = 'logout' | 'expired';

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** Login or register succeeded. */
    sessionStarted(_state, action: PayloadAction<{ token: string; user: UserInfo }>) {
      return { token: action.payload.token, user: action.payload.user };
    },
    /** user/userInfo answered retCode 0. */
    userLoaded(state, action: PayloadAction<UserInfo>) {
      state.user = action.payload;
    },
    /** Logout, or 102/103 from the provider. */
    sessionEnded(_state, _action: PayloadAction<{ reason: SessionEndReason }>) {
      return initialState;
    },
  },
  selectors: {
    selectToken: (s) => s.token,
    selectUser: (s) => s.user,
    selectIsLoggedIn: (s) => s.token !== null,
  },
});

export const { sessionStarted, userLoaded, sessionEnded } = sessionSlice.actions;
export const { selectToken, selectUser, selectIsLoggedIn } = sessionSlice.selectors;
