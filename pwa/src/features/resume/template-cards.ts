/**
 * The landing page's cards (spec section 2, "Resume builder landing"): no zod and no template code,
 * so the landing chunk stays small. `opens` is the route a card leads to: the Professional card
 * (exp-1) opens exp-2 and the Executive card (exp-2) opens exp-1, as the spec states.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ResumeTemplateId } from '@institute/shared-schema';

export interface TemplateCard {
  id: string;
  /** Interface text, drawn with `i18n._(...)`. */
  title: MessageDescriptor;
  description: MessageDescriptor;
  opens: ResumeTemplateId;
  /**
   * Renders of the template it opens, made by the `render the landing cards` case of
   * e2e/resume.spec.ts (RENDER_RESUME_CARDS=1): a 397 px JPEG (the fallback `src`) and WebP at 400
   * and 600 px wide for `srcset`; `cardImageSize` is the JPEG's, for the img's width and height.
   */
  image: string;
  srcSet: string;
}

/** The renders' size: half of the A4 paper's 794 × 1123 CSS px. */
export const cardImageSize = { width: 397, height: 562 };

const card = (id: string, title: MessageDescriptor, description: MessageDescriptor, opens: ResumeTemplateId): TemplateCard => ({
  id,
  title,
  description,
  opens,
  image: `/resume-templates/${opens}.jpg`,
  srcSet: `/resume-templates/${opens}-400w.webp 400w, /resume-templates/${opens}-600w.webp 600w`,
});

export const fresherCards: TemplateCard[] = [
  card('1', msg`Fresher Template 1`, msg`A clean one-column resume for your first job.`, 'FresherTemplate1'),
  card('3', msg`Student Resume`, msg`A sidebar with your photo, skills and languages beside your studies.`, 'FresherTemplate3'),
  card('4', msg`IT Student Resume`, msg`A header band that puts your projects and technical skills first.`, 'FresherTemplate4'),
  card('5', msg`Design Student Resume`, msg`A coloured header with your photo, for creative courses.`, 'FresherTemplate5'),
  card('7', msg`Finance Student Resume`, msg`A classic serif layout for commerce and finance roles.`, 'FresherTemplate7'),
  card('9', msg`Teaching Student Resume`, msg`Two columns that give your education room.`, 'FresherTemplate9'),
];

export const experiencedCards: TemplateCard[] = [
  card('exp-1', msg`Professional Experience Template`, msg`A formal layout that leads with your experience.`, 'exp-2'),
  card('exp-2', msg`Executive Experience Template`, msg`A quiet serif design for senior roles.`, 'exp-1'),
  card('exp-3', msg`Creative Experience Template`, msg`A coloured sidebar with your photo.`, 'exp-3'),
  card('exp-4', msg`Modern Experience Template`, msg`Skills at the side, achievements in front.`, 'exp-4'),
  card('exp-5', msg`Classic Experience Template`, msg`A traditional one-column resume.`, 'exp-5'),
  card('exp-6', msg`Dynamic Experience Template`, msg`Two columns and a photo for a confident start.`, 'exp-6'),
];
