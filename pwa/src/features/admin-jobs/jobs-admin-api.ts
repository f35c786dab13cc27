/** Job management's server state: admin screens need the network (DESIGN.md). */
import { jobsApi, messages } from '@institute/shared-schema';
import { endpointQuery, useEndpointMutation } from '../../api/queries';

export const jobsQuery = () => endpointQuery(jobsApi.list, {}, { fallback: messages.adminFetch.jobs });

const jobLists = [jobsApi.list];

export const useCreateJob = () => useEndpointMutation(jobsApi.create, { invalidates: jobLists, fallback: messages.jobs.saveFailed });
export const useUpdateJob = () => useEndpointMutation(jobsApi.update, { invalidates: jobLists, fallback: messages.jobs.saveFailed });
export const useDeleteJob = () => useEndpointMutation(jobsApi.remove, { invalidates: jobLists, fallback: messages.adminSave.deleteJob });
