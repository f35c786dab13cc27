/**
 * First-start seeding: demo content when the database has no course yet, and the first
 * administrator (from ADMIN_EMAIL/ADMIN_PASSWORD, or generated and printed once).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { hashPassword } from '../auth/passwords.js';
import { findUserByEmail, insertUser } from '../features/users/users.repository.js';
import { demoCourses, demoJobs, demoSessionOffsets, demoTestimonials } from './demo-data.js';
import { hasAnyAdmin, hasAnyCourse, insertCourseWithContent, insertJobs, insertTestimonials } from './seed.repository.js';

const dayMs = 24 * 60 * 60 * 1000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * dayMs).toISOString().slice(0, 10);

export async function seedDemoData(db: Kysely<DB>): Promise<boolean> {
  if (await hasAnyCourse(db)) return false;
  await db.transaction().execute(async (trx) => {
    for (const c of demoCourses)
      await insertCourseWithContent(
        trx,
        {
          title: c.title,
          description: c.description,
          image: null,
          category: c.category,
          level: c.level,
          duration: c.duration,
          instructor: c.instructor,
          price: c.price,
          original_price: c.originalPrice,
          skills: JSON.stringify(c.skills),
          learning_outcomes: JSON.stringify(c.learningOutcomes),
          projects: JSON.stringify(c.projects),
          syllabus: JSON.stringify(c.syllabus.map((s) => ({ id: randomUUID(), ...s }))),
          status: 'published',
          icon: c.icon,
        },
        (courseId) => ({
          sessions: demoSessionOffsets.map((s) => ({
            title: `${c.title}: ${s.title}`,
            description: `${s.title} for the ${c.title} batch.`,
            date: isoDay(s.days),
            time: '18:30',
            instructor: c.instructor,
            status: s.status,
            meeting_link: 'https://meet.jit.si/epl-' + courseId.slice(0, 8),
            recording_link: s.days < 0 ? 'https://www.youtube.com/' : null,
          })),
          contents: [
            ...c.syllabus.slice(0, 3).map((s, i) => ({
              title: s.mainTopic,
              description: s.subTopics.join(', '),
              type: 'video' as const,
              duration: `${40 + i * 5} min`,
              position: i,
            })),
            // Assignments are contents of type assignment (issue 18): these two have no file, only their task.
            {
              title: `${c.syllabus[0]?.mainTopic ?? 'Basics'} practice set`,
              description: 'Solve the problems and upload your code.',
              type: 'assignment' as const,
              due_date: isoDay(7),
              max_marks: 100,
              position: 3,
            },
            {
              title: 'Mini project',
              description: 'Build the first project of the course.',
              type: 'assignment' as const,
              due_date: isoDay(14),
              max_marks: 100,
              position: 4,
            },
          ],
        }),
      );
    await insertJobs(
      trx,
      demoJobs.map((j) => ({
        title: j.title,
        company: j.company,
        role: j.role,
        location: j.location,
        skills: JSON.stringify(j.skills),
        posted_on: isoDay(-j.daysAgo),
        last_date: isoDay(j.daysLeft),
        experience: j.experience,
        salary: j.salary || 'Not specified',
        batch_eligibility: j.batchEligibility,
        link: 'https://forms.gle/',
        description: j.description,
      })),
    );
    await insertTestimonials(
      trx,
      demoTestimonials.map((t) => ({ ...t, approved: true })),
    );
  });
  return true;
}

export type AdminSeedResult = { created: false } | { created: true; email: string; password: string; generated: boolean };

/**
 * Makes sure an administrator exists. With credentials configured, that account is created if
 * missing (an existing one is left alone). Without, the first start creates one with a generated
 * password, which the caller prints once; it is never stored in clear.
 */
export async function ensureAdmin(db: Kysely<DB>, configured: { email: string; password: string } | null): Promise<AdminSeedResult> {
  if (configured) {
    if (await findUserByEmail(db, configured.email)) return { created: false };
    await insertAdmin(db, configured.email, configured.password);
    return { created: true, email: configured.email, password: configured.password, generated: false };
  }
  if (await hasAnyAdmin(db)) return { created: false };
  const email = 'admin@institute.local';
  const password = `Adm1n!${randomBytes(9).toString('base64url')}`;
  await insertAdmin(db, email, password);
  return { created: true, email, password, generated: true };
}

async function insertAdmin(db: Kysely<DB>, email: string, password: string) {
  await insertUser(db, {
    firstName: 'Institute',
    lastName: 'Administrator',
    email,
    role: 'admin',
    phoneNumber: null,
    passwordHash: await hashPassword(password),
  });
}
