/** The catalogue's dialogs: a course's details, then the enrolment flow of spec section 4, one dialog at a time. */
import { useLingui } from '@lingui/react/macro';
import type { Course } from '@institute/shared-schema';
import { LoginRequiredModal } from '../auth/login-required-modal';
import { EnrolledModal, PaymentMethodModal, PaymentVerificationModal } from '../payments/enrolment-dialogs';
import { CourseDetailsModal } from './course-details-modal';

export type Flow = { step: 'method' | 'verify'; course: Course } | { step: 'login' | 'enrolled' | 'none' };

export default function CourseDialogs({
  details,
  flow,
  onCloseDetails,
  onProceed,
  onClose,
  onPaid,
  onFlow,
}: {
  details: Course | null;
  flow: Flow;
  onCloseDetails: () => void;
  onProceed: (course: Course) => void;
  onClose: () => void;
  onPaid: () => void;
  onFlow: (flow: Flow) => void;
}) {
  const { t } = useLingui();
  return (
    <>
      <CourseDetailsModal course={details} onClose={onCloseDetails} onProceed={onProceed} />
      <LoginRequiredModal
        opened={flow.step === 'login'}
        onClose={onClose}
        title={t`Login Required`}
        text={t`Please login to enroll in this course. New here? Register in a minute with your mobile number.`}
        action={t`Login Now`}
      />
      <PaymentMethodModal course={flow.step === 'method' ? flow.course : null} onClose={onClose} onPaid={onPaid} />
      <PaymentVerificationModal
        course={flow.step === 'verify' ? flow.course : null}
        onClose={onClose}
        onSubmitted={() => onFlow({ step: 'enrolled' })}
        onLoginNeeded={() => onFlow({ step: 'login' })}
      />
      <EnrolledModal opened={flow.step === 'enrolled'} onClose={onClose} />
    </>
  );
}
