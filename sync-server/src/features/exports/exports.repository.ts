/**
 * SQL of the CSV exports (issue 19) lives here and only here. Each export reads its table a page at
 * a time in primary-key order (keyset pages: each page starts after the last id of the one before),
 * so an export of any size holds one page in memory and never skips or repeats a row.
 */
import type { Kysely } from 'kysely';
import { quizPassed, type ExportKind } from '@institute/shared-schema';
import type { DB } from '../../db/schema.js';
import type { CsvValue } from './csv.js';

export const exportPageRows = 1000;

interface ExportSpec {
  header: string[];
  /** The rows after `afterId` (all from the start when null), at most `exportPageRows`, each with its id. */
  page: (db: Kysely<DB>, afterId: string | null) => Promise<{ id: string; cells: CsvValue[] }[]>;
}

const specs: Record<ExportKind, ExportSpec> = {
  students: {
    header: ['Id', 'First name', 'Last name', 'Email', 'Phone', 'Status', 'Joined'],
    page: async (db, afterId) => {
      const rows = await db
        .selectFrom('users')
        .select(['id', 'first_name', 'last_name', 'email', 'phone_number', 'status', 'created_at'])
        .where('role', '=', 'student')
        .$if(afterId !== null, (q) => q.where('id', '>', afterId!))
        .orderBy('id')
        .limit(exportPageRows)
        .execute();
      return rows.map((r) => ({ id: r.id, cells: [r.id, r.first_name, r.last_name, r.email, r.phone_number, r.status, r.created_at] }));
    },
  },
  enrollments: {
    header: ['Id', 'Student', 'Student email', 'Course', 'Status', 'Progress (%)', 'Enrolled'],
    page: async (db, afterId) => {
      const rows = await db
        .selectFrom('enrollments as e')
        .innerJoin('users as u', 'u.id', 'e.student_id')
        .innerJoin('courses as c', 'c.id', 'e.course_id')
        .select(['e.id', 'u.first_name', 'u.last_name', 'u.email', 'c.title', 'e.status', 'e.progress', 'e.enrolled_at'])
        .$if(afterId !== null, (q) => q.where('e.id', '>', afterId!))
        .orderBy('e.id')
        .limit(exportPageRows)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        cells: [r.id, `${r.first_name} ${r.last_name}`, r.email, r.title, r.status, r.progress, r.enrolled_at],
      }));
    },
  },
  payments: {
    header: ['Id', 'Student', 'Course', 'Amount (INR)', 'Transaction id', 'Mobile', 'Submitted', 'Status', 'Decided by', 'Decided', 'Note'],
    page: async (db, afterId) => {
      const rows = await db
        .selectFrom('payment_verifications as p')
        .leftJoin('users as d', 'd.id', 'p.decided_by')
        .select([
          'p.id',
          'p.student_name',
          'p.course_name',
          'p.amount',
          'p.transaction_id',
          'p.mobile_number',
          'p.payment_date',
          'p.status',
          'd.email as decider',
          'p.decided_at',
          'p.admin_notes',
        ])
        .$if(afterId !== null, (q) => q.where('p.id', '>', afterId!))
        .orderBy('p.id')
        .limit(exportPageRows)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        cells: [
          r.id,
          r.student_name,
          r.course_name,
          r.amount,
          r.transaction_id,
          r.mobile_number,
          r.payment_date,
          r.status,
          r.decider,
          r.decided_at,
          r.admin_notes,
        ],
      }));
    },
  },
  'quiz-results': {
    header: ['Id', 'Student', 'Student email', 'Language', 'Tier', 'Level', 'Score', 'Questions', 'Passed', 'Time (s)', 'Finished'],
    page: async (db, afterId) => {
      const rows = await db
        .selectFrom('quiz_attempts as a')
        .innerJoin('users as u', 'u.id', 'a.user_id')
        .select([
          'a.id',
          'u.first_name',
          'u.last_name',
          'u.email',
          'a.language',
          'a.tier',
          'a.sub_level',
          'a.score',
          'a.total_questions',
          'a.total_time_ms',
          'a.finished_at',
        ])
        .$if(afterId !== null, (q) => q.where('a.id', '>', afterId!))
        .orderBy('a.id')
        .limit(exportPageRows)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        cells: [
          r.id,
          `${r.first_name} ${r.last_name}`,
          r.email,
          r.language,
          r.tier,
          r.sub_level,
          r.score,
          r.total_questions,
          quizPassed(r.score),
          Math.round(r.total_time_ms / 1000),
          r.finished_at,
        ],
      }));
    },
  },
};

export const exportHeader = (kind: ExportKind) => specs[kind].header;

/** Every row of an export, page by page. */
export async function* exportRows(db: Kysely<DB>, kind: ExportKind): AsyncGenerator<CsvValue[]> {
  let afterId: string | null = null;
  for (;;) {
    const page = await specs[kind].page(db, afterId);
    for (const row of page) yield row.cells;
    if (page.length < exportPageRows) return;
    afterId = page.at(-1)!.id;
  }
}
