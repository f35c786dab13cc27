/**
 * The database's shape for Kysely: one interface per table, the only place that declares it, but
 * for `code_runs`, which the runner declares (it uses the table without importing the server).
 * Written by hand beside the migrations; a migration that changes a table changes this file too.
 */
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { CodeRunsTable } from '@institute/runner';
import type { GalleryCategory, OtpPurpose, Resume, SiteImage, SiteItemDetails, SiteItemKind } from '@institute/shared-schema';
import type { ServerSettingKey } from './server-settings.js';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedTimestamp = ColumnType<Date, Date | string | undefined, never>;
/** Columns every synced table has; the trigger sets `updated_at` and `txid`. */
interface SyncColumns {
  created_at: CreatedTimestamp;
  updated_at: ColumnType<Date, never, never>;
  txid: ColumnType<number, never, never>;
}
type Json<T extends object | null> = JSONColumnType<T, string, string>;

export interface SyllabusRow {
  id: string;
  mainTopic: string;
  subTopics: string[];
}

export interface UploadsTable {
  id: string;
  owner_id: string | null;
  purpose: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
  storage_key: string;
  original_name: string | null;
  created_at: CreatedTimestamp;
}

export interface UsersTable extends SyncColumns {
  id: Generated<string>;
  first_name: string;
  last_name: string;
  email: string;
  role: 'admin' | 'student';
  phone_number: string | null;
  address: string | null;
  education: string | null;
  bio: string | null;
  profile_image: string | null;
  status: Generated<string>;
  password_hash: string;
  /** Carried by access tokens (`ver`); raised to end every access token of the account at once. */
  token_version: Generated<number>;
  /** Created by an administrator with the default password: only changing it is allowed until then. */
  must_change_password: Generated<boolean>;
  /** The interface language the user chose (issue 21): null until they choose one. */
  locale: 'en' | 'mr' | 'hi' | null;
}

export interface CoursesTable extends SyncColumns {
  id: Generated<string>;
  title: string;
  description: string;
  image: string | null;
  category: Generated<string>;
  level: 'Beginner' | 'Intermediate' | 'Advanced';
  duration: string;
  instructor: string;
  price: number;
  original_price: number | null;
  skills: Json<string[]>;
  learning_outcomes: Json<string[]>;
  projects: Json<string[]>;
  syllabus: Json<SyllabusRow[]>;
  status: Generated<'draft' | 'published' | 'archived'>;
  is_active: Generated<boolean>;
  students: Generated<number>;
  icon: string | null;
}

export interface EnrollmentsTable extends SyncColumns {
  id: Generated<string>;
  student_id: string;
  course_id: string;
  status: Generated<'in-progress' | 'completed'>;
  progress: Generated<number>;
  next_lesson: string | null;
  enrolled_at: Generated<Date>;
  last_accessed: Timestamp | null;
}

export interface LiveSessionsTable extends SyncColumns {
  id: Generated<string>;
  course_id: string;
  title: string;
  description: Generated<string>;
  date: string;
  time: Generated<string>;
  duration: Generated<string>;
  max_participants: Generated<number>;
  meeting_link: string | null;
  recording_link: string | null;
  status: Generated<'scheduled' | 'ongoing' | 'completed' | 'cancelled'>;
  instructor: Generated<string>;
}

export interface SessionParticipantsTable {
  session_id: string;
  user_id: string;
  joined_at: Generated<Date>;
}

export interface CourseContentsTable extends SyncColumns {
  id: Generated<string>;
  course_id: string;
  live_session_id: string | null;
  title: string;
  description: Generated<string>;
  type: 'video' | 'assignment' | 'note';
  file: string | null;
  duration: string | null;
  position: Generated<number>;
  /** An assignment's due date (`date`, read as `YYYY-MM-DD`) and the marks it is out of (issue 18). */
  due_date: string | null;
  max_marks: number | null;
}

/** One student's submission to one assignment (id `{student_id}:{assignment_id}`). */
export interface AssignmentSubmissionsTable extends SyncColumns {
  id: string;
  assignment_id: string;
  course_id: string;
  student_id: string;
  text: string;
  files: Json<{ id: string; name: string }[]>;
  submitted_at: Timestamp;
  late: boolean;
  marks: number | null;
  max_marks: number;
  feedback: string | null;
  graded_at: Timestamp | null;
  graded_by: string | null;
}

/** What a student did (id `{user_id}:{kind}:{subject_id}`), from which progress is computed. */
export interface LearningEventsTable extends SyncColumns {
  id: string;
  user_id: string;
  course_id: string;
  kind: 'video' | 'assignment' | 'session';
  subject_id: string;
  fraction: number;
  done: boolean;
  at: Timestamp;
}

export interface TestimonialsTable extends SyncColumns {
  id: Generated<string>;
  text: string;
  author: string;
  course: string;
  faculty: string;
  rating: Generated<number>;
  approved: Generated<boolean>;
  submitted_by: string | null;
}

export interface PaymentVerificationsTable extends SyncColumns {
  id: Generated<string>;
  student_id: string;
  course_id: string;
  student_name: string;
  course_name: string;
  amount: number;
  mobile_number: string;
  transaction_id: string;
  payment_date: Generated<Date>;
  screenshot: string | null;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  admin_notes: string | null;
  decided_by: string | null;
  decided_at: Timestamp | null;
}

export interface JobsTable extends SyncColumns {
  id: Generated<string>;
  title: string;
  company: string;
  role: 'Internship' | 'Full Time';
  location: string;
  skills: Json<string[]>;
  posted_on: string;
  last_date: string;
  experience: string;
  salary: Generated<string>;
  batch_eligibility: string | null;
  link: string | null;
  description: string;
}

export interface QuizQuestionsTable extends SyncColumns {
  id: string;
  language: string;
  tier: string;
  sub_level: string;
  position: number;
  kind: string;
  question: string;
  code: string | null;
  options: Json<string[]>;
  correct: number;
  explanation: string;
  verify: Json<Record<string, unknown>> | null;
}

export interface QuizAttemptsTable extends SyncColumns {
  id: string;
  user_id: string;
  language: string;
  tier: string;
  sub_level: string;
  score: number;
  total_questions: number;
  total_time_ms: number;
  answers: Json<{ questionId: string; chosen: number | null }[]>;
  finished_at: Timestamp;
}

export interface CertificatesTable extends SyncColumns {
  id: string;
  attempt_id: string;
  user_id: string;
  first_name: string;
  last_name: string;
  language: string;
  tier: string;
  sub_level: string;
  score: number;
  total_questions: number;
  /** `YYYY-MM-DD`. */
  issued_on: string;
}

/** A student's resume (issue 17): the JSON Resume document, saved whole. */
export interface ResumesTable extends SyncColumns {
  id: string;
  user_id: string;
  resume: Json<Resume>;
  /** The server's time of the last save (never the device's). */
  edited_at: ColumnType<Date, string, string>;
}

export interface BookmarksTable extends SyncColumns {
  id: Generated<string>;
  user_id: string;
  course_id: string;
}

/** A student's saved job (issue 16); `id` is `{user_id}:{job_id}`, the same on every device. */
export interface SavedJobsTable extends SyncColumns {
  id: string;
  user_id: string;
  job_id: string;
}

export interface ContactMessagesTable extends SyncColumns {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  user_id: string | null;
  read_at: Timestamp | null;
  archived_at: Timestamp | null;
}

export interface NotificationsTable extends SyncColumns {
  id: Generated<string>;
  user_id: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  read_at: Timestamp | null;
}

export interface SmsOutboxTable {
  id: Generated<string>;
  phone: string;
  message: string;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  sent_at: Timestamp | null;
  last_error: string | null;
  created_at: CreatedTimestamp;
}

export interface SiteContentTable extends SyncColumns {
  id: string;
  value: Json<Record<string, unknown>>;
}

export interface SiteImagesTable {
  id: string;
  width: number;
  height: number;
  placeholder: string;
  sources: Json<SiteImage['sources']>;
  created_by: string | null;
  created_at: CreatedTimestamp;
}

export interface SiteItemsTable extends SyncColumns {
  id: Generated<string>;
  kind: SiteItemKind;
  category: GalleryCategory | null;
  position: Generated<number>;
  caption: string;
  alt: Generated<string>;
  image_id: string | null;
  image: Json<SiteImage> | null;
  details: Json<SiteItemDetails>;
}

export interface OneTimeCodesTable {
  id: Generated<string>;
  mobile: string;
  purpose: OtpPurpose;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  verified_at: Timestamp | null;
  consumed_at: Timestamp | null;
  created_at: CreatedTimestamp;
}

export interface RefreshTokensTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  /** Set when the token was rotated; presenting it again is reuse. */
  replaced_at: Timestamp | null;
  created_at: CreatedTimestamp;
}

export interface SyncClientsTable {
  client_id: string;
  user_id: string | null;
  last_seq: Generated<number>;
  /** The highest number the device has shown it got the answer for: records up to it may be pruned. */
  acked_seq: Generated<number>;
  updated_at: Generated<Date>;
}

export interface SyncMutationsTable {
  client_id: string;
  seq: number;
  mutation_id: string;
  name: string;
  status: 'applied' | 'rejected';
  message: string | null;
  applied_at: Generated<Date>;
}

export interface SyncTombstonesTable {
  seq: Generated<number>;
  table_name: string;
  row_id: string;
  scope: string | null;
  /** The deleted row's columns (no secrets), to route the delete to every bucket it was in. */
  old: Json<Record<string, unknown>> | null;
  txid: Generated<number>;
  deleted_at: Generated<Date>;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  details: Json<Record<string, unknown>> | null;
  created_at: CreatedTimestamp;
}

export interface ServerSettingsTable {
  key: ServerSettingKey;
  value: string;
  created_at: CreatedTimestamp;
}

/**
 * The analytics rollup of activity (sync pushes, quiz attempts, program runs, live sessions
 * joined), kept by triggers (migration `2026-11-27T9600-activity-rollup`): an account's active
 * days on the institute's calendar, with how many activity rows each has.
 */
export interface UserActivityDaysTable {
  user_id: string;
  /** `YYYY-MM-DD` on the institute's calendar. */
  day: string;
  events: number;
}

/** An account's active weeks (the Monday, `YYYY-MM-DD`), with how many active days each has. */
export interface UserActivityWeeksTable {
  user_id: string;
  week: string;
  days: number;
}

export interface DB {
  server_settings: ServerSettingsTable;
  uploads: UploadsTable;
  users: UsersTable;
  courses: CoursesTable;
  enrollments: EnrollmentsTable;
  live_sessions: LiveSessionsTable;
  session_participants: SessionParticipantsTable;
  course_contents: CourseContentsTable;
  assignment_submissions: AssignmentSubmissionsTable;
  learning_events: LearningEventsTable;
  testimonials: TestimonialsTable;
  payment_verifications: PaymentVerificationsTable;
  jobs: JobsTable;
  saved_jobs: SavedJobsTable;
  quiz_questions: QuizQuestionsTable;
  quiz_attempts: QuizAttemptsTable;
  certificates: CertificatesTable;
  resumes: ResumesTable;
  code_runs: CodeRunsTable;
  bookmarks: BookmarksTable;
  contact_messages: ContactMessagesTable;
  notifications: NotificationsTable;
  sms_outbox: SmsOutboxTable;
  site_content: SiteContentTable;
  site_images: SiteImagesTable;
  site_items: SiteItemsTable;
  one_time_codes: OneTimeCodesTable;
  refresh_tokens: RefreshTokensTable;
  sync_clients: SyncClientsTable;
  sync_mutations: SyncMutationsTable;
  sync_tombstones: SyncTombstonesTable;
  user_activity_days: UserActivityDaysTable;
  user_activity_weeks: UserActivityWeeksTable;
  audit_log: AuditLogTable;
  calendar_feeds: CalendarFeedsTable;
  public_profiles: PublicProfilesTable;
}

/** A student's private calendar feed: the secret token in its address (issue 18). */
export interface CalendarFeedsTable {
  user_id: string;
  token: string;
  created_at: Generated<Date>;
}

/** Whether a student's public profile is hidden (absent: shown). */
export interface PublicProfilesTable {
  user_id: string;
  hidden: boolean;
  updated_at: Generated<Date>;
}
