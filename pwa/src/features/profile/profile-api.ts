import { messages } from '@institute/shared-schema';
import { api } from '../../api/http';
import { getSession, setSession, type SessionUser } from '../../data/session';

interface UserAnswer {
  message: string;
  user: SessionUser & { address: string | null; education: string | null; bio: string | null };
}

/** Keeps the stored session user in step with the server's copy after a change. */
function remember(answer: UserAnswer) {
  const session = getSession();
  if (session) setSession({ ...session, user: answer.user });
  return answer;
}

export async function uploadProfileImage(file: File) {
  const form = new FormData();
  form.append('profileImage', file);
  return remember(
    await api<UserAnswer>('/api/users/profile-image', { method: 'POST', body: form, fallback: messages.profile.imageFailed }),
  );
}
