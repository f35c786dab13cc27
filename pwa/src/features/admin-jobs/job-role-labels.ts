import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Job } from '@institute/shared-schema';

/** What the job screens show for a role; the value sent and stored stays English. */
export const jobRoleLabels: Record<Job['role'], MessageDescriptor> = {
  Internship: msg`Internship`,
  'Full Time': msg`Full Time`,
};
