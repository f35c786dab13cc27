/**
 * Verify-then-join (site spec section 4 "Live session join"): the server decides whether the
 * student may join now (`GET /api/live-sessions/{id}/verify`); joining (`POST …/join`) records the
 * attendance and answers the meeting link, opened in a new tab. Both need the network.
 */
import { liveSessionsApi, messages, type JoinCheck } from '@institute/shared-schema';
import { call } from '../../api/client';

export async function verifySession(id: string): Promise<JoinCheck> {
  if (!navigator.onLine) return { canJoin: false, message: messages.learning.onlineNeeded };
  return call(liveSessionsApi.verify, { params: { id } }, { fallback: messages.student.cannotJoin });
}

/**
 * Joins and opens the meeting. The tab is opened before the request, while the click still counts
 * as the user's gesture (a tab opened after an await is blocked as a pop-up), and is pointed at the
 * meeting once the server answers, or closed if it refuses.
 */
export async function joinSession(id: string): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const { meetingLink } = await call(liveSessionsApi.join, { params: { id }, body: {} }, { fallback: messages.student.joinFailed });
    if (tab) tab.location.href = meetingLink;
    else window.open(meetingLink, '_blank', 'noopener');
  } catch (e) {
    tab?.close();
    throw e;
  }
}
