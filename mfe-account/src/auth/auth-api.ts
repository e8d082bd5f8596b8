// Endpoints of the sign-in pages, injected into the app's one api: logging in, registering (with
// its verification codes and picture captchas) and resetting a forgotten password.
import {
  api,
  request,
  type CaptchaResponse,
  type LoginRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
  type SendVerifyCodeRequest,
  type SendVerifyCodeResponse,
  type SessionResponse,
} from '@app/shared';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    accountLogin: build.mutation<SessionResponse, LoginRequest>({
      query: (req) => request('user/login', req),
    }),
    accountRegister: build.mutation<SessionResponse, RegisterRequest>({
      query: (req) => request('user/register', req),
    }),
    accountSendVerifyCode: build.mutation<SendVerifyCodeResponse, SendVerifyCodeRequest>({
      query: (req) => request('user/sendVerifyCode', req),
    }),
    // A mutation, not a query: every call must fetch a new picture (a captcha answers one try).
    accountNewCaptcha: build.mutation<CaptchaResponse, void>({
      query: () => request('user/captcha', {}),
    }),
    accountResetPassword: build.mutation<null, ResetPasswordRequest>({
      query: (req) => request('user/resetpassword', req),
    }),
  }),
});

export const {
  useAccountLoginMutation,
  useAccountRegisterMutation,
  useAccountSendVerifyCodeMutation,
  useAccountNewCaptchaMutation,
  useAccountResetPasswordMutation,
} = authApi;
