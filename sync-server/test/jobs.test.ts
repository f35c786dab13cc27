/**
 * Jobs on a real database (site spec sections 5 and 7, issue 16): the form's rules and messages on
 * the server, reads for everyone and writes for administrators only, an audit row per write, and
 * every change reaching devices through the public sync bucket.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayAfter, messages, savedJobId, type Job } from '@institute/shared-schema';
import { buildApp, type App } from '../src/app.js';
import { randomUUID } from 'node:crypto';
import { createAccount, Device, push, type SignedInAccount } from './sync-helpers.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database.js';
import { codedField } from './coded.js';

let t: TestDatabase;
let app: App;
let admin: SignedInAccount;
let student: SignedInAccount;

const valid = {
  title: '  Java Developer ',
  company: 'Infosys',
  role: 'Full Time',
  location: 'Pune',
  skills: 'Java, Spring Boot ,, SQL',
  postedOn: '2026-11-20',
  lastDate: '2026-12-20',
  experience: '0-2 years',
  batchEligibility: '2025 Batch',
  link: 'https://careers.example.com/java',
  description: 'Build services for banking clients.',
  salary: '',
};

beforeAll(async () => {
  t = await createTestDatabase();
  app = await buildApp({ config: { publicDir: '/nonexistent' }, database: t, authRateLimitPerMinute: 10_000 });
  admin = await createAccount(t, app, 'JobAdmin', 'admin');
  student = await createAccount(t, app, 'JobStudent');
});
afterAll(async () => {
  await app.close();
});

const post = (payload: Record<string, unknown>, headers: Record<string, string> = admin.headers) =>
  app.inject({ method: 'POST', url: '/api/jobs', headers, payload });

describe(`job CRUD on ${testDatabaseKind}`, () => {
  let id = '';

  it('posts a job: trimmed, skills as a list, an empty salary stored as Not specified; everyone can read it', async () => {
    const res = await post(valid);
    expect(res.statusCode).toBe(201);
    const { message, job } = res.json<{ message: string; job: Job }>();
    expect(message).toBe(messages.jobs.created);
    expect(job).toMatchObject({
      title: 'Java Developer',
      skills: ['Java', 'Spring Boot', 'SQL'],
      salary: messages.public.notSpecified,
      postedOn: '2026-11-20',
      lastDate: '2026-12-20',
    });
    id = job.id;
    const list = await app.inject({ method: 'GET', url: '/api/jobs' });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ data: Job[] }>().data.find((j) => j.id === id)).toEqual(job);
    expect((await app.inject({ method: 'GET', url: `/api/jobs/${id}` })).json()).toEqual(job);
    expect((await app.inject({ method: 'GET', url: '/api/jobs/not-a-uuid' })).statusCode).toBe(404);
  });

  it('refuses a bad form with the spec messages, each under its field', async () => {
    const res = await post({ ...valid, title: ' ', company: '', skills: ' , ', link: '', description: '' });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json<{ errors: { field: string; message: string }[] }>();
    expect(errors).toEqual(
      expect.arrayContaining([
        codedField('title', messages.validation.jobFieldRequired('Title')),
        codedField('company', messages.validation.jobFieldRequired('Company')),
        codedField('skills', messages.validation.jobFieldRequired('Skills')),
        codedField('link', messages.validation.jobFieldRequired('Link')),
        codedField('description', messages.validation.jobFieldRequired('Description')),
      ]),
    );
    const fieldOf = async (payload: Record<string, unknown>) =>
      (await post(payload)).json<{ errors: { field: string; message: string }[] }>().errors;
    expect(await fieldOf({ ...valid, postedOn: '20/11/2026' })).toEqual([codedField('postedOn', messages.jobs.dateInvalid('Posted date'))]);
    expect(await fieldOf({ ...valid, lastDate: '2026-02-30' })).toEqual([codedField('lastDate', messages.jobs.dateInvalid('Last date'))]);
    expect(await fieldOf({ ...valid, lastDate: '2026-11-19' })).toEqual([codedField('lastDate', messages.jobs.lastDateBeforePosted)]);
    expect(await fieldOf({ ...valid, link: 'javascript:alert(1)' })).toEqual([codedField('link', messages.jobs.linkInvalid)]);
    expect(await fieldOf({ ...valid, role: 'Part Time' })).toEqual([codedField('role', messages.validation.jobFieldRequired('Role'))]);
    expect((await post({ ...valid, title: 'x'.repeat(201) })).statusCode).toBe(400);
  });

  it('lets only administrators write: a visitor gets 401, a student 403', async () => {
    expect((await post(valid, {})).statusCode).toBe(401);
    expect((await post(valid, student.headers)).statusCode).toBe(403);
    expect((await app.inject({ method: 'PUT', url: `/api/jobs/${id}`, payload: valid })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PUT', url: `/api/jobs/${id}`, headers: student.headers, payload: valid })).statusCode).toBe(403);
    expect((await app.inject({ method: 'DELETE', url: `/api/jobs/${id}` })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: `/api/jobs/${id}`, headers: student.headers })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/api/jobs/${id}` })).json<Job>().title).toBe('Java Developer');
  });

  it('carries every change to devices through the public bucket, and audits each write', async () => {
    const device = new Device(app, null);
    await device.pull();
    expect(device.rows('public', 'jobs').find((r) => r.id === id)).toMatchObject({ title: 'Java Developer' });

    const changed = await app.inject({
      method: 'PUT',
      url: `/api/jobs/${id}`,
      headers: admin.headers,
      payload: { ...valid, title: 'Senior Java Developer', role: 'Internship', salary: '₹6 LPA' },
    });
    expect(changed.json()).toMatchObject({ message: messages.jobs.updated, job: { title: 'Senior Java Developer', salary: '₹6 LPA' } });
    await device.pull();
    expect(device.rows('public', 'jobs').find((r) => r.id === id)).toMatchObject({ title: 'Senior Java Developer', role: 'Internship' });

    const removed = await app.inject({ method: 'DELETE', url: `/api/jobs/${id}`, headers: admin.headers });
    expect(removed.json()).toMatchObject({ message: messages.jobs.deleted });
    await device.pull();
    expect(device.ids('public', 'jobs')).not.toContain(id);
    expect((await app.inject({ method: 'DELETE', url: `/api/jobs/${id}`, headers: admin.headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'PUT', url: `/api/jobs/${id}`, headers: admin.headers, payload: valid })).statusCode).toBe(404);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'entity_id'])
      .where('entity', '=', 'job')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'job.create', actor_id: admin.id, entity_id: id },
      { action: 'job.update', actor_id: admin.id, entity_id: id },
      { action: 'job.delete', actor_id: admin.id, entity_id: id },
    ]);
  });
});

describe(`job pages for search engines on ${testDatabaseKind}`, () => {
  const ldOf = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

  it('sends an open job with its facts in the HTML and its JobPosting data, validThrough the deadline', async () => {
    const lastDate = dayAfter(10);
    const { job } = (await post({ ...valid, title: 'Data <Analyst>', postedOn: dayAfter(-1), lastDate, salary: '₹4.5 LPA' })).json<{
      job: Job;
    }>();
    const res = await app.inject({ method: 'GET', url: `/services/job-portal/${job.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<h1>Data &lt;Analyst&gt;</h1>');
    expect(res.body).toContain('Build services for banking clients.');
    const [ld, ...more] = ldOf(res.body);
    expect(more).toHaveLength(0);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Data <Analyst>',
      description: 'Build services for banking clients.',
      datePosted: dayAfter(-1),
      validThrough: lastDate,
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Infosys' },
      jobLocation: { '@type': 'Place', address: { addressLocality: 'Pune' } },
      baseSalary: { currency: 'INR', value: { value: 450000, unitText: 'YEAR' } },
    });
    expect(res.body).not.toContain('<Analyst>"');
    // In Marathi the page is the app's shell in Marathi: no English facts drawn before the app's own.
    const marathi = await app.inject({ method: 'GET', url: `/mr/services/job-portal/${job.id}` });
    expect(marathi.statusCode).toBe(200);
    expect(marathi.body).toMatch(/<html lang="mr"/);
    expect(marathi.body).not.toContain('Experience:');
    expect((await app.inject({ method: 'GET', url: '/hi/services/job-portal/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });

  it('marks a remote internship TELECOMMUTE, leaves out a salary in words, and gives a closed job none', async () => {
    const remote = (
      await post({
        ...valid,
        role: 'Internship',
        location: 'Remote',
        salary: 'Competitive Stipend',
        postedOn: dayAfter(-2),
        lastDate: dayAfter(3),
      })
    ).json<{ job: Job }>().job;
    const [ld] = ldOf((await app.inject({ method: 'GET', url: `/services/job-portal/${remote.id}` })).body);
    expect(ld).toMatchObject({ employmentType: 'INTERN', jobLocationType: 'TELECOMMUTE' });
    expect(ld).not.toHaveProperty('jobLocation');
    expect(ld).not.toHaveProperty('baseSalary');

    const closed = (await post({ ...valid, postedOn: dayAfter(-30), lastDate: dayAfter(-1) })).json<{ job: Job }>().job;
    const page = await app.inject({ method: 'GET', url: `/services/job-portal/${closed.id}` });
    expect(page.statusCode).toBe(200);
    expect(ldOf(page.body)).toEqual([]);
    expect(page.body).toContain(messages.jobs.closed);

    expect((await app.inject({ method: 'GET', url: '/services/job-portal/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });
});

describe(`saved jobs on ${testDatabaseKind}`, () => {
  const save = (deviceId: string, seq: number, jobId: string, saved: boolean) =>
    push(app, student, deviceId, [{ seq, id: randomUUID(), name: 'job.save', args: { jobId, saved } }]);

  it('a student saves a job on one device, offline alike, and sees it on another; saving twice is one row', async () => {
    const { job } = (await post({ ...valid, title: 'Saved Role' })).json<{ job: Job }>();
    const phone = `phone-${randomUUID()}`;
    const laptop = `laptop-${randomUUID()}`;
    expect((await save(phone, 1, job.id, true)).results[0]).toMatchObject({ status: 'applied' });
    expect((await save(laptop, 1, job.id, true)).results[0]).toMatchObject({ status: 'applied' });
    const other = new Device(app, student);
    await other.pull();
    const bucket = `user:${student.id}`;
    const rows = other.rows(bucket, 'savedJobs');
    expect(rows).toMatchObject([{ id: savedJobId(student.id, job.id), jobId: job.id }]);
    expect(Number.isNaN(Date.parse(String(rows[0]!.savedAt)))).toBe(false);
    // Another student's device does not see it.
    const classmate = new Device(app, await createAccount(t, app, 'Classmate'));
    await classmate.pull();
    expect(classmate.rows(`user:${classmate.account!.id}`, 'savedJobs')).toEqual([]);

    expect((await save(phone, 2, job.id, false)).results[0]).toMatchObject({ status: 'applied' });
    await other.pull();
    expect(other.rows(bucket, 'savedJobs')).toEqual([]);

    // A job deleted by an administrator leaves every list it was on.
    await save(phone, 3, job.id, true);
    await other.pull();
    expect(other.ids(bucket, 'savedJobs')).toEqual([savedJobId(student.id, job.id)]);
    await app.inject({ method: 'DELETE', url: `/api/jobs/${job.id}`, headers: admin.headers });
    await other.pull();
    expect(other.rows(bucket, 'savedJobs')).toEqual([]);

    // Saving a job that no longer exists is refused with a message; unsaving it is done already.
    expect((await save(phone, 4, job.id, true)).results[0]).toMatchObject({ status: 'rejected', message: messages.jobs.notFound });
    expect((await save(phone, 5, job.id, false)).results[0]).toMatchObject({ status: 'applied' });
  });
});
