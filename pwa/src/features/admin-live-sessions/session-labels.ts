import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AdminLiveSession } from '@institute/shared-schema';

/** What the live session screens show for a status (lower case, as it always was); the value sent stays English. */
export const sessionStatusLabels: Record<AdminLiveSession['status'], MessageDescriptor> = {
  scheduled: msg`scheduled`,
  ongoing: msg`ongoing`,
  completed: msg`completed`,
  cancelled: msg`cancelled`,
};
