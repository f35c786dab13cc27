import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Course } from '@institute/shared-schema';

/** What the course screens show for a status (lower case on the list's badge, as it always was). */
export const courseStatusLabels: Record<Course['status'], MessageDescriptor> = {
  draft: msg`draft`,
  published: msg`published`,
  archived: msg`archived`,
};
