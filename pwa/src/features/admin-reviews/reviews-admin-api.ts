/** Reviews' server state: admin screens need the network (DESIGN.md). */
import { messages, testimonialsApi } from '@institute/shared-schema';
import { endpointQuery, useEndpointMutation } from '../../api/queries';

export const reviewsQuery = () => endpointQuery(testimonialsApi.adminList, {}, { fallback: messages.adminFetch.testimonials });

// A change shows in the moderation list and in the public list (the home page and /about/testimonials read the device's copy).
const lists = [testimonialsApi.adminList, testimonialsApi.list];

export const useUpdateTestimonial = () =>
  useEndpointMutation(testimonialsApi.update, { invalidates: lists, fallback: messages.adminSave.testimonial });
export const useSetApproval = () =>
  useEndpointMutation(testimonialsApi.setApproval, { invalidates: lists, fallback: messages.reviews.approvalFailed });
export const useDeleteTestimonial = () =>
  useEndpointMutation(testimonialsApi.remove, { invalidates: lists, fallback: messages.adminSave.deleteTestimonial });
