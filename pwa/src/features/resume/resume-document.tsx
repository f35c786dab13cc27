/**
 * The shared layout every template is a design of: header, then the main and side sections in the
 * design's order, placed by its layout (one column, two columns, a sidebar on either side), with its
 * header, heading and photo styles (data attributes the CSS reads). The page is
 * A4-shaped on screen and in print.
 */
import type { CSSProperties, ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ResumeHeader } from './resume-header';
import {
  CertificatesSection,
  EducationSection,
  LanguagesSection,
  ProjectsSection,
  SkillsSection,
  SummarySection,
  WorkSection,
  type SectionProps,
} from './resume-sections';
import type { ResumeSectionKey, ResumeTemplate } from './templates';
import classes from './resume.module.css';

const sectionOf: Record<ResumeSectionKey, (p: SectionProps) => ReactNode> = {
  summary: SummarySection,
  work: WorkSection,
  projects: ProjectsSection,
  education: EducationSection,
  skills: SkillsSection,
  certificates: CertificatesSection,
  languages: LanguagesSection,
};

export function ResumeDocument({
  template,
  onError,
  ...p
}: Omit<SectionProps, 'upper' | 'fileInputs'> & { template: ResumeTemplate; onError: (m: string) => void }) {
  const { t } = useLingui();
  const { design } = template;
  const name = p.resume.basics.name;
  const props: SectionProps = { ...p, upper: design.headings === 'caps', fileInputs: template.id === 'FresherTemplate2' };
  const sections = (keys: ResumeSectionKey[]) =>
    keys.map((key) => {
      const Section = sectionOf[key];
      return <Section key={key} {...props} />;
    });
  const split = design.layout !== 'single';
  return (
    <article
      className={classes.paper}
      data-layout={design.layout}
      data-header={design.header}
      data-headings={design.headings}
      data-photo={design.photo ?? undefined}
      data-font={design.font}
      data-template={template.id}
      style={{ '--resume-accent': design.accent } as CSSProperties}
      aria-label={name ? t`Resume: ${name}` : t`Resume: unnamed`}
    >
      <ResumeHeader resume={p.resume} update={p.update} announce={p.announce} photo={design.photo !== null} onError={onError} />
      {split ? (
        <div className={classes.columns}>
          <div className={classes.main}>{sections(design.main)}</div>
          <aside className={classes.side}>{sections(design.side)}</aside>
        </div>
      ) : (
        <div className={classes.main}>{sections([...design.main, ...design.side])}</div>
      )}
    </article>
  );
}
