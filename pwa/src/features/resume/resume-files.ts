/** Saving a resume as JSON Resume, and reading a JSON Resume the student chose. */
import { exportJsonResume, importJsonResume, messages, resumeFileName, type Resume } from '@institute/shared-schema';
import { saveFile } from '../../ui/save-file';

export function exportJson(resume: Resume) {
  saveFile(new Blob([JSON.stringify(exportJsonResume(resume), null, 2)], { type: 'application/json' }), resumeFileName(resume, 'json'));
}

/** The resume in a JSON Resume file, or the reason it cannot be read. */
export async function readJsonResume(file: File): Promise<{ resume: Resume } | { error: string }> {
  if (file.size > 2_000_000) return { error: messages.resume.importFailed };
  try {
    const parsed = importJsonResume(JSON.parse(await file.text()));
    return parsed.success ? { resume: parsed.data } : { error: messages.resume.importFailed };
  } catch {
    return { error: messages.resume.importFailed };
  }
}
