/**
 * The student's resumes on this device (Dexie `resumeDrafts`): every change is written at once, so a
 * reload, a crash or a closed tab loses nothing. Several resumes per student, each with a name.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { resumeSchema, sampleResumeFor, type Resume, type ResumeTemplateId } from '@institute/shared-schema';
import { db, type ResumeDraftRow } from '../../data/db';

/** The student's resumes, most recently changed first (undefined while loading). */
export function useResumeList(scope: string): ResumeDraftRow[] | undefined {
  return useLiveQuery(
    () => db.resumeDrafts.where('[scope+updatedAt]').between([scope, -Infinity], [scope, Infinity]).reverse().toArray(),
    [scope],
  );
}

export async function createResume(scope: string, template: ResumeTemplateId, from?: Resume): Promise<ResumeDraftRow> {
  const count = await db.resumeDrafts.where('[scope+updatedAt]').between([scope, -Infinity], [scope, Infinity]).count();
  const resume = structuredClone(from ?? sampleResumeFor(template));
  resume.meta['x-app'] = { title: resume.meta['x-app'].title || `Resume ${count + 1}`, template };
  const row: ResumeDraftRow = { id: crypto.randomUUID(), scope, resume, updatedAt: Date.now() };
  await db.resumeDrafts.add(row);
  return row;
}

/** Saves a change; the model is checked first, so the store never holds what an import or a sync would refuse. */
export async function saveResume(row: ResumeDraftRow, resume: Resume): Promise<void> {
  await db.resumeDrafts.put({ ...row, resume: resumeSchema.parse(resume), updatedAt: Date.now() });
}

export async function deleteResume(id: string): Promise<void> {
  await db.resumeDrafts.delete(id);
}

/** The resume to open: the one asked for, else the latest, else a new one from the template's sample. */
export async function openResume(scope: string, template: ResumeTemplateId, id?: string): Promise<ResumeDraftRow> {
  const asked = id ? await db.resumeDrafts.get(id) : undefined;
  if (asked && asked.scope === scope) return asked;
  const latest = await db.resumeDrafts.where('[scope+updatedAt]').between([scope, -Infinity], [scope, Infinity]).last();
  return latest ?? createResume(scope, template);
}
