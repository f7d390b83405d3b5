import { countResponse, idParam } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { auditEndpoints } from '../audit-log.ts';
import {
  cleanerListResponse,
  cleaningApproveBody,
  cleaningAssignBody,
  cleaningHistoryCountQuery,
  cleaningHistoryQuery,
  cleaningPhotoBody,
  cleaningPhotoParams,
  cleaningQaCountQuery,
  cleaningQaQuery,
  cleaningRejectBody,
  cleaningStepBody,
  cleaningTaskDetailResponse,
  cleaningTaskInput,
  cleaningTaskListResponse,
  cleaningTaskResponse,
  cleaningUploadBody,
  cleaningUploadResponse,
} from './cleaning.ts';

const base = '/api/v1/car-cleaning';
/** The car-cleaning service: the panel's client sends X-Client-Type: ADMIN_PANEL on each of these. */
const cleaning = { tags: ['car cleaning'], service: 'cleaning' } as const;
/** The detail and the audit trail are opened from either list. */
const readers = { anyOf: ['carCleaningQa', 'carCleaningHistory'] } as const;
const trail = auditEndpoints('cleaning-task', readers, 'car cleaning');

/** The cleaning area's endpoints (SPEC §7 car cleaning). */
export const cleaningEndpoints = {
  /** SPEC §7 listing CLEANING_QA: the open tasks, waiting for a cleaner or for review. */
  qaList: endpoint({
    ...cleaning,
    method: 'GET',
    path: `${base}/listing/CLEANING_QA`,
    query: cleaningQaQuery,
    response: cleaningTaskListResponse,
    access: 'carCleaningQa',
  }),
  qaCount: endpoint({
    ...cleaning,
    method: 'GET',
    path: `${base}/listing/CLEANING_QA/count`,
    query: cleaningQaCountQuery,
    response: countResponse,
    access: 'carCleaningQa',
  }),
  /** SPEC §7 listing CLEANING_HISTORY: reviewed tasks with their outcome. */
  historyList: endpoint({
    ...cleaning,
    method: 'GET',
    path: `${base}/listing/CLEANING_HISTORY`,
    query: cleaningHistoryQuery,
    response: cleaningTaskListResponse,
    access: 'carCleaningHistory',
  }),
  historyCount: endpoint({
    ...cleaning,
    method: 'GET',
    path: `${base}/listing/CLEANING_HISTORY/count`,
    query: cleaningHistoryCountQuery,
    response: countResponse,
    access: 'carCleaningHistory',
  }),
  /** SPEC §7 task detail, with its steps and the client of each. */
  task: endpoint({
    ...cleaning,
    method: 'GET',
    path: `${base}/task/:id`,
    params: idParam,
    response: cleaningTaskDetailResponse,
    access: readers,
  }),
  create: endpoint({
    ...cleaning,
    method: 'POST',
    path: `${base}/task`,
    body: cleaningTaskInput,
    response: cleaningTaskResponse,
    alsoAnswers: [201],
    access: 'ASSIGN_CLEANING',
  }),
  /** Active staff of type CLEANER, to assign to. */
  cleaners: endpoint({
    ...cleaning,
    method: 'GET',
    path: `${base}/cleaners`,
    response: cleanerListResponse,
    access: 'ASSIGN_CLEANING',
  }),
  /** SPEC §7 ASSIGN. */
  assign: endpoint({
    ...cleaning,
    method: 'PUT',
    path: `${base}/task/:id/action/ASSIGN`,
    params: idParam,
    body: cleaningAssignBody,
    response: cleaningTaskResponse,
    access: 'ASSIGN_CLEANING',
  }),
  /** The before and after photos are in: the task goes to QA. */
  submit: endpoint({
    ...cleaning,
    method: 'PUT',
    path: `${base}/task/:id/action/SUBMIT`,
    params: idParam,
    body: cleaningStepBody,
    response: cleaningTaskResponse,
    access: 'ASSIGN_CLEANING',
  }),
  /** SPEC §7 APPROVE: every checklist item passed. */
  approve: endpoint({
    ...cleaning,
    method: 'PUT',
    path: `${base}/task/:id/action/APPROVE`,
    params: idParam,
    body: cleaningApproveBody,
    response: cleaningTaskResponse,
    access: 'REVIEW_CLEANING',
  }),
  /** Sent back with reasons: the task closes and a re-clean task opens for the same cleaner. */
  reject: endpoint({
    ...cleaning,
    method: 'PUT',
    path: `${base}/task/:id/action/REJECT`,
    params: idParam,
    body: cleaningRejectBody,
    response: cleaningTaskResponse,
    access: 'REVIEW_CLEANING',
  }),
  /** SPEC §7 pre-signed URL: for one photo of a task being cleaned. */
  uploadUrl: endpoint({
    ...cleaning,
    method: 'POST',
    path: `${base}/pre-signed-url`,
    body: cleaningUploadBody,
    response: cleaningUploadResponse,
    access: 'ASSIGN_CLEANING',
  }),
  /** After the PUT: the uploaded file becomes the task's before or after photo. */
  recordPhoto: endpoint({
    ...cleaning,
    method: 'PUT',
    path: `${base}/task/:id/photo/:kind`,
    params: cleaningPhotoParams,
    body: cleaningPhotoBody,
    response: cleaningTaskResponse,
    access: 'ASSIGN_CLEANING',
  }),
  auditTrail: trail.list,
  auditTrailCount: trail.count,
};
