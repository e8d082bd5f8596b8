// Endpoints of the register and forget pages, injected into the app's one api: verification
// codes, picture captchas, password reset (the account extras of the shared contract).
import {
  api, request,
  type CaptchaResponse, type ResetPasswordRequest, type SendVerifyCodeRequest, type SendVerifyCodeResponse,
} from '@app/shared';

export const authExtrasApi = api.injectEndpoints({
  endpoints: (build) => ({
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

export const { useAccountSendVerifyCodeMutation, useAccountNewCaptchaMutation, useAccountResetPasswordMutation } = authExtrasApi;
