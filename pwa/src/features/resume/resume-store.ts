/**
 * The student's resumes. Two places, one rule:
 * - `resumeDrafts` (the device's own table) takes every change at once, so a reload, a crash or a
 *   closed tab loses nothing, offline included;
 * - a moment after the last change (and when the page is hidden or left) the resume goes whole to
 *   the outbox as a `resume.save` write, whose optimistic effect updates the synced `resumes`
 *   collection; the server keeps it in the student's account and other devices pull it.
 * A draft still `pending` (not yet handed to the outbox) wins over the synced row; otherwise the
 * synced row is the truth, so a resume continued on another device opens with that device's changes.
 */
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useLiveQuery } from '../../data/use-live-query';
import { isLocale, resumeSchema, sampleResumeFor, type Resume, type ResumeTemplateId } from '@institute/shared-schema';
import { formattersFor } from '../../i18n/format';
import { db, type ResumeDraftRow } from '../../data/db';
import { mutate } from '../../sync/sync-runtime';

/** How long after the last change the resume is queued for the server. */
export const resumeSyncDelayMs = 1500;

const draftsOf = (scope: string) => db.resumeDrafts.where('[scope+updatedAt]').between([scope, -Infinity], [scope, Infinity]);

/** The student's resumes, drafts and synced rows merged, most recently changed first. */
async function listResumes(scope: string): Promise<ResumeDraftRow[]> {
  const [drafts, synced] = await Promise.all([
    draftsOf(scope).toArray(),
    db.collection('resumes').where('bucket').equals(`user:${scope}`).toArray(),
  ]);
  const byId = new Map<string, ResumeDraftRow>();
  for (const row of synced)
    byId.set(row.id, { id: row.id, scope, resume: row.resume, updatedAt: Date.parse(row.editedAt), pending: false });
  for (const draft of drafts) if (draft.pending || !byId.has(draft.id)) byId.set(draft.id, draft);
  return [...byId.values()].sort((a, b) => b.updatedAt - a.updatedAt);
}

export function useResumeList(scope: string): ResumeDraftRow[] | undefined {
  return useLiveQuery(() => listResumes(scope), [scope]);
}

const timers = new Map<string, ReturnType<typeof setTimeout>>();

/** Hands the draft to the outbox now, if it has changes the outbox does not have yet. */
export async function flushResume(id: string): Promise<void> {
  clearTimeout(timers.get(id));
  timers.delete(id);
  const draft = await db.resumeDrafts.get(id);
  if (!draft?.pending) return;
  await mutate('resume.save', { id, resume: draft.resume });
  // Only if nothing changed meanwhile; a newer change keeps it pending for its own save.
  await db.resumeDrafts
    .where('id')
    .equals(id)
    .and((d) => d.updatedAt === draft.updatedAt)
    .modify({ pending: false });
}

/** Queues every pending draft (the page is hidden or left). */
export function flushAllResumes(): void {
  for (const id of [...timers.keys()]) void flushResume(id).catch(() => undefined);
}

function scheduleFlush(id: string) {
  clearTimeout(timers.get(id));
  timers.set(
    id,
    setTimeout(() => void flushResume(id).catch(() => undefined), resumeSyncDelayMs),
  );
}

/**
 * A new resume from the template's sample, not stored yet (the first change stores it). Its default
 * name is in the language shown when it is made ("Resume 2", "रेझ्युमे २"), then the student's to change.
 */
function newResume(scope: string, template: ResumeTemplateId, count: number, from?: Resume): ResumeDraftRow {
  const resume = structuredClone(from ?? sampleResumeFor(template));
  const number = formattersFor(isLocale(i18n.locale) ? i18n.locale : 'en').number(count + 1);
  resume.meta['x-app'] = { title: resume.meta['x-app'].title || t`Resume ${number}`, template };
  return { id: crypto.randomUUID(), scope, resume, updatedAt: Date.now(), pending: true };
}

export async function createResume(scope: string, template: ResumeTemplateId, from?: Resume): Promise<ResumeDraftRow> {
  const row = newResume(scope, template, (await listResumes(scope)).length, from);
  await db.resumeDrafts.add(row);
  scheduleFlush(row.id);
  return row;
}

/** Deletes a resume here and, through the outbox, from the account. */
export async function deleteResume(id: string): Promise<void> {
  clearTimeout(timers.get(id));
  timers.delete(id);
  await db.resumeDrafts.delete(id);
  await mutate('resume.delete', { id });
}

/** Saves a change at once; the model is checked first, so the store never holds what the server would refuse. */
export async function saveResume(row: ResumeDraftRow, resume: Resume): Promise<void> {
  await db.resumeDrafts.put({ ...row, resume: resumeSchema.parse(resume), updatedAt: Date.now(), pending: true });
  scheduleFlush(row.id);
}

/**
 * The resume to open: the one asked for, else the latest; with none, the template's sample, `unsaved`
 * until its first change, so a device whose first sync has not brought the student's resumes yet
 * does not add an untouched copy of the sample to the account.
 */
export async function openResume(
  scope: string,
  template: ResumeTemplateId,
  id?: string,
): Promise<{ row: ResumeDraftRow; unsaved: boolean }> {
  const all = await listResumes(scope);
  const found = (id && all.find((r) => r.id === id)) || all[0];
  return found ? { row: found, unsaved: false } : { row: newResume(scope, template, 0), unsaved: true };
}
