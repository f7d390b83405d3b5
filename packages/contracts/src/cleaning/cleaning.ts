import { z } from 'zod';
import {
  CLEANING_CHECKLIST,
  CLEANING_CLIENT_TYPES,
  CLEANING_PHOTO_KINDS,
  CLEANING_TASK_EVENTS,
  CLEANING_TASK_STATES,
  OPEN_CLEANING_STATES,
  DONE_CLEANING_STATES,
} from '@b2c/domain';
import { envelope, pagingQuery, versioned } from '../common.ts';
import { codeField, editableFields } from '../masterdata/masterdata-fields.ts';
import { mediaUploadTicket } from '../location/location.ts';

/**
 * Car cleaning (SPEC §7: listings for CLEANING_QA and CLEANING_HISTORY, task detail, APPROVE, ASSIGN,
 * pre-signed URL; every call sends X-Client-Type). SPEC shows no shapes; these are ours (issue 17).
 */

/** SPEC §7: car cleaning calls say which client sent them; the API records it on every task change. */
export const CLIENT_TYPE_HEADER = 'x-client-type';
export const cleaningClientType = z.enum(CLEANING_CLIENT_TYPES);

const appointmentIdField = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,40}$/, 'must be an appointment id (letters, digits and "-", at most 40)');
/** SPEC §5: newlines become spaces and the text is trimmed; shown as plain text, never HTML. */
const remarksField = z
  .string()
  .transform((s) => s.replace(/[\r\n]+/g, ' ').trim())
  .pipe(z.string().max(500, 'must be at most 500 characters'));
const dateQuery = z.iso.date('must be a date yyyy-MM-dd').optional();

const filters = {
  appointmentId: z.string().trim().min(1).max(40).optional(),
  locationCode: z.string().trim().min(1).max(40).optional(),
  cleanerId: z.coerce.number().int().positive().optional(),
  /** Created (QA list) or reviewed (history) on or after this day, in the vertical's time zone. */
  from: dateQuery,
  to: dateQuery,
};
export const cleaningQaQuery = pagingQuery.extend({ ...filters, state: z.enum(OPEN_CLEANING_STATES).optional() });
export const cleaningQaCountQuery = cleaningQaQuery.omit({ page: true, size: true, sort: true });
export const cleaningHistoryQuery = pagingQuery.extend({
  ...filters,
  /** The outcome of the review: approved, or sent back for a re-clean. */
  outcome: z.enum(DONE_CLEANING_STATES).optional(),
});
export const cleaningHistoryCountQuery = cleaningHistoryQuery.omit({ page: true, size: true, sort: true });
export type CleaningQaFilter = z.infer<typeof cleaningQaCountQuery>;
export type CleaningHistoryFilter = z.infer<typeof cleaningHistoryCountQuery>;

export const cleaningPhoto = z.object({
  kind: z.enum(CLEANING_PHOTO_KINDS),
  /** A signed download link (an hour); shown only as an <img>. */
  url: z.string(),
  takenBy: z.string(),
  takenAt: z.string(),
});
export type CleaningPhoto = z.infer<typeof cleaningPhoto>;

export const cleaningChecklist = z.partialRecord(z.enum(CLEANING_CHECKLIST), z.boolean());

export const cleaningTask = z.object({
  id: z.number().int(),
  appointmentId: z.string(),
  locationCode: z.string(),
  state: z.enum(CLEANING_TASK_STATES),
  /** 1 for the first clean; each send-back opens the next round as a new task. */
  round: z.number().int(),
  recleanOf: z.number().int().nullable(),
  /** The re-clean this task's send-back opened. */
  recleanTaskId: z.number().int().nullable(),
  cleanerId: z.number().int().nullable(),
  cleanerName: z.string().nullable(),
  before: cleaningPhoto.nullable(),
  after: cleaningPhoto.nullable(),
  checklist: cleaningChecklist.nullable(),
  reasons: z.array(z.enum(CLEANING_CHECKLIST)),
  remarks: z.string().nullable(),
  assignedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  /** The client of the task's last change (X-Client-Type), null when it sent none. */
  clientType: z.string().nullable(),
  createdAt: z.string(),
  ...editableFields,
});
export type CleaningTask = z.infer<typeof cleaningTask>;
export const cleaningTaskResponse = envelope(cleaningTask);
export const cleaningTaskListResponse = envelope(z.array(cleaningTask));

/** One step of a task's life, with the client that asked for it. */
export const cleaningTaskStep = z.object({
  id: z.number().int(),
  event: z.enum([...CLEANING_TASK_EVENTS, 'PHOTO']),
  fromState: z.string().nullable(),
  toState: z.string(),
  detail: z.string().nullable(),
  clientType: z.string().nullable(),
  actor: z.string(),
  createdAt: z.string(),
});
export type CleaningTaskStep = z.infer<typeof cleaningTaskStep>;
export const cleaningTaskDetail = cleaningTask.extend({ steps: z.array(cleaningTaskStep) });
export type CleaningTaskDetail = z.infer<typeof cleaningTaskDetail>;
export const cleaningTaskDetailResponse = envelope(cleaningTaskDetail);

export const cleaningTaskInput = z.object({ appointmentId: appointmentIdField, locationCode: codeField });
export type CleaningTaskInput = z.input<typeof cleaningTaskInput>;
export const cleaningAssignBody = versioned.extend({ cleanerId: z.number().int().positive() });
export type CleaningAssignBody = z.input<typeof cleaningAssignBody>;
export const cleaningApproveBody = versioned.extend({
  checklist: cleaningChecklist,
  remarks: remarksField.optional(),
});
export type CleaningApproveBody = z.input<typeof cleaningApproveBody>;
export const cleaningRejectBody = versioned.extend({
  reasons: z.array(z.enum(CLEANING_CHECKLIST)).min(1, 'must name at least one reason').max(CLEANING_CHECKLIST.length),
  remarks: remarksField.optional(),
});
export type CleaningRejectBody = z.input<typeof cleaningRejectBody>;
/** SUBMIT and the other bare steps name only the version they were based on. */
export const cleaningStepBody = versioned;

export const CLEANING_PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;
/** POST pre-signed-url: a URL for one photo of a task, then a PUT of the file, then the photo is recorded. */
export const cleaningUploadBody = z.object({
  taskId: z.number().int().positive(),
  kind: z.enum(CLEANING_PHOTO_KINDS),
  fileName: z.string().trim().min(1).max(200),
  extension: z
    .string()
    .trim()
    .transform((e) => e.replace(/^\./, '').toLowerCase())
    .pipe(z.enum(CLEANING_PHOTO_EXTENSIONS)),
});
export type CleaningUploadDraft = z.input<typeof cleaningUploadBody>;
export const cleaningUploadResponse = envelope(mediaUploadTicket);
export const cleaningPhotoParams = z.object({
  id: z.coerce.number().int().positive(),
  kind: z.enum(CLEANING_PHOTO_KINDS),
});
export const cleaningPhotoBody = versioned.extend({ key: z.string().trim().min(1).max(300) });
export type CleaningPhotoBody = z.input<typeof cleaningPhotoBody>;

/** Staff of type CLEANER (SPEC §3 staff types) from the drivers' staff list, active ones only. */
export const cleaner = z.object({ id: z.number().int(), name: z.string(), mobile: z.string() });
export type Cleaner = z.infer<typeof cleaner>;
export const cleanerListResponse = envelope(z.array(cleaner));
