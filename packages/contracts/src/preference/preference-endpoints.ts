import { auditEndpoints } from '../audit-log.ts';
import { countResponse, idParam } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import {
  contactCheckQuery,
  contactCheckResponse,
  dndBulkInput,
  dndBulkResponse,
  dndCountQuery,
  dndEntryResponse,
  dndInput,
  dndListResponse,
  dndQuery,
  dndRemoveQuery,
  dndRemovedResponse,
  dndUpdate,
  preferenceCountQuery,
  preferenceInput,
  preferenceQuery,
  userPreferenceListResponse,
  userPreferenceResponse,
} from './preference.ts';

/**
 * SPEC §7 "User preferences: GET, count, POST" (paths not given; ours in SPEC's style) and the DND list.
 * SPEC §6 guards them by the userPreferences feature and the CC_ADMIN group, not by a permission key: the
 * routes say `authenticated` and the preference module refuses everyone else (403) before any handler.
 */
const common = { access: 'authenticated', tags: ['user preferences'], service: 'preference' } as const;
const dnd = '/api/user-preference/dnd';

export const preferenceEndpoints = {
  list: endpoint({
    ...common,
    method: 'GET',
    path: '/api/user-preference',
    query: preferenceQuery,
    response: userPreferenceListResponse,
  }),
  count: endpoint({
    ...common,
    method: 'GET',
    path: '/api/user-preference/count',
    query: preferenceCountQuery,
    response: countResponse,
  }),
  save: endpoint({
    ...common,
    method: 'POST',
    path: '/api/user-preference',
    body: preferenceInput,
    response: userPreferenceResponse,
    alsoAnswers: [201],
  }),
  dndList: endpoint({ ...common, method: 'GET', path: dnd, query: dndQuery, response: dndListResponse }),
  dndCount: endpoint({ ...common, method: 'GET', path: `${dnd}/count`, query: dndCountQuery, response: countResponse }),
  dndAdd: endpoint({
    ...common,
    method: 'POST',
    path: dnd,
    body: dndInput,
    response: dndEntryResponse,
    alsoAnswers: [201],
  }),
  /** A paste or CSV: the good rows are added, each row answered (added, already listed, or why not). */
  dndBulk: endpoint({ ...common, method: 'POST', path: `${dnd}/bulk`, body: dndBulkInput, response: dndBulkResponse }),
  dndUpdate: endpoint({
    ...common,
    method: 'PUT',
    path: `${dnd}/:id`,
    params: idParam,
    body: dndUpdate,
    response: dndEntryResponse,
  }),
  dndRemove: endpoint({
    ...common,
    method: 'DELETE',
    path: `${dnd}/:id`,
    params: idParam,
    query: dndRemoveQuery,
    response: dndRemovedResponse,
  }),
  /** "May we contact this number on this channel now", as other areas ask it in-process. */
  contactCheck: endpoint({
    ...common,
    method: 'GET',
    path: `${dnd}/check`,
    query: contactCheckQuery,
    response: contactCheckResponse,
  }),
  audit: {
    preference: auditEndpoints('user-preference', 'authenticated', 'user preferences'),
    dnd: auditEndpoints('dnd', 'authenticated', 'user preferences'),
  },
};
