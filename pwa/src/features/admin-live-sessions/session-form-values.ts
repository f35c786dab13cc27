/** The schedule/edit dialog's values and rules (site spec sections 5 and 9), apart from the screen. */
import { liveSessionDefaults, liveSessionFormSchema, type AdminLiveSession, type LiveSessionForm } from '@institute/shared-schema';

export interface SessionValues {
  title: string;
  description: string;
  courseId: string;
  date: string;
  time: string;
  duration: string;
  maxParticipants: number | string;
  meetingLink: string;
  recordingLink: string;
  status: AdminLiveSession['status'];
  instructor: string;
}

export const blankSession = (courseId = ''): SessionValues => ({
  title: '',
  description: '',
  courseId,
  date: '',
  time: liveSessionDefaults.time,
  duration: liveSessionDefaults.duration,
  maxParticipants: liveSessionDefaults.maxParticipants,
  meetingLink: '',
  recordingLink: '',
  status: liveSessionDefaults.status,
  instructor: '',
});

export const fromSession = (s: AdminLiveSession): SessionValues => ({
  title: s.title,
  description: s.description,
  courseId: s.courseId,
  date: s.date,
  time: s.time,
  duration: s.duration,
  maxParticipants: s.maxParticipants,
  meetingLink: s.meetingLink ?? '',
  recordingLink: s.recordingLink ?? '',
  status: s.status,
  instructor: s.instructor,
});

export const toSessionForm = (v: SessionValues): LiveSessionForm => ({ ...v, maxParticipants: Number(v.maxParticipants) });

/** Each field's problem by the shared schema (the server applies the same). */
export function sessionFormErrors(values: SessionValues): Partial<Record<keyof SessionValues, string>> {
  const result = liveSessionFormSchema.safeParse(toSessionForm(values));
  if (result.success) return {};
  const errors: Partial<Record<keyof SessionValues, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof SessionValues | undefined;
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
