import { messages, type PaymentVerification } from '@institute/shared-schema';
import { api } from '../../api/http';

/** An administrator's view of a proof: plus the duplicate flag and who decided it, when. */
export type AdminVerification = PaymentVerification & { duplicateTransaction: boolean; decidedAt: string | null; decidedBy: string | null };
export type VerificationFilter = 'pending' | 'approved' | 'rejected' | 'all';

/** Admin screens need the network (DESIGN.md): plain REST, no offline copy. */
export const listVerifications = (status: VerificationFilter) =>
  api<{ verifications: AdminVerification[] }>(`/api/payment-verifications?status=${status}`, {
    fallback: messages.adminFetch.verifications,
  }).then((r) => r.verifications);

export const decideVerification = (id: string, status: 'approved' | 'rejected', adminNotes: string) =>
  api<{ message: string }>(`/api/update-verification/${id}`, {
    method: 'PUT',
    body: { status, adminNotes },
    fallback: status === 'approved' ? messages.adminSave.approvePayment : messages.adminSave.verificationStatus,
  });
