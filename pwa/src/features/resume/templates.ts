/**
 * The sixteen templates: each a design of the one shared layout (`resume-document.tsx`) over the one
 * resume model, so a new design is one entry here. Titles, cards and download labels follow the spec
 * (section 2); the cross-link of exp-1 and exp-2 is the spec's, reproduced as stated.
 */
import type { ResumeTemplateId } from '@institute/shared-schema';

export type ResumeLayout = 'single' | 'two-column' | 'sidebar-left' | 'sidebar-right' | 'band';

export interface ResumeDesign {
  layout: ResumeLayout;
  photo: boolean;
  /** Accent colour of headings, rules and bands (dark enough for 4.5:1 on white). */
  accent: string;
  font: 'sans' | 'serif';
  /** Section headings in capitals (ATS reads either; it is a look). */
  upperHeadings: boolean;
}

export interface ResumeTemplate {
  id: ResumeTemplateId;
  title: string;
  kind: 'fresher' | 'experienced';
  downloadLabel: string;
  design: ResumeDesign;
}

const d = (layout: ResumeLayout, accent: string, font: ResumeDesign['font'], photo = false, upperHeadings = true): ResumeDesign => ({
  layout,
  photo,
  accent,
  font,
  upperHeadings,
});

export const resumeTemplates: Record<ResumeTemplateId, ResumeTemplate> = {
  FresherTemplate1: {
    id: 'FresherTemplate1',
    title: 'Fresher Template 1',
    kind: 'fresher',
    downloadLabel: 'Download PDF',
    design: d('single', '#1c4f8c', 'sans'),
  },
  FresherTemplate2: {
    id: 'FresherTemplate2',
    title: 'Resume with Controls',
    kind: 'fresher',
    downloadLabel: 'Download PDF',
    design: d('single', '#0b6e4f', 'sans', false, false),
  },
  FresherTemplate3: {
    id: 'FresherTemplate3',
    title: 'Student Resume',
    kind: 'fresher',
    downloadLabel: 'Download Resume',
    design: d('sidebar-left', '#3b3b98', 'sans', true),
  },
  FresherTemplate4: {
    id: 'FresherTemplate4',
    title: 'IT Student Resume',
    kind: 'fresher',
    downloadLabel: 'Download PDF',
    design: d('band', '#114b5f', 'sans'),
  },
  FresherTemplate5: {
    id: 'FresherTemplate5',
    title: 'Design Student Resume',
    kind: 'fresher',
    downloadLabel: 'Download Resume',
    design: d('band', '#8a1c5c', 'sans', true, false),
  },
  FresherTemplate7: {
    id: 'FresherTemplate7',
    title: 'Finance Student Resume',
    kind: 'fresher',
    downloadLabel: 'Download as PDF',
    design: d('single', '#4a4a4a', 'serif'),
  },
  FresherTemplate9: {
    id: 'FresherTemplate9',
    title: 'Teaching Student Resume',
    kind: 'fresher',
    downloadLabel: 'Download PDF',
    design: d('two-column', '#7a4b00', 'serif', false, false),
  },
  FresherTemplate13: {
    id: 'FresherTemplate13',
    title: 'Fresher Template 13',
    kind: 'fresher',
    downloadLabel: 'Download PDF',
    design: d('sidebar-right', '#005f73', 'sans'),
  },
  FresherTemplate14: {
    id: 'FresherTemplate14',
    title: 'Fresher Template 14',
    kind: 'fresher',
    downloadLabel: 'Download Resume as PDF',
    design: d('two-column', '#6a040f', 'sans', true),
  },
  FresherTemplate15: {
    id: 'FresherTemplate15',
    title: 'Fresher Template 15',
    kind: 'fresher',
    downloadLabel: 'Download Resume as PDF',
    design: d('band', '#2d3a8c', 'serif', true),
  },
  'exp-1': {
    id: 'exp-1',
    title: 'Professional Experience Template',
    kind: 'experienced',
    downloadLabel: 'Download Resume',
    design: d('single', '#0d3b66', 'serif'),
  },
  'exp-2': {
    id: 'exp-2',
    title: 'Executive Experience Template',
    kind: 'experienced',
    downloadLabel: 'Download Resume',
    design: d('band', '#1b1b1b', 'serif', false, false),
  },
  'exp-3': {
    id: 'exp-3',
    title: 'Creative Experience Template',
    kind: 'experienced',
    downloadLabel: 'Download Resume',
    design: d('sidebar-left', '#7b2cbf', 'sans', true, false),
  },
  'exp-4': {
    id: 'exp-4',
    title: 'Modern Experience Template',
    kind: 'experienced',
    downloadLabel: 'Download PDF',
    design: d('sidebar-right', '#00607a', 'sans', false),
  },
  'exp-5': {
    id: 'exp-5',
    title: 'Classic Experience Template',
    kind: 'experienced',
    downloadLabel: 'Download PDF',
    design: d('single', '#5c3d2e', 'serif', false, false),
  },
  'exp-6': {
    id: 'exp-6',
    title: 'Dynamic Experience Template',
    kind: 'experienced',
    downloadLabel: 'Download PDF',
    design: d('two-column', '#9d0208', 'sans', true),
  },
};
