// A signed-in session for a page that needs one (what the store starts with after logging in).
import type { UserInfo } from '../contracts/user';
import type { SessionState } from '../store/session-slice';

export const TEST_USER: UserInfo = {
  uid: 'U100001',
  account: 'test@example.com',
  accountType: 'email',
  nickname: 'Test',
  realNameStatus: 0,
  inviteCode: 'TEST01',
  createdAt: 1767225600000,
};

export const TEST_SESSION: SessionState = { token: 'test-token', user: TEST_USER, endedOn: null };
