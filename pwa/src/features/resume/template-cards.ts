/**
 * The landing page's cards (spec section 2, "Resume builder landing"): no zod and no template code,
 * so the landing chunk stays small. `opens` is the route a card leads to: the Professional card
 * (exp-1) opens exp-2 and the Executive card (exp-2) opens exp-1, as the spec states.
 */
import type { ResumeTemplateId } from '@institute/shared-schema';

export interface TemplateCard {
  id: string;
  title: string;
  description: string;
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

const card = (id: string, title: string, description: string, opens: ResumeTemplateId): TemplateCard => ({
  id,
  title,
  description,
  opens,
  image: `/resume-templates/${opens}.jpg`,
  srcSet: `/resume-templates/${opens}-400w.webp 400w, /resume-templates/${opens}-600w.webp 600w`,
});

export const fresherCards: TemplateCard[] = [
  card('1', 'Fresher Template 1', 'A clean one-column resume for your first job.', 'FresherTemplate1'),
  card('3', 'Student Resume', 'A sidebar with your photo, skills and languages beside your studies.', 'FresherTemplate3'),
  card('4', 'IT Student Resume', 'A header band that puts your projects and technical skills first.', 'FresherTemplate4'),
  card('5', 'Design Student Resume', 'A coloured header with your photo, for creative courses.', 'FresherTemplate5'),
  card('7', 'Finance Student Resume', 'A classic serif layout for commerce and finance roles.', 'FresherTemplate7'),
  card('9', 'Teaching Student Resume', 'Two columns that give your education room.', 'FresherTemplate9'),
];

export const experiencedCards: TemplateCard[] = [
  card('exp-1', 'Professional Experience Template', 'A formal layout that leads with your experience.', 'exp-2'),
  card('exp-2', 'Executive Experience Template', 'A quiet serif design for senior roles.', 'exp-1'),
  card('exp-3', 'Creative Experience Template', 'A coloured sidebar with your photo.', 'exp-3'),
  card('exp-4', 'Modern Experience Template', 'Skills at the side, achievements in front.', 'exp-4'),
  card('exp-5', 'Classic Experience Template', 'A traditional one-column resume.', 'exp-5'),
  card('exp-6', 'Dynamic Experience Template', 'Two columns and a photo for a confident start.', 'exp-6'),
];
