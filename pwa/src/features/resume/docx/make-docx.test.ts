import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sampleResumeFor } from '@institute/shared-schema';
import { makeResumeDocx } from './make-docx';

describe('the DOCX', () => {
  it('has the content in order with real headings, a bulleted list and hyperlinks', async () => {
    const resume = sampleResumeFor('FresherTemplate1');
    resume.basics.name = 'प्रिया शर्मा';
    resume.basics.summary = 'Expected stipend ₹15,000.';
    const blob = await makeResumeDocx(resume, '#1c4f8c');
    const path = join(mkdtempSync(join(tmpdir(), 'resume-docx-')), 'r.docx');
    writeFileSync(path, Buffer.from(await blob.arrayBuffer()));
    const xml = execFileSync('unzip', ['-p', path, 'word/document.xml'], { encoding: 'utf8' });
    const text = [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(' ');
    let at = -1;
    for (const words of [
      'प्रिया शर्मा',
      'Profile',
      'Expected stipend ₹15,000.',
      'Experience',
      'Web Development Intern',
      'Cut the page load',
      'Education',
    ]) {
      const found = text.indexOf(words, at + 1);
      expect(found, words).toBeGreaterThan(at);
      at = found;
    }
    expect(xml).toContain('<w:pStyle w:val="Title"/>');
    expect(xml).toContain('<w:pStyle w:val="Heading1"/>');
    expect(xml).toContain('<w:pStyle w:val="Heading2"/>');
    expect(xml).toMatch(/<w:numPr>/);
    expect(xml).toContain('<w:hyperlink');
  });
});
