/** The account calls of the spec (section 7), through the typed client. */
import { authApi, type AuthResponse, type EndpointRequest, type OtpPurpose } from '@institute/shared-schema';
import { call } from '../../api/client';
import { setSession } from '../../data/session';

export const sendOtp = (mobile: string, purpose: OtpPurpose, fallback: string) =>
  call(authApi.sendOtp, { body: { mobile, purpose } }, { fallback });

export const verifyOtp = (mobile: string, otp: string, purpose: OtpPurpose, fallback: string) =>
  call(authApi.verifyOtp, { body: { mobile, otp, purpose } }, { fallback });

function keep(response: AuthResponse) {
  setSession({
    user: response.user,
    token: response.token,
    refreshToken: response.refreshToken,
    mustChangePassword: response.mustChangePassword,
  });
  return response;
}

export const login = async (email: string, password: string, fallback: string) =>
  keep(await call(authApi.login, { body: { email, password } }, { fallback }));

export const register = async (body: EndpointRequest<typeof authApi.register>['body'], fallback: string) =>
  keep(await call(authApi.register, { body }, { fallback }));

/** Changes the signed-in user's password; the answer is a new session (other devices sign in again). */
export const changePassword = async (body: EndpointRequest<typeof authApi.changePassword>['body'], fallback: string) =>
  keep(await call(authApi.changePassword, { body }, { fallback }));

export const resetPassword = (body: EndpointRequest<typeof authApi.resetPassword>['body'], fallback: string) =>
  call(authApi.resetPassword, { body }, { fallback });

/**
 * Ends the session here at once (it must work offline too) and tells the server when it can.
 * Signing out on purpose also removes the account's data from this device (a shared lab machine).
 */
export function logout() {
  const refreshToken = localStorage.getItem('refreshToken');
  setSession(null);
  void import('../../sync/account-data').then((m) => m.clearThisDevice());
  if (refreshToken) void call(authApi.logout, { body: { refreshToken } }).catch(() => undefined);
}
