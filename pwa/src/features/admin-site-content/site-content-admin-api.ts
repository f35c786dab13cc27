/** Site content's server state for the admin page: admin screens need the network (DESIGN.md). */
import { messages, siteContentApi, type SiteItemKind } from '@institute/shared-schema';
import { call } from '../../api/client';
import { endpointQuery, useEndpointMutation } from '../../api/queries';

export const siteItemsQuery = (kind: SiteItemKind) =>
  endpointQuery(siteContentApi.list, { query: { kind } }, { fallback: messages.siteContent.fetchFailed });

const lists = [siteContentApi.list];

export const useCreateSiteItem = () =>
  useEndpointMutation(siteContentApi.create, { invalidates: lists, fallback: messages.siteContent.saveFailed });
export const useUpdateSiteItem = () =>
  useEndpointMutation(siteContentApi.update, { invalidates: lists, fallback: messages.siteContent.saveFailed });
export const useMoveSiteItem = () =>
  useEndpointMutation(siteContentApi.move, { invalidates: lists, fallback: messages.siteContent.saveFailed });
export const useDeleteSiteItem = () =>
  useEndpointMutation(siteContentApi.remove, { invalidates: lists, fallback: messages.siteContent.deleteFailed });

/** Uploads an image (checked and converted by the server); answers its id for the entry. */
export async function uploadSiteImage(file: File) {
  const form = new FormData();
  form.append(siteContentApi.uploadImage.raw.file, file);
  return (await call(siteContentApi.uploadImage, { body: form }, { fallback: messages.siteContent.uploadFailed })).image;
}
