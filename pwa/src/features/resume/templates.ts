/**
 * The sixteen templates: each a design of the one shared layout (`resume-document.tsx`) over the one
 * resume model, so a new design is one entry here. Designs differ in layout (one column, two
 * columns, a sidebar left or right), header (plain, centered, band, split), heading style, photo
 * and its shape, accent, font and the order of the sections. Titles, cards and download labels follow the spec
 * (section 2); the cross-link of exp-1 and exp-2 is the spec's, reproduced as stated.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ResumeTemplateId } from '@institute/shared-schema';

export type ResumeLayout = 'single' | 'two-column' | 'sidebar-left' | 'sidebar-right';
/** plain: name left over a rule; centered; band: a full-width block of the accent; split: name left, contact right. */
export type ResumeHeaderStyle = 'plain' | 'centered' | 'band' | 'split';
/** rule: underlined; bar: an accent bar before it; filled: white on the accent; caps: small capitals with a short rule. */
export type ResumeHeadingStyle = 'rule' | 'bar' | 'filled' | 'caps';
export type ResumePhotoShape = 'circle' | 'rounded' | 'square';
export type ResumeSectionKey = 'summary' | 'work' | 'projects' | 'education' | 'skills' | 'certificates' | 'languages';

export interface ResumeDesign {
  layout: ResumeLayout;
  header: ResumeHeaderStyle;
  headings: ResumeHeadingStyle;
  /** The photo's shape, or null for a design without a photo. */
  photo: ResumePhotoShape | null;
  /** Accent colour of headings, rules and bands (dark enough for 4.5:1 on white). */
  accent: string;
  font: 'sans' | 'serif';
  /**
   * The sections in reading order: `main`, then `side` (the narrow column of a two-column or
   * sidebar layout; after `main` in one column). Each of the seven sections appears once. The PDF
   * and the DOCX follow this order too.
   */
  main: ResumeSectionKey[];
  side: ResumeSectionKey[];
}

export interface ResumeTemplate {
  id: ResumeTemplateId;
  /** Interface text, drawn with `i18n._(title)`. */
  title: MessageDescriptor;
  kind: 'fresher' | 'experienced';
  downloadLabel: MessageDescriptor;
  design: ResumeDesign;
}

const d = (
  layout: ResumeLayout,
  header: ResumeHeaderStyle,
  headings: ResumeHeadingStyle,
  accent: string,
  font: ResumeDesign['font'],
  photo: ResumePhotoShape | null,
  main: ResumeSectionKey[],
  side: ResumeSectionKey[],
): ResumeDesign => ({ layout, header, headings, photo, accent, font, main, side });

// Section orders: a fresher leads with education or skills, an experienced one with work.
const fresherOrder: ResumeSectionKey[] = ['summary', 'education', 'projects', 'work'];
const skillsFirst: ResumeSectionKey[] = ['summary', 'skills', 'projects', 'education', 'work'];
const workFirst: ResumeSectionKey[] = ['summary', 'work', 'projects', 'education'];
const sideLists: ResumeSectionKey[] = ['skills', 'certificates', 'languages'];

export const resumeTemplates: Record<ResumeTemplateId, ResumeTemplate> = {
  FresherTemplate1: {
    id: 'FresherTemplate1',
    title: msg`Fresher Template 1`,
    kind: 'fresher',
    downloadLabel: msg`Download PDF`,
    design: d('single', 'plain', 'rule', '#1c4f8c', 'sans', null, fresherOrder, sideLists),
  },
  FresherTemplate2: {
    id: 'FresherTemplate2',
    title: msg`Resume with Controls`,
    kind: 'fresher',
    downloadLabel: msg`Download PDF`,
    design: d(
      'single',
      'centered',
      'caps',
      '#0b6e4f',
      'sans',
      null,
      ['summary', 'work', 'education', 'projects', 'skills', 'certificates'],
      ['languages'],
    ),
  },
  FresherTemplate3: {
    id: 'FresherTemplate3',
    title: msg`Student Resume`,
    kind: 'fresher',
    downloadLabel: msg`Download Resume`,
    design: d('sidebar-left', 'plain', 'bar', '#3b3b98', 'sans', 'circle', fresherOrder, ['skills', 'languages', 'certificates']),
  },
  FresherTemplate4: {
    id: 'FresherTemplate4',
    title: msg`IT Student Resume`,
    kind: 'fresher',
    downloadLabel: msg`Download PDF`,
    design: d('single', 'band', 'filled', '#114b5f', 'sans', null, skillsFirst, ['certificates', 'languages']),
  },
  FresherTemplate5: {
    id: 'FresherTemplate5',
    title: msg`Design Student Resume`,
    kind: 'fresher',
    downloadLabel: msg`Download Resume`,
    design: d('sidebar-right', 'band', 'bar', '#8a1c5c', 'sans', 'rounded', ['summary', 'projects', 'education', 'work'], sideLists),
  },
  FresherTemplate7: {
    id: 'FresherTemplate7',
    title: msg`Finance Student Resume`,
    kind: 'fresher',
    downloadLabel: msg`Download as PDF`,
    design: d(
      'single',
      'centered',
      'rule',
      '#4a4a4a',
      'serif',
      null,
      ['summary', 'education', 'work', 'certificates', 'projects'],
      ['skills', 'languages'],
    ),
  },
  FresherTemplate9: {
    id: 'FresherTemplate9',
    title: msg`Teaching Student Resume`,
    kind: 'fresher',
    downloadLabel: msg`Download PDF`,
    design: d(
      'two-column',
      'split',
      'caps',
      '#7a4b00',
      'serif',
      null,
      ['summary', 'education', 'work'],
      ['projects', 'skills', 'certificates', 'languages'],
    ),
  },
  FresherTemplate13: {
    id: 'FresherTemplate13',
    title: msg`Fresher Template 13`,
    kind: 'fresher',
    downloadLabel: msg`Download PDF`,
    design: d(
      'sidebar-right',
      'split',
      'filled',
      '#005f73',
      'sans',
      null,
      skillsFirst.filter((k) => k !== 'skills'),
      sideLists,
    ),
  },
  FresherTemplate14: {
    id: 'FresherTemplate14',
    title: msg`Fresher Template 14`,
    kind: 'fresher',
    downloadLabel: msg`Download Resume as PDF`,
    design: d(
      'two-column',
      'plain',
      'rule',
      '#6a040f',
      'sans',
      'square',
      ['summary', 'projects', 'work'],
      ['education', 'skills', 'certificates', 'languages'],
    ),
  },
  FresherTemplate15: {
    id: 'FresherTemplate15',
    title: msg`Fresher Template 15`,
    kind: 'fresher',
    downloadLabel: msg`Download Resume as PDF`,
    design: d('single', 'band', 'caps', '#2d3a8c', 'serif', 'circle', fresherOrder, sideLists),
  },
  'exp-1': {
    id: 'exp-1',
    title: msg`Professional Experience Template`,
    kind: 'experienced',
    downloadLabel: msg`Download Resume`,
    design: d('single', 'plain', 'caps', '#0d3b66', 'serif', null, workFirst, ['skills', 'certificates', 'languages']),
  },
  'exp-2': {
    id: 'exp-2',
    title: msg`Executive Experience Template`,
    kind: 'experienced',
    downloadLabel: msg`Download Resume`,
    design: d(
      'single',
      'band',
      'caps',
      '#1b1b1b',
      'serif',
      null,
      ['summary', 'work', 'skills', 'education', 'projects'],
      ['certificates', 'languages'],
    ),
  },
  'exp-3': {
    id: 'exp-3',
    title: msg`Creative Experience Template`,
    kind: 'experienced',
    downloadLabel: msg`Download Resume`,
    design: d('sidebar-left', 'band', 'filled', '#7b2cbf', 'sans', 'rounded', workFirst, sideLists),
  },
  'exp-4': {
    id: 'exp-4',
    title: msg`Modern Experience Template`,
    kind: 'experienced',
    downloadLabel: msg`Download PDF`,
    design: d('sidebar-right', 'split', 'bar', '#00607a', 'sans', null, workFirst, ['skills', 'languages', 'certificates']),
  },
  'exp-5': {
    id: 'exp-5',
    title: msg`Classic Experience Template`,
    kind: 'experienced',
    downloadLabel: msg`Download PDF`,
    design: d(
      'single',
      'split',
      'rule',
      '#5c3d2e',
      'serif',
      null,
      ['summary', 'work', 'education', 'certificates', 'skills', 'projects'],
      ['languages'],
    ),
  },
  'exp-6': {
    id: 'exp-6',
    title: msg`Dynamic Experience Template`,
    kind: 'experienced',
    downloadLabel: msg`Download PDF`,
    design: d(
      'two-column',
      'band',
      'bar',
      '#9d0208',
      'sans',
      'circle',
      ['summary', 'work', 'projects'],
      ['skills', 'education', 'certificates', 'languages'],
    ),
  },
};
