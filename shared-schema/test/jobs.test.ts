import { describe, expect, it } from 'vitest';
import { arrangeJobs, filterJobs, isJobClosed, jobBoardSearch, jobFormSchema, localDay, messages } from '../src/index.js';

const job = (title: string, postedOn: string, lastDate: string) => ({ title, postedOn, lastDate });

describe('job board rules (issue 16)', () => {
  it('a job is open through its last date and closed the day after', () => {
    expect(isJobClosed({ lastDate: '2026-11-27' }, '2026-11-27')).toBe(false);
    expect(isJobClosed({ lastDate: '2026-11-26' }, '2026-11-27')).toBe(true);
  });
  it('puts open jobs first, each newest posted first', () => {
    const jobs = [
      job('old open', '2026-11-01', '2026-12-30'),
      job('closed new', '2026-11-20', '2026-11-21'),
      job('new open', '2026-11-25', '2026-12-30'),
      job('closed old', '2026-10-01', '2026-10-05'),
    ];
    expect(arrangeJobs(jobs, '2026-11-27').map((j) => j.title)).toEqual(['new open', 'old open', 'closed new', 'closed old']);
  });
  it('filters in the given order, the same jobs as matchesJob, a search on title, company or location', () => {
    const row = (title: string, company: string, location: string, role: 'Internship' | 'Full Time') => ({
      title,
      company,
      location,
      role,
    });
    const rows = [
      row('Java Developer', 'TCS', 'Pune', 'Full Time'),
      row('Python Intern', 'Cognizant', 'Remote', 'Internship'),
      row('QA Intern', 'Infosys', 'Pune', 'Internship'),
    ];
    expect(filterJobs(rows, 'all', '  PUNE ').map((j) => j.title)).toEqual(['Java Developer', 'QA Intern']);
    expect(filterJobs(rows, 'internship', 'pune').map((j) => j.title)).toEqual(['QA Intern']);
    expect(filterJobs(rows, 'full-time', '').map((j) => j.title)).toEqual(['Java Developer']);
    expect(filterJobs(rows, 'all', 'cognizant').map((j) => j.title)).toEqual(['Python Intern']);
    // Searched again (the lowercased text is kept per row), the answer is the same.
    expect(filterJobs(rows, 'all', 'INTERN').map((j) => j.title)).toEqual(['Python Intern', 'QA Intern']);
    expect(filterJobs(rows, 'all', 'intern').map((j) => j.title)).toEqual(['Python Intern', 'QA Intern']);
    // No match across two fields joined.
    expect(filterJobs(rows, 'all', 'tcs pune')).toEqual([]);
  });
  it('reads the search and filter from a URL, dropping what it does not know', () => {
    expect(jobBoardSearch({ q: 'java', filter: 'internship' })).toEqual({ q: 'java', filter: 'internship' });
    expect(jobBoardSearch({ saved: true })).toEqual({ saved: true });
    expect(jobBoardSearch({ saved: 'no' })).toEqual({});
    expect(jobBoardSearch({ q: 2025, filter: 'all' })).toEqual({ q: '2025' });
    expect(jobBoardSearch({ q: '  ', filter: 'part-time' })).toEqual({});
    expect(jobBoardSearch({ q: 'x'.repeat(500) }).q).toHaveLength(200);
  });
  it('localDay is the device calendar day', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
  it('refuses an impossible date and a last date before the posted date', () => {
    const base = {
      title: 'T',
      company: 'C',
      role: 'Internship',
      location: 'L',
      skills: ['a'],
      postedOn: '2026-11-20',
      lastDate: '2026-11-20',
      experience: 'E',
      batchEligibility: 'B',
      link: 'https://example.com',
      description: 'D',
    };
    expect(jobFormSchema.safeParse(base).success).toBe(true);
    const messagesOf = (v: object) => jobFormSchema.safeParse({ ...base, ...v }).error?.issues.map((i) => i.message);
    expect(messagesOf({ postedOn: '2026-13-01' })).toEqual([messages.jobs.dateInvalid('Posted date')]);
    expect(messagesOf({ lastDate: '2026-11-19' })).toEqual([messages.jobs.lastDateBeforePosted]);
    expect(messagesOf({ link: 'ftp://example.com' })).toEqual([messages.jobs.linkInvalid]);
  });
});
