/**
 * The resume's content in reading order, as every export draws it: the PDF (`pdf/make-pdf.ts`) and
 * the DOCX (`docx/make-docx.ts`) show the same words in the same order, each in its own form.
 * Empty sections and empty fields are left out.
 */
import type { Resume } from '@institute/shared-schema';

export interface OutlineItem {
  /** Bold first line (a role, a project, a school). */
  title?: string;
  /** A muted line under the title (employer and dates). */
  meta?: string;
  text?: string;
  bullets: string[];
}

export interface OutlineSection {
  title: string;
  items: OutlineItem[];
  /** Items are units (a job, a school) kept whole on a page; otherwise running text. */
  itemsKeepTogether: boolean;
}

export interface ResumeOutline {
  name: string;
  label: string;
  contact: string;
  links: { text: string; url: string }[];
  sections: OutlineSection[];
}

export const joined = (...parts: (string | undefined)[]) => parts.filter((p) => p?.trim()).join(' · ');
const dates = (start: string | undefined, end: string | undefined) => joined(start, end).replace(' · ', ' – ');

export function resumeOutline(resume: Resume): ResumeOutline {
  const b = resume.basics;
  const sections: OutlineSection[] = [];
  const section = (title: string, items: OutlineItem[], itemsKeepTogether = true) =>
    items.length > 0 && sections.push({ title, items, itemsKeepTogether });
  const item = (i: Partial<OutlineItem>): OutlineItem => ({
    ...(i.title?.trim() ? { title: i.title } : {}),
    ...(i.meta?.trim() ? { meta: i.meta } : {}),
    ...(i.text?.trim() ? { text: i.text } : {}),
    bullets: (i.bullets ?? []).filter((h) => h.trim()),
  });

  section('Profile', b.summary.trim() ? [item({ text: b.summary })] : [], false);
  section(
    'Experience',
    resume.work.map((w) =>
      item({
        title: w.position || w.name || ' ',
        meta: joined(w.name, dates(w.startDate, w.endDate)),
        text: w.summary,
        bullets: w.highlights,
      }),
    ),
  );
  section(
    'Projects',
    resume.projects.map((p) => item({ title: p.name || ' ', text: p.description })),
  );
  section(
    'Education',
    resume.education.map((e) =>
      item({ title: e.institution || ' ', text: joined(`${e.studyType} ${e.area}`.trim(), dates(e.startDate, e.endDate), e.score) }),
    ),
  );
  section(
    'Technical Skills',
    resume.skills.map((s) => item({ text: `${s.name}${s.name && s.keywords.length ? ': ' : ''}${s.keywords.join(', ')}` })),
  );
  section(
    'Certifications',
    resume.certificates.map((c) => item({ text: joined(c.name, c.issuer, c.date) })),
  );
  const languages = resume.languages.map((l) => (l.fluency ? `${l.language} (${l.fluency})` : l.language)).join(', ');
  section('Languages', languages.trim() ? [item({ text: languages })] : [], false);

  return {
    name: b.name,
    label: b.label,
    contact: joined(b.location.city, b.email, b.phone),
    links: b.profiles.filter((p) => p.url).map((p) => ({ text: `${p.network}: ${p.url}`, url: p.url })),
    sections,
  };
}
