import { authApi, messages, usersApi, type AnswerOf, type ProfileUpdateRequest } from '@institute/shared-schema';
import { call } from '../../api/client';
import { db } from '../../data/db';
import { getSession, setSession } from '../../data/session';

/** Keeps the stored session user (and the device's synced copy) in step with the server's copy after a change. */
function remember(answer: AnswerOf<typeof usersApi.uploadProfileImage>) {
  const session = getSession();
  if (session) setSession({ ...session, user: answer.user });
  void db
    .collection('me')
    .update(answer.user.id, answer.user)
    .catch(() => undefined);
  return answer;
}

/**
 * A change of email or phone goes online, with the current password (and for a new phone the code
 * sent to it): the offline `profile.update` cannot carry them, so a stolen session cannot move the
 * account's recovery contacts.
 */
export async function updateContact(body: ProfileUpdateRequest) {
  return remember(await call(usersApi.updateProfile, { body }, { fallback: messages.profile.updateFailed }));
}

/** Sends a code to the new number the profile is being changed to. */
export const sendPhoneCode = (mobile: string) =>
  call(authApi.sendOtp, { body: { mobile, purpose: 'change-phone' } }, { fallback: messages.auth.sendOtpFailed });

export async function uploadProfileImage(file: File) {
  const form = new FormData();
  form.append(usersApi.uploadProfileImage.raw.file, file);
  return remember(await call(usersApi.uploadProfileImage, { body: form }, { fallback: messages.profile.imageFailed }));
}

/** The administrator's table of registered students on the profile screen. */
export const listStudents = () => call(usersApi.listStudents, {}, { fallback: messages.profile.studentsFailed });
