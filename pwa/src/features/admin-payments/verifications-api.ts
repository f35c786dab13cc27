import { adminApi, coursesApi, messages, paymentsApi, type PaymentReview, type QueryOf } from '@institute/shared-schema';
import { endpointQuery, useEndpointMutation } from '../../api/queries';

/** An administrator's view of a proof: the proof plus the duplicate flag and who decided it, when. */
export type AdminVerification = PaymentReview;
export type VerificationFilter = NonNullable<QueryOf<typeof paymentsApi.list>['status']>;

/** Admin screens need the network (DESIGN.md): server state through TanStack Query, no offline copy. */
export const verificationsQuery = (status: VerificationFilter) =>
  endpointQuery(paymentsApi.list, { query: { status } }, { fallback: messages.adminFetch.verifications });

/** A decision changes the queues, the enrolment counts and the dashboard's figures. */
export const useDecideVerification = () =>
  useEndpointMutation(paymentsApi.decide, {
    invalidates: [paymentsApi.list, adminApi.stats, coursesApi.listAll],
    fallback: messages.adminSave.verificationStatus,
  });
