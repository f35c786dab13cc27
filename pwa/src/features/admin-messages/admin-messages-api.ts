/** The administrator's inbox on the server (issue 19). Admin screens need the network: TanStack Query, no offline copy. */
import { adminMessagesApi, messages, type QueryOf } from '@institute/shared-schema';
import { endpointQuery, useEndpointMutation } from '../../api/queries';

export type InboxFilter = Partial<QueryOf<typeof adminMessagesApi.list>>;

export const inboxQuery = (filter: InboxFilter) =>
  endpointQuery(adminMessagesApi.list, { query: filter }, { fallback: messages.adminInbox.fetchFailed });

/** The sidebar's badge; refetched every minute while the console is open, and after every change. */
export const unreadCountQuery = () => endpointQuery(adminMessagesApi.unreadCount, {}, { fallback: messages.adminInbox.fetchFailed });

/** How often the sidebar asks again while the console stays open. */
export const unreadRefetchMs = 60_000;

export const useUpdateMessage = () =>
  useEndpointMutation(adminMessagesApi.update, {
    invalidates: [adminMessagesApi.list, adminMessagesApi.unreadCount],
    fallback: messages.adminInbox.updateFailed,
  });
