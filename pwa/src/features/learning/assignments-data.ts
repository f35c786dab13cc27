/**
 * The assignments feature's door to data on the student's side (issue 18). A submission is the
 * `assignment.submit` sync mutation: each attached file is kept on the device as a blob and
 * uploaded first (`PUT /api/assignment-files/{id}`), then the mutation follows, so a student with
 * no signal can submit and walk away; the server stamps the time and the late mark, and the
 * administrator's marks come back through the user bucket.
 */
import { assignmentRules, checkAssignmentFile, messages } from '@institute/shared-schema';
import { fetchObjectUrl } from '../../api/http';
import { db } from '../../data/db';
import { mutate } from '../../sync/sync-runtime';

/** What is wrong with the files chosen, or null. */
export function checkFiles(files: readonly File[]): string | null {
  if (files.length > assignmentRules.maxFiles) return messages.assignments.tooManyFiles(assignmentRules.maxFiles);
  for (const f of files) {
    const problem = checkAssignmentFile(f);
    if (problem) return problem;
  }
  return null;
}

/** Submits (or resubmits, keeping `kept`: files of the earlier submission, already uploaded). */
export async function submitAssignment(
  assignmentId: string,
  text: string,
  files: readonly File[],
  kept: readonly { id: string; name: string }[] = [],
): Promise<void> {
  const attached = files.map((file) => ({ id: crypto.randomUUID(), file }));
  await mutate(
    'assignment.submit',
    { assignmentId, text: text.trim(), files: [...kept, ...attached.map((a) => ({ id: a.id, name: a.file.name }))] },
    attached.map((a) => ({ id: a.id, blob: a.file, name: a.file.name, purpose: 'assignment-file' as const })),
  );
}

/** An attached file to open: from the device while it waits to upload, from the server after. */
export async function attachedFileUrl(id: string): Promise<string> {
  const waiting = await db.blobs.get(id);
  if (waiting) return URL.createObjectURL(waiting.blob);
  return fetchObjectUrl(`/api/uploads/${encodeURIComponent(id)}`);
}
