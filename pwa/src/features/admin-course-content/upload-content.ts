/**
 * Sends the wizard's form with its file and reports the bytes sent, for the progress bar: fetch
 * cannot report an upload's progress, XMLHttpRequest can. The fields go before the file (the
 * server refuses the file before reading it when a field is wrong). An expired access token is
 * refreshed once and the upload sent again.
 */
import { contentApi, messages, pathOf, type ContentForm, type CourseContent } from '@institute/shared-schema';
import { ApiError, offlineMessage, refreshSession } from '../../api/http';
import { getSession } from '../../data/session';

type Answer = { message: string; content: CourseContent };

function send(courseId: string, form: ContentForm, file: File, onProgress: (sent: number, total: number) => void) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(form)) if (value !== undefined) data.append(key, String(value));
    data.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', pathOf(contentApi.add.path, { id: courseId }));
    const token = getSession()?.token;
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => onProgress(e.loaded, e.lengthComputable ? e.total : file.size);
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON: the status says enough.
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new ApiError(0, offlineMessage));
    xhr.send(data);
  });
}

export async function uploadContent(
  courseId: string,
  form: ContentForm,
  file: File,
  onProgress: (sent: number, total: number) => void,
): Promise<Answer> {
  let res = await send(courseId, form, file, onProgress);
  if (res.status === 401 && (await refreshSession())) res = await send(courseId, form, file, onProgress);
  if (res.status >= 200 && res.status < 300) return res.body as Answer;
  const message = (res.body as { message?: string } | null)?.message ?? messages.adminSave.content;
  throw new ApiError(res.status, message, res.body);
}
