/**
 * The resume's content in reading order, as every export draws it: the PDF (`pdf/make-pdf.ts`) and
 * the DOCX (`docx/make-docx.ts`) show the same words in the same order, each in its own form.
 * Empty sections and empty fields are left out; the sections follow the template's order.
 * The section headings are interface text: the editor passes them in the language shown
 * (`sectionTitles` of `resume-sections.tsx`), so an export has the preview's headings; the English
 * ones here are the default (tests, and any caller without a language).
 */
import type { Resume } from '@institute/shared-schema';
import type { ResumeSectionKey } from './templates';

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

/** A heading for each section, in the language the export is made in. */
export type SectionTitles = Record<ResumeSectionKey, string>;

export const englishSectionTitles: SectionTitles = {
  summary: 'Profile',
  work: 'Experience',
  projects: 'Projects',
  education: 'Education',
  skills: 'Technical Skills',
  certificates: 'Certifications',
  languages: 'Languages',
};

export const defaultSectionOrder: ResumeSectionKey[] = ['summary', 'work', 'projects', 'education', 'skills', 'certificates', 'languages'];

/**
 * The outline, its sections in `order` (a design's main then side sections); sections not named are
 * left out. `titles`: the sections' headings (English by default).
 */
export function resumeOutline(
  resume: Resume,
  order: readonly ResumeSectionKey[] = defaultSectionOrder,
  titles: SectionTitles = englishSectionTitles,
): ResumeOutline {
  const b = resume.basics;
  const item = (i: Partial<OutlineItem>): OutlineItem => ({
    ...(i.title?.trim() ? { title: i.title } : {}),
    ...(i.meta?.trim() ? { meta: i.meta } : {}),
    ...(i.text?.trim() ? { text: i.text } : {}),
    bullets: (i.bullets ?? []).filter((h) => h.trim()),
  });
  const languages = resume.languages.map((l) => (l.fluency ? `${l.language} (${l.fluency})` : l.language)).join(', ');
  const build: Record<ResumeSectionKey, () => OutlineSection> = {
    summary: () => ({ title: titles.summary, items: b.summary.trim() ? [item({ text: b.summary })] : [], itemsKeepTogether: false }),
    work: () => ({
      title: titles.work,
      items: resume.work.map((w) =>
        item({
          title: w.position || w.name || ' ',
          meta: joined(w.name, dates(w.startDate, w.endDate)),
          text: w.summary,
          bullets: w.highlights,
        }),
      ),
      itemsKeepTogether: true,
    }),
    projects: () => ({
      title: titles.projects,
      items: resume.projects.map((p) => item({ title: p.name || ' ', text: p.description })),
      itemsKeepTogether: true,
    }),
    education: () => ({
      title: titles.education,
      items: resume.education.map((e) =>
        item({ title: e.institution || ' ', text: joined(`${e.studyType} ${e.area}`.trim(), dates(e.startDate, e.endDate), e.score) }),
      ),
      itemsKeepTogether: true,
    }),
    skills: () => ({
      title: titles.skills,
      items: resume.skills.map((s) => item({ text: `${s.name}${s.name && s.keywords.length ? ': ' : ''}${s.keywords.join(', ')}` })),
      itemsKeepTogether: true,
    }),
    certificates: () => ({
      title: titles.certificates,
      items: resume.certificates.map((c) => item({ text: joined(c.name, c.issuer, c.date) })),
      itemsKeepTogether: true,
    }),
    languages: () => ({ title: titles.languages, items: languages.trim() ? [item({ text: languages })] : [], itemsKeepTogether: false }),
  };
  const sections = order.map((key) => build[key]()).filter((s) => s.items.length > 0);

  return {
    name: b.name,
    label: b.label,
    contact: joined(b.location.city, b.email, b.phone),
    links: b.profiles.filter((p) => p.url).map((p) => ({ text: `${p.network}: ${p.url}`, url: p.url })),
    sections,
  };
}
