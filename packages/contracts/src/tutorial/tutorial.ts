import { z } from 'zod';
import { TUTORIAL_CATEGORIES, TUTORIAL_LANGUAGES, TUTORIAL_MEDIA, TUTORIAL_MEDIA_KINDS } from '@b2c/domain';
import { countResponse, envelope, pagingQuery } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { mediaUploadTicket } from '../location/location.ts';

/**
 * Training tutorials (SPEC §7 car cleaning: tutorials GET and POST, pre-signed URL). SPEC shows no
 * shapes; these are ours (issue 17). The calls belong to the car-cleaning service, so they send
 * X-Client-Type like its other calls.
 */

const groupName = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,60}$/, 'must be a group name (letters, digits, "_" and "-")');

export const tutorialQuery = pagingQuery.extend({
  title: z.string().trim().min(1).max(60).optional(),
  category: z.enum(TUTORIAL_CATEGORIES).optional(),
  language: z.enum(TUTORIAL_LANGUAGES).optional(),
  mediaKind: z.enum(TUTORIAL_MEDIA_KINDS).optional(),
});
export const tutorialCountQuery = tutorialQuery.omit({ page: true, size: true, sort: true });
export type TutorialFilter = z.infer<typeof tutorialCountQuery>;

export const tutorial = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.enum(TUTORIAL_CATEGORIES),
  language: z.enum(TUTORIAL_LANGUAGES),
  mediaKind: z.enum(TUTORIAL_MEDIA_KINDS),
  fileName: z.string(),
  /** A signed download link (an hour): a video plays in <video>, a PDF opens in a new tab. */
  url: z.string(),
  /** Who may see it; empty = everyone who may open the tutorials. */
  groups: z.array(z.string()),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type Tutorial = z.infer<typeof tutorial>;
export const tutorialResponse = envelope(tutorial);
export const tutorialListResponse = envelope(z.array(tutorial));

export const TUTORIAL_EXTENSIONS = [...TUTORIAL_MEDIA.VIDEO, ...TUTORIAL_MEDIA.PDF] as const;
export const tutorialUploadBody = z.object({
  fileName: z.string().trim().min(1).max(200),
  extension: z
    .string()
    .trim()
    .transform((e) => e.replace(/^\./, '').toLowerCase())
    .pipe(z.enum(TUTORIAL_EXTENSIONS)),
});
export type TutorialUploadDraft = z.input<typeof tutorialUploadBody>;
export const tutorialUploadResponse = envelope(mediaUploadTicket);

/** POST: the file was PUT to the ticket's URL; the tutorial names it by the ticket's key. */
export const tutorialInput = z.object({
  title: z.string().trim().min(3, 'must have at least 3 characters').max(120),
  category: z.enum(TUTORIAL_CATEGORIES),
  language: z.enum(TUTORIAL_LANGUAGES),
  key: z.string().trim().min(1, 'is required: upload the file first').max(300),
  fileName: z.string().trim().min(1).max(200),
  groups: z.array(groupName).max(20).default([]),
});
export type TutorialInput = z.input<typeof tutorialInput>;

const base = '/api/v1/car-cleaning/tutorials';
const common = { tags: ['training tutorials'], service: 'cleaning' } as const;

/** The tutorial area's endpoints (SPEC §7 tutorials GET and POST, and their pre-signed URL). */
export const tutorialEndpoints = {
  list: endpoint({
    ...common,
    method: 'GET',
    path: base,
    query: tutorialQuery,
    response: tutorialListResponse,
    access: 'trainingTutorials',
  }),
  count: endpoint({
    ...common,
    method: 'GET',
    path: `${base}/count`,
    query: tutorialCountQuery,
    response: countResponse,
    access: 'trainingTutorials',
  }),
  create: endpoint({
    ...common,
    method: 'POST',
    path: base,
    body: tutorialInput,
    response: tutorialResponse,
    alsoAnswers: [201],
    access: 'MANAGE_TUTORIALS',
  }),
  uploadUrl: endpoint({
    ...common,
    method: 'POST',
    path: `${base}/pre-signed-url`,
    body: tutorialUploadBody,
    response: tutorialUploadResponse,
    access: 'MANAGE_TUTORIALS',
  }),
};
