import { messages, paymentsApi, type PaymentReview, type QueryOf } from '@institute/shared-schema';
import { call } from '../../api/client';

/** An administrator's view of a proof: the proof plus the duplicate flag and who decided it, when. */
export type AdminVerification = PaymentReview;
export type VerificationFilter = NonNullable<QueryOf<typeof paymentsApi.list>['status']>;

/** Admin screens need the network (DESIGN.md): plain REST through the typed client, no offline copy. */
export const listVerifications = (status: VerificationFilter) =>
  call(paymentsApi.list, { query: { status } }, { fallback: messages.adminFetch.verifications }).then((r) => r.verifications);

export const decideVerification = (id: string, status: 'approved' | 'rejected', adminNotes: string) =>
  call(
    paymentsApi.decide,
    { params: { id }, body: { status, adminNotes } },
    { fallback: status === 'approved' ? messages.adminSave.approvePayment : messages.adminSave.verificationStatus },
  );
