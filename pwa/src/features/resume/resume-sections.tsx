/**
 * The sections of a resume, shared by every design: each item's fields are edited in place, each
 * item has Remove. The order of the markup is the reading order (what ATS and screen readers get).
 */
import type { ReactNode } from 'react';
import type { Resume, ResumeSection } from '@institute/shared-schema';
import { EditableText } from './editable-text';
import classes from './resume.module.css';

export type Update = (recipe: (draft: Resume) => void) => void;

export interface SectionProps {
  resume: Resume;
  update: Update;
  announce: (text: string) => void;
  upper: boolean;
  /** FresherTemplate2: projects and certificates carry a file input (the file stays on the device). */
  fileInputs?: boolean;
}

export const sectionTitles: Record<ResumeSection | 'summary' | 'languages', string> = {
  summary: 'Profile',
  work: 'Experience',
  education: 'Education',
  projects: 'Projects',
  skills: 'Technical Skills',
  certificates: 'Certifications',
  languages: 'Languages',
};

/** Singular names, for Remove buttons and announcements. */
export const itemNames: Record<ResumeSection, string> = {
  work: 'Experience',
  education: 'Education',
  projects: 'Project',
  skills: 'Skill',
  certificates: 'Certificate',
};

function Section({ id, title, upper, children }: { id: string; title: string; upper: boolean; children: ReactNode }) {
  return (
    <section className={classes.section} aria-labelledby={id}>
      <h2 id={id} className={classes.sectionTitle} data-upper={upper || undefined}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Item({
  name,
  index,
  title,
  onRemove,
  children,
}: {
  name: string;
  index: number;
  title: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <div className={classes.item}>
      {children}
      <button
        type="button"
        className={classes.remove}
        onClick={onRemove}
        aria-label={`Remove ${name} ${index + 1}${title ? `: ${title}` : ''}`}
      >
        Remove
      </button>
    </div>
  );
}

function useItemTools<S extends ResumeSection>(
  { resume, update, announce }: SectionProps,
  section: S,
): { items: Resume[S]; remove: (i: number) => void } {
  const remove = (i: number) => {
    update((r) => {
      r[section].splice(i, 1);
    });
    announce(`${itemNames[section]} removed`);
  };
  return { items: resume[section], remove };
}

export function SummarySection(p: SectionProps) {
  return (
    <Section id="resume-summary" title={sectionTitles.summary} upper={p.upper}>
      <p className={classes.detail}>
        <EditableText
          multiline
          label="Profile summary"
          value={p.resume.basics.summary}
          announce={p.announce}
          onChange={(v) => p.update((r) => void (r.basics.summary = v))}
        />
      </p>
    </Section>
  );
}

export function WorkSection(p: SectionProps) {
  const { items, remove } = useItemTools(p, 'work');
  if (items.length === 0) return null;
  return (
    <Section id="resume-work" title={sectionTitles.work} upper={p.upper}>
      {items.map((w, i) => {
        const field = (label: string, key: 'position' | 'name' | 'startDate' | 'endDate' | 'summary', multiline = false) => (
          <EditableText
            multiline={multiline}
            label={`Experience ${i + 1} ${label}`}
            placeholder={label}
            value={w[key]}
            announce={p.announce}
            onChange={(v) => p.update((r) => void (r.work[i]![key] = v))}
          />
        );
        return (
          <Item key={i} name="Experience" index={i} title={w.position} onRemove={() => remove(i)}>
            <h3 className={classes.itemTitle}>{field('role', 'position')}</h3>
            <p className={classes.meta}>
              {field('company', 'name')} · {field('from', 'startDate')} – {field('to', 'endDate')}
            </p>
            <p className={classes.detail}>{field('detail', 'summary', true)}</p>
            {w.highlights.length > 0 && (
              <ul className={classes.points}>
                {w.highlights.map((h, j) => (
                  <li key={j}>
                    <EditableText
                      label={`Experience ${i + 1} point ${j + 1}`}
                      value={h}
                      announce={p.announce}
                      onChange={(v) => p.update((r) => void (r.work[i]!.highlights[j] = v))}
                    />
                  </li>
                ))}
              </ul>
            )}
          </Item>
        );
      })}
    </Section>
  );
}

export function EducationSection(p: SectionProps) {
  const { items, remove } = useItemTools(p, 'education');
  if (items.length === 0) return null;
  return (
    <Section id="resume-education" title={sectionTitles.education} upper={p.upper}>
      {items.map((e, i) => {
        const field = (label: string, key: 'institution' | 'studyType' | 'area' | 'startDate' | 'endDate' | 'score') => (
          <EditableText
            label={`Education ${i + 1} ${label}`}
            placeholder={label}
            value={e[key]}
            announce={p.announce}
            onChange={(v) => p.update((r) => void (r.education[i]![key] = v))}
          />
        );
        return (
          <Item key={i} name="Education" index={i} title={e.institution} onRemove={() => remove(i)}>
            <h3 className={classes.itemTitle}>{field('school', 'institution')}</h3>
            <p className={classes.detail}>
              {field('degree', 'studyType')} {field('subject', 'area')} · {field('from', 'startDate')} – {field('to', 'endDate')} ·{' '}
              {field('score', 'score')}
            </p>
          </Item>
        );
      })}
    </Section>
  );
}

function FileInput({ label, fileName, onFile }: { label: string; fileName?: string; onFile: (name: string) => void }) {
  return (
    <label className={classes.file}>
      <span className={classes.fileLabel}>{label}</span>
      <input type="file" onChange={(e) => onFile(e.currentTarget.files?.[0]?.name ?? '')} />
      {fileName && <span className={classes.meta}>{fileName}</span>}
    </label>
  );
}

export function ProjectsSection(p: SectionProps) {
  const { items, remove } = useItemTools(p, 'projects');
  if (items.length === 0) return null;
  return (
    <Section id="resume-projects" title={sectionTitles.projects} upper={p.upper}>
      {items.map((pr, i) => (
        <Item key={i} name="Project" index={i} title={pr.name} onRemove={() => remove(i)}>
          <h3 className={classes.itemTitle}>
            <EditableText
              label={`Project ${i + 1} title`}
              placeholder="Project title"
              value={pr.name}
              announce={p.announce}
              onChange={(v) => p.update((r) => void (r.projects[i]!.name = v))}
            />
          </h3>
          <p className={classes.detail}>
            <EditableText
              multiline
              label={`Project ${i + 1} detail`}
              placeholder="What you built"
              value={pr.description}
              announce={p.announce}
              onChange={(v) => p.update((r) => void (r.projects[i]!.description = v))}
            />
          </p>
          {p.fileInputs && (
            <FileInput
              label={`Project ${i + 1} file`}
              fileName={pr.fileName}
              onFile={(name) => p.update((r) => void (r.projects[i]!.fileName = name))}
            />
          )}
        </Item>
      ))}
    </Section>
  );
}

export function SkillsSection(p: SectionProps) {
  const { items, remove } = useItemTools(p, 'skills');
  if (items.length === 0) return null;
  return (
    <Section id="resume-skills" title={sectionTitles.skills} upper={p.upper}>
      {items.map((s, i) => (
        <Item key={i} name="Skill" index={i} title={s.name} onRemove={() => remove(i)}>
          <p className={classes.detail}>
            <strong>
              <EditableText
                label={`Skill ${i + 1} title`}
                placeholder="Skill"
                value={s.name}
                announce={p.announce}
                onChange={(v) => p.update((r) => void (r.skills[i]!.name = v))}
              />
            </strong>
            {': '}
            <EditableText
              label={`Skill ${i + 1} detail`}
              placeholder="Tools, languages"
              value={s.keywords.join(', ')}
              announce={p.announce}
              onChange={(v) =>
                p.update((r) => {
                  r.skills[i]!.keywords = v.split(',').map((k, n, all) => (n === all.length - 1 ? k.trimStart() : k.trim()));
                })
              }
            />
          </p>
        </Item>
      ))}
    </Section>
  );
}

export function CertificatesSection(p: SectionProps) {
  const { items, remove } = useItemTools(p, 'certificates');
  if (items.length === 0) return null;
  return (
    <Section id="resume-certificates" title={sectionTitles.certificates} upper={p.upper}>
      {items.map((c, i) => (
        <Item key={i} name="Certificate" index={i} title={c.name} onRemove={() => remove(i)}>
          <p className={classes.detail}>
            <strong>
              <EditableText
                label={`Certificate ${i + 1} title`}
                placeholder="Certificate"
                value={c.name}
                announce={p.announce}
                onChange={(v) => p.update((r) => void (r.certificates[i]!.name = v))}
              />
            </strong>{' '}
            ·{' '}
            <EditableText
              label={`Certificate ${i + 1} issuer`}
              placeholder="Issued by"
              value={c.issuer}
              announce={p.announce}
              onChange={(v) => p.update((r) => void (r.certificates[i]!.issuer = v))}
            />{' '}
            <EditableText
              label={`Certificate ${i + 1} date`}
              placeholder="Year"
              value={c.date}
              announce={p.announce}
              onChange={(v) => p.update((r) => void (r.certificates[i]!.date = v))}
            />
          </p>
          {p.fileInputs && (
            <FileInput
              label={`Certificate ${i + 1} file`}
              fileName={c.fileName}
              onFile={(name) => p.update((r) => void (r.certificates[i]!.fileName = name))}
            />
          )}
        </Item>
      ))}
    </Section>
  );
}

export function LanguagesSection(p: SectionProps) {
  const items = p.resume.languages;
  if (items.length === 0) return null;
  return (
    <Section id="resume-languages" title={sectionTitles.languages} upper={p.upper}>
      <ul className={classes.points}>
        {items.map((l, i) => (
          <li key={i}>
            <EditableText
              label={`Language ${i + 1}`}
              value={l.language}
              announce={p.announce}
              onChange={(v) => p.update((r) => void (r.languages[i]!.language = v))}
            />{' '}
            (
            <EditableText
              label={`Language ${i + 1} level`}
              value={l.fluency}
              announce={p.announce}
              onChange={(v) => p.update((r) => void (r.languages[i]!.fluency = v))}
            />
            )
          </li>
        ))}
      </ul>
    </Section>
  );
}
