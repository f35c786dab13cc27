import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Course } from '@institute/shared-schema';

/** What the catalogue shows for a course's level; the value kept and compared stays English. */
export const courseLevelLabels: Record<Course['level'], MessageDescriptor> = {
  Beginner: msg`Beginner`,
  Intermediate: msg`Intermediate`,
  Advanced: msg`Advanced`,
};
