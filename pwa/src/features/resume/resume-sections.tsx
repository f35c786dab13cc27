/**
 * The sections of a resume, shared by every design: each item's fields are edited in place, each
 * item has Remove. The order of the markup is the reading order (what ATS and screen readers get).
 * Headings, labels and placeholders are interface text (translated); what the student typed is not.
 */
import type { ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useT } from '@lingui/react/macro';
import { messages, type Resume, type ResumeSection } from '@institute/shared-schema';
import { useFormat } from '../../i18n/format';
import { useSharedText } from '../../i18n/shared-text';
import { EditableText } from './editable-text';
import type { SectionTitles } from './resume-outline';
import type { ResumeSectionKey } from './templates';
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

/** The sections' headings, on the page and in the exports (`resumeOutline`'s `titles`). */
export const sectionTitles: Record<ResumeSectionKey, MessageDescriptor> = {
  summary: msg`Profile`,
  work: msg`Experience`,
  education: msg`Education`,
  projects: msg`Projects`,
  skills: msg`Technical Skills`,
  certificates: msg`Certifications`,
  languages: msg`Languages`,
};

/** The headings in the language shown, for an export to match the preview. */
export const sectionTitlesIn = (translate: (descriptor: MessageDescriptor) => string): SectionTitles => ({
  summary: translate(sectionTitles.summary),
  work: translate(sectionTitles.work),
  projects: translate(sectionTitles.projects),
  education: translate(sectionTitles.education),
  skills: translate(sectionTitles.skills),
  certificates: translate(sectionTitles.certificates),
  languages: translate(sectionTitles.languages),
});

/** Singular names, for Remove buttons and the announcements of `messages.resume.added`/`removed`. */
export const itemNames: Record<ResumeSection, MessageDescriptor> = {
  work: msg`Experience`,
  education: msg`Education`,
  projects: msg`Project`,
  skills: msg`Skill`,
  certificates: msg`Certificate`,
};

function Section({ id, title, upper, children }: { id: string; title: MessageDescriptor; upper: boolean; children: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <section className={classes.section} aria-labelledby={id}>
      <h2 id={id} className={classes.sectionTitle} data-upper={upper || undefined}>
        {i18n._(title)}
      </h2>
      {children}
    </section>
  );
}

function Item({
  section,
  index,
  title,
  onRemove,
  children,
}: {
  section: ResumeSection;
  index: number;
  title: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  const { t } = useT();
  const f = useFormat();
  const name = i18n._(itemNames[section]);
  const number = f.number(index + 1);
  return (
    <div className={classes.item}>
      {children}
      <button
        type="button"
        className={classes.remove}
        onClick={onRemove}
        aria-label={title ? t`Remove ${name} ${number}: ${title}` : t`Remove ${name} ${number}`}
      >
        <Trans>Remove</Trans>
      </button>
    </div>
  );
}

function useItemTools<S extends ResumeSection>(
  { resume, update, announce }: SectionProps,
  section: S,
): { items: Resume[S]; remove: (i: number) => void; number: (i: number) => string } {
  const { i18n } = useLingui();
  const tm = useSharedText();
  const f = useFormat();
  const remove = (i: number) => {
    update((r) => {
      r[section].splice(i, 1);
    });
    announce(tm(messages.resume.removed(i18n._(itemNames[section]))));
  };
  return { items: resume[section], remove, number: (i) => f.number(i + 1) };
}

export function SummarySection(p: SectionProps) {
  const { t } = useT();
  return (
    <Section id="resume-summary" title={sectionTitles.summary} upper={p.upper}>
      <p className={classes.detail}>
        <EditableText
          multiline
          label={t`Profile summary`}
          value={p.resume.basics.summary}
          announce={p.announce}
          onChange={(v) => p.update((r) => void (r.basics.summary = v))}
        />
      </p>
    </Section>
  );
}

export function WorkSection(p: SectionProps) {
  const { t } = useT();
  const { items, remove, number: numberOf } = useItemTools(p, 'work');
  if (items.length === 0) return null;
  return (
    <Section id="resume-work" title={sectionTitles.work} upper={p.upper}>
      {items.map((w, i) => {
        const number = numberOf(i);
        const field = (
          label: string,
          placeholder: string,
          key: 'position' | 'name' | 'startDate' | 'endDate' | 'summary',
          multiline = false,
        ) => (
          <EditableText
            multiline={multiline}
            label={label}
            placeholder={placeholder}
            value={w[key]}
            announce={p.announce}
            onChange={(v) => p.update((r) => void (r.work[i]![key] = v))}
          />
        );
        return (
          <Item key={i} section="work" index={i} title={w.position} onRemove={() => remove(i)}>
            <h3 className={classes.itemTitle}>{field(t`Experience ${number} role`, t`role`, 'position')}</h3>
            <p className={classes.meta}>
              {field(t`Experience ${number} company`, t`company`, 'name')} · {field(t`Experience ${number} from`, t`from`, 'startDate')} –{' '}
              {field(t`Experience ${number} to`, t`to`, 'endDate')}
            </p>
            <p className={classes.detail}>{field(t`Experience ${number} detail`, t`detail`, 'summary', true)}</p>
            {w.highlights.length > 0 && (
              <ul className={classes.points}>
                {w.highlights.map((h, j) => {
                  const point = numberOf(j);
                  return (
                    <li key={j}>
                      <EditableText
                        label={t`Experience ${number} point ${point}`}
                        value={h}
                        announce={p.announce}
                        onChange={(v) => p.update((r) => void (r.work[i]!.highlights[j] = v))}
                      />
                    </li>
                  );
                })}
              </ul>
            )}
          </Item>
        );
      })}
    </Section>
  );
}

export function EducationSection(p: SectionProps) {
  const { t } = useT();
  const { items, remove, number: numberOf } = useItemTools(p, 'education');
  if (items.length === 0) return null;
  return (
    <Section id="resume-education" title={sectionTitles.education} upper={p.upper}>
      {items.map((e, i) => {
        const number = numberOf(i);
        const field = (
          label: string,
          placeholder: string,
          key: 'institution' | 'studyType' | 'area' | 'startDate' | 'endDate' | 'score',
        ) => (
          <EditableText
            label={label}
            placeholder={placeholder}
            value={e[key]}
            announce={p.announce}
            onChange={(v) => p.update((r) => void (r.education[i]![key] = v))}
          />
        );
        return (
          <Item key={i} section="education" index={i} title={e.institution} onRemove={() => remove(i)}>
            <h3 className={classes.itemTitle}>{field(t`Education ${number} school`, t`school`, 'institution')}</h3>
            <p className={classes.detail}>
              {field(t`Education ${number} degree`, t`degree`, 'studyType')} {field(t`Education ${number} subject`, t`subject`, 'area')} ·{' '}
              {field(t`Education ${number} from`, t`from`, 'startDate')} – {field(t`Education ${number} to`, t`to`, 'endDate')} ·{' '}
              {field(t`Education ${number} score`, t`score`, 'score')}
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
  const { t } = useT();
  const { items, remove, number: numberOf } = useItemTools(p, 'projects');
  if (items.length === 0) return null;
  return (
    <Section id="resume-projects" title={sectionTitles.projects} upper={p.upper}>
      {items.map((pr, i) => {
        const number = numberOf(i);
        return (
          <Item key={i} section="projects" index={i} title={pr.name} onRemove={() => remove(i)}>
            <h3 className={classes.itemTitle}>
              <EditableText
                label={t`Project ${number} title`}
                placeholder={t`Project title`}
                value={pr.name}
                announce={p.announce}
                onChange={(v) => p.update((r) => void (r.projects[i]!.name = v))}
              />
            </h3>
            <p className={classes.detail}>
              <EditableText
                multiline
                label={t`Project ${number} detail`}
                placeholder={t`What you built`}
                value={pr.description}
                announce={p.announce}
                onChange={(v) => p.update((r) => void (r.projects[i]!.description = v))}
              />
            </p>
            {p.fileInputs && (
              <FileInput
                label={t`Project ${number} file`}
                fileName={pr.fileName}
                onFile={(name) => p.update((r) => void (r.projects[i]!.fileName = name))}
              />
            )}
          </Item>
        );
      })}
    </Section>
  );
}

export function SkillsSection(p: SectionProps) {
  const { t } = useT();
  const { items, remove, number: numberOf } = useItemTools(p, 'skills');
  if (items.length === 0) return null;
  return (
    <Section id="resume-skills" title={sectionTitles.skills} upper={p.upper}>
      {items.map((s, i) => {
        const number = numberOf(i);
        return (
          <Item key={i} section="skills" index={i} title={s.name} onRemove={() => remove(i)}>
            <p className={classes.detail}>
              <strong>
                <EditableText
                  label={t`Skill ${number} title`}
                  placeholder={t`Skill`}
                  value={s.name}
                  announce={p.announce}
                  onChange={(v) => p.update((r) => void (r.skills[i]!.name = v))}
                />
              </strong>
              {': '}
              <EditableText
                label={t`Skill ${number} detail`}
                placeholder={t`Tools, languages`}
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
        );
      })}
    </Section>
  );
}

export function CertificatesSection(p: SectionProps) {
  const { t } = useT();
  const { items, remove, number: numberOf } = useItemTools(p, 'certificates');
  if (items.length === 0) return null;
  return (
    <Section id="resume-certificates" title={sectionTitles.certificates} upper={p.upper}>
      {items.map((c, i) => {
        const number = numberOf(i);
        return (
          <Item key={i} section="certificates" index={i} title={c.name} onRemove={() => remove(i)}>
            <p className={classes.detail}>
              <strong>
                <EditableText
                  label={t`Certificate ${number} title`}
                  placeholder={t`Certificate`}
                  value={c.name}
                  announce={p.announce}
                  onChange={(v) => p.update((r) => void (r.certificates[i]!.name = v))}
                />
              </strong>{' '}
              ·{' '}
              <EditableText
                label={t`Certificate ${number} issuer`}
                placeholder={t`Issued by`}
                value={c.issuer}
                announce={p.announce}
                onChange={(v) => p.update((r) => void (r.certificates[i]!.issuer = v))}
              />{' '}
              <EditableText
                label={t`Certificate ${number} date`}
                placeholder={t`Year`}
                value={c.date}
                announce={p.announce}
                onChange={(v) => p.update((r) => void (r.certificates[i]!.date = v))}
              />
            </p>
            {p.fileInputs && (
              <FileInput
                label={t`Certificate ${number} file`}
                fileName={c.fileName}
                onFile={(name) => p.update((r) => void (r.certificates[i]!.fileName = name))}
              />
            )}
          </Item>
        );
      })}
    </Section>
  );
}

export function LanguagesSection(p: SectionProps) {
  const { t } = useT();
  const f = useFormat();
  const items = p.resume.languages;
  if (items.length === 0) return null;
  return (
    <Section id="resume-languages" title={sectionTitles.languages} upper={p.upper}>
      <ul className={classes.points}>
        {items.map((l, i) => {
          const number = f.number(i + 1);
          return (
            <li key={i}>
              <EditableText
                label={t`Language ${number}`}
                value={l.language}
                announce={p.announce}
                onChange={(v) => p.update((r) => void (r.languages[i]!.language = v))}
              />{' '}
              (
              <EditableText
                label={t`Language ${number} level`}
                value={l.fluency}
                announce={p.announce}
                onChange={(v) => p.update((r) => void (r.languages[i]!.fluency = v))}
              />
              )
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
