/** The live sessions administrator's server state: admin screens need the network (DESIGN.md). */
import { coursesApi, liveSessionsApi, messages } from '@institute/shared-schema';
import { endpointQuery, useEndpointMutation } from '../../api/queries';

export const allSessionsQuery = () => endpointQuery(liveSessionsApi.list, {}, { fallback: messages.adminFetch.liveSessions });
export const sessionCoursesQuery = () => endpointQuery(coursesApi.listAll, {}, { fallback: messages.adminFetch.additional });

const sessionLists = [liveSessionsApi.list];

export const useCreateSession = () =>
  useEndpointMutation(liveSessionsApi.create, { invalidates: sessionLists, fallback: messages.adminSave.liveSessionCreate });
export const useUpdateSession = () =>
  useEndpointMutation(liveSessionsApi.update, { invalidates: sessionLists, fallback: messages.adminSave.liveSessionUpdate });
export const useDeleteSession = () =>
  useEndpointMutation(liveSessionsApi.remove, { invalidates: sessionLists, fallback: messages.adminSave.deleteLiveSession });
