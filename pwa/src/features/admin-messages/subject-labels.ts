import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { contactSubjects } from '@institute/shared-schema';

/** What the inbox shows for a contact form's subject; the value stored and searched stays English. */
export const subjectLabels: Record<(typeof contactSubjects)[number], MessageDescriptor> = {
  'General Inquiry': msg`General Inquiry`,
  Support: msg`Support`,
  Feedback: msg`Feedback`,
};
