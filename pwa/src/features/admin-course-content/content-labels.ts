import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ContentType } from '@institute/shared-schema';

/** What the content screens call each type of lesson; the value sent stays English. */
export const contentTypeLabels: Record<ContentType, MessageDescriptor> = {
  video: msg`Video`,
  assignment: msg`Assignment`,
  note: msg`Note`,
};
