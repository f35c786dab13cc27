/**
 * The shared layout every template is a design of: header, then the main and side sections placed by
 * the design's layout (one column, two columns, a sidebar on either side, a header band). The page is
 * A4-shaped on screen and in print.
 */
import type { CSSProperties } from 'react';
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
import type { ResumeTemplate } from './templates';
import classes from './resume.module.css';

export function ResumeDocument({
  template,
  onError,
  ...p
}: Omit<SectionProps, 'upper' | 'fileInputs'> & { template: ResumeTemplate; onError: (m: string) => void }) {
  const { design } = template;
  const props: SectionProps = { ...p, upper: design.upperHeadings, fileInputs: template.id === 'FresherTemplate2' };
  const main = (
    <>
      <SummarySection {...props} />
      <WorkSection {...props} />
      <ProjectsSection {...props} />
      <EducationSection {...props} />
    </>
  );
  const side = (
    <>
      <SkillsSection {...props} />
      <CertificatesSection {...props} />
      <LanguagesSection {...props} />
    </>
  );
  const split = design.layout !== 'single' && design.layout !== 'band';
  return (
    <article
      className={classes.paper}
      data-layout={design.layout}
      data-font={design.font}
      data-template={template.id}
      style={{ '--resume-accent': design.accent } as CSSProperties}
      aria-label={`Resume: ${p.resume.basics.name || 'unnamed'}`}
    >
      <ResumeHeader resume={p.resume} update={p.update} announce={p.announce} photo={design.photo} onError={onError} />
      {split ? (
        <div className={classes.columns}>
          <div className={classes.main}>{main}</div>
          <aside className={classes.side}>{side}</aside>
        </div>
      ) : (
        <div className={classes.main}>
          {main}
          {side}
        </div>
      )}
    </article>
  );
}
