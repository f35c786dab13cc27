/**
 * Site content on the wire (issue 15): everyone reads the entries and their images; administrators
 * upload images (checked by content, converted once into several WebP widths and a placeholder)
 * and add, change and remove entries. Devices read the entries from the `public` sync bucket.
 */
import { z } from 'zod';
import { binaryAnswer, defineEndpoint, messageAnswer, noQuery } from '../api/endpoint.js';
import { uuidParams } from '../fields.js';
import { multipartOverheadBytes } from '../files/uploads.api.js';
import {
  siteImageLimits,
  siteImageSchema,
  siteItemFormSchema,
  siteItemKinds,
  siteItemMoveSchema,
  siteItemSchema,
} from './site-content.schema.js';

const itemAnswer = z.object({ message: z.string(), item: siteItemSchema });

export const siteContentApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/site-items',
    access: 'public',
    summary: 'Every site content entry, or those of one kind, in page order',
    query: z.object({ kind: z.enum(siteItemKinds).optional() }),
    answers: { 200: z.object({ data: z.array(siteItemSchema) }) },
  }),
  image: defineEndpoint({
    method: 'GET',
    path: '/api/site-images/:id',
    access: 'public',
    summary: 'One size of a site image (WebP), cacheable for a year',
    params: uuidParams,
    query: noQuery,
    answers: { 200: binaryAnswer },
  }),
  uploadImage: defineEndpoint({
    method: 'POST',
    path: '/api/admin/site-images',
    access: 'admin',
    summary:
      'Upload an image (multipart field `image`: JPEG, PNG, WebP or GIF, at most 10 MB): converted once into WebP widths and a placeholder',
    raw: { kind: 'multipart', file: 'image', fields: z.object({}), maxBytes: siteImageLimits.maxBytes + multipartOverheadBytes },
    answers: { 201: z.object({ message: z.string(), image: siteImageSchema }) },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/admin/site-items',
    access: 'admin',
    summary: 'Add a site content entry',
    body: siteItemFormSchema,
    answers: { 201: itemAnswer },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/site-items/:id',
    access: 'admin',
    summary: 'Change a site content entry (its kind stays)',
    params: uuidParams,
    body: siteItemFormSchema,
    answers: { 200: itemAnswer },
  }),
  move: defineEndpoint({
    method: 'POST',
    path: '/api/admin/site-items/:id/move',
    access: 'admin',
    summary:
      'Move an entry one place up or down among its kind (a gallery photo among its category): the list is numbered again 0, 1, 2... in its new order',
    params: uuidParams,
    body: siteItemMoveSchema,
    answers: { 200: z.object({ message: z.string(), data: z.array(siteItemSchema) }) },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/site-items/:id',
    access: 'admin',
    summary: 'Remove a site content entry (its image too, when nothing else shows it)',
    params: uuidParams,
    answers: { 200: messageAnswer },
  }),
} as const;
