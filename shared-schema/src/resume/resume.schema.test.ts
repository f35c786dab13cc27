import { describe, expect, it } from 'vitest';
import { emptyItem, exportJsonResume, importJsonResume, resumeFileName, resumeLimits, resumeSchema } from './resume.schema.js';
import { sampleExperiencedResume, sampleFresherResume, sampleResumeFor } from './sample-resume.js';

describe('resume model', () => {
  it('fills every missing section and field, so an empty object is an empty resume', () => {
    const r = resumeSchema.parse({});
    expect(r.basics.name).toBe('');
    expect(r.work).toEqual([]);
    expect(r.meta['x-app'].title).toBe('');
  });

  it('exports valid JSON Resume and imports it back unchanged, app data under meta["x-app"]', () => {
    const resume = { ...sampleFresherResume, meta: { 'x-app': { title: 'Internship', template: 'FresherTemplate3' as const } } };
    const exported = JSON.parse(JSON.stringify(exportJsonResume(resume))) as Record<string, unknown>;
    expect(exported.$schema).toMatch(/jsonresume/);
    expect(Object.keys(exported)).toEqual(expect.arrayContaining(['basics', 'work', 'education', 'skills', 'meta']));
    const back = importJsonResume(exported);
    expect(back.success && back.data).toEqual(resume);
  });

  it("imports another tool's JSON Resume, dropping sections it does not know", () => {
    const result = importJsonResume({
      basics: { name: 'अनिता पाटील', label: 'Designer', location: { city: 'Nashik' } },
      work: [{ name: 'Studio', position: 'Intern', highlights: ['Logos'] }],
      volunteer: [{ organization: 'NGO' }],
    });
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.basics.name).toBe('अनिता पाटील');
    expect(result.data.work[0]?.highlights).toEqual(['Logos']);
    expect(result.data).not.toHaveProperty('volunteer');
  });

  it('refuses what is not a resume or exceeds its bounds', () => {
    expect(importJsonResume({ basics: { name: 42 } }).success).toBe(false);
    expect(importJsonResume({ work: Array.from({ length: resumeLimits.items + 1 }, () => ({})) }).success).toBe(false);
    expect(importJsonResume({ basics: { name: 'x'.repeat(201) } }).success).toBe(false);
    expect(importJsonResume({ basics: { name: 'a\u0000b' } }).success).toBe(false);
    expect(importJsonResume({ meta: { 'x-app': { template: 'FresherTemplate99' } } }).success).toBe(false);
  });

  it('makes empty items for each section', () => {
    expect(emptyItem('work')).toMatchObject({ name: '', position: '', highlights: [] });
    expect(emptyItem('skills')).toMatchObject({ name: '', keywords: [] });
  });

  it('names the file after the person, resume when unnamed, keeping Devanagari', () => {
    expect(resumeFileName(sampleFresherResume, 'pdf')).toBe('Priya_Sharma.pdf');
    expect(resumeFileName(resumeSchema.parse({}), 'pdf')).toBe('resume.pdf');
    expect(resumeFileName(resumeSchema.parse({ basics: { name: 'अनिता पाटील' } }), 'docx')).toBe('अनिता_पाटील.docx');
    expect(resumeFileName(resumeSchema.parse({ basics: { name: '../../etc' } }), 'pdf')).toBe('etc.pdf');
  });

  it('gives fresher templates the student sample and experienced ones the professional, as copies', () => {
    expect(sampleResumeFor('FresherTemplate2').basics.name).toBe(sampleFresherResume.basics.name);
    const exp = sampleResumeFor('exp-4');
    expect(exp.basics.name).toBe(sampleExperiencedResume.basics.name);
    exp.basics.name = 'changed';
    expect(sampleExperiencedResume.basics.name).not.toBe('changed');
  });
});
