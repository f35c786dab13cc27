import { messages, usersApi, type AnswerOf } from '@institute/shared-schema';
import { call } from '../../api/client';
import { getSession, setSession } from '../../data/session';

/** Keeps the stored session user in step with the server's copy after a change. */
function remember(answer: AnswerOf<typeof usersApi.uploadProfileImage>) {
  const session = getSession();
  if (session) setSession({ ...session, user: answer.user });
  return answer;
}

export async function uploadProfileImage(file: File) {
  const form = new FormData();
  form.append(usersApi.uploadProfileImage.raw.file, file);
  return remember(await call(usersApi.uploadProfileImage, { body: form }, { fallback: messages.profile.imageFailed }));
}

/** The administrator's table of registered students on the profile screen. */
export const listStudents = () => call(usersApi.listStudents, {}, { fallback: messages.profile.studentsFailed });
