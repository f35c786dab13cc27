import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resumeTemplateIds, sampleResumeFor } from '@institute/shared-schema';
import { makeResumePdf } from './pdf/make-pdf';
import { defaultSectionOrder, resumeOutline } from './resume-outline';
import { resumeTemplates } from './templates';

const designs = resumeTemplateIds.map((id) => ({ id, design: resumeTemplates[id].design }));

describe('the sixteen designs', () => {
  it('each places all seven sections once', () => {
    for (const { id, design } of designs) expect([...design.main, ...design.side].sort(), id).toEqual([...defaultSectionOrder].sort());
  });

  it('are sixteen different designs: any two differ in at least two of layout, header, headings, photo and order', () => {
    const traits = designs.map(({ design: d }) => [
      d.layout,
      d.header,
      d.headings,
      d.photo ?? 'none',
      [...d.main, '|', ...d.side].join(','),
    ]);
    for (let a = 0; a < traits.length; a++)
      for (let b = a + 1; b < traits.length; b++) {
        const differences = traits[a]!.filter((t, i) => t !== traits[b]![i]).length;
        expect(differences, `${designs[a]!.id} and ${designs[b]!.id}`).toBeGreaterThanOrEqual(2);
      }
    // Every kind the issue names is there: one column, two columns, sidebars, header bands, photo and none.
    const all = designs.map((d) => d.design);
    for (const layout of ['single', 'two-column', 'sidebar-left', 'sidebar-right']) expect(all.some((d) => d.layout === layout)).toBe(true);
    for (const header of ['plain', 'centered', 'band', 'split']) expect(all.some((d) => d.header === header)).toBe(true);
    for (const photo of ['circle', 'rounded', 'square', null]) expect(all.some((d) => d.photo === photo)).toBe(true);
  });

  it("each design's PDF has the sections in the page's reading order: main, then side", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'resume-designs-'));
    for (const { id, design } of designs) {
      const resume = sampleResumeFor(id);
      const order = [...design.main, ...design.side];
      const blob = await makeResumePdf(resume, { ...design, photo: design.photo !== null });
      const path = join(dir, `${id}.pdf`);
      writeFileSync(path, Buffer.from(await blob.arrayBuffer()));
      // The text as written (-raw): in a two-column design, the main column then the side one.
      const text = execFileSync('pdftotext', ['-raw', path, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
      let at = text.indexOf(resume.basics.name);
      expect(at, id).toBeGreaterThanOrEqual(0);
      for (const section of resumeOutline(resume, order).sections) {
        const found = text.indexOf(section.title, at + 1);
        expect(found, `${id}: ${section.title}`).toBeGreaterThan(at);
        at = found;
      }
    }
  });
});
