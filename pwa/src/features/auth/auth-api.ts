/** The account calls of the spec (section 7), through the one API client. */
import type { AuthResponse, OtpPurpose } from '@institute/shared-schema';
import { api } from '../../api/http';
import { setSession } from '../../data/session';

export const sendOtp = (mobile: string, purpose: OtpPurpose, fallback: string) =>
  api<{ message: string }>('/api/auth/send-otp', { method: 'POST', body: { mobile, purpose }, fallback });

export const verifyOtp = (mobile: string, otp: string, purpose: OtpPurpose, fallback: string) =>
  api<{ verified: boolean }>('/api/auth/verify-otp', { method: 'POST', body: { mobile, otp, purpose }, fallback });

function keep(response: AuthResponse) {
  setSession({ user: response.user, token: response.token, refreshToken: response.refreshToken });
  return response;
}

export const login = async (email: string, password: string, fallback: string) =>
  keep(await api<AuthResponse>('/api/auth/login', { method: 'POST', body: { email, password }, fallback }));

export const register = async (
  body: { firstName: string; lastName: string; email: string; phoneNumber: string; password: string; otp: string },
  fallback: string,
) => keep(await api<AuthResponse>('/api/auth/register', { method: 'POST', body, fallback }));

export const resetPassword = (body: { mobile: string; newPassword: string; otp?: string }, fallback: string) =>
  api<{ message: string }>('/api/auth/reset-password', { method: 'POST', body, fallback });

/**
 * Ends the session here at once (it must work offline too) and tells the server when it can.
 * Signing out on purpose also removes the account's data from this device (a shared lab machine).
 */
export function logout() {
  const refreshToken = localStorage.getItem('refreshToken');
  setSession(null);
  void import('../../sync/account-data').then((m) => m.clearThisDevice());
  if (refreshToken) void api('/api/auth/logout', { method: 'POST', body: { refreshToken } }).catch(() => undefined);
}
