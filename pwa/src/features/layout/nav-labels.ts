import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { NavPath } from '@institute/shared-schema';

/** What the menus call each page of the navigation (`navigation` in shared-schema). */
export const navLabels: Record<NavPath, MessageDescriptor> = {
  '/': msg`Home`,
  '/courses': msg`Courses`,
  '/services/resume-builder': msg`Resume Builder`,
  '/services/editor': msg`Code Editor`,
  '/services/quiz': msg`Quiz`,
  '/services/job-portal': msg`Job Portal`,
  '/about/mission': msg`Mission`,
  '/about/journey': msg`Journey`,
  '/about/team': msg`Team`,
  '/about/institutes': msg`Institutes`,
  '/about/internship': msg`Internship`,
  '/about/testimonials': msg`Testimonials`,
  '/gallery': msg`Gallery`,
  '/placements': msg`Placements`,
  '/contact': msg`Contact`,
  '/privacy-policy': msg`Privacy Policy`,
  '/terms': msg`Terms`,
};
