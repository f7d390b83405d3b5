import { describe, expect, it } from 'vitest';
import {
  dateOfDay,
  dayOfDate,
  isWeekStart,
  leaveCovers,
  leaveDatesProblem,
  leaveRevokeProblem,
  leavesOverlap,
  parseDay,
  parseTimeOfDay,
  shiftProblem,
  todayIn,
  weekStartOf,
} from './users-roster-rules.ts';

describe('roster weeks: days monday to sunday (SPEC §3)', () => {
  it('names the day of a date and finds its week’s Monday, across a month and a year end', () => {
    expect(dayOfDate('2026-11-23')).toBe('monday');
    expect(dayOfDate('2026-11-29')).toBe('sunday');
    expect(dayOfDate('1969-12-31')).toBe('wednesday');
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23');
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28');
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(dateOfDay('2026-12-28', 'sunday')).toBe('2027-01-03');
  });

  it('accepts only a Monday, and only a real date, as a week start', () => {
    expect(isWeekStart('2026-11-23')).toBe(true);
    expect(isWeekStart('2026-11-24')).toBe(false);
    expect(isWeekStart('2026-02-30')).toBe(false);
  });

  it('reads days and times as files spell them', () => {
    expect(parseDay(' Monday ')).toBe('monday');
    expect(parseDay('SUNDAY')).toBe('sunday');
    expect(parseDay('mon')).toBeUndefined();
    expect(parseTimeOfDay('9:00')).toBe('09:00');
    expect(parseTimeOfDay('18:30:00')).toBe('18:30');
    expect(parseTimeOfDay('24:00')).toBeUndefined();
    expect(parseTimeOfDay('9.30')).toBeUndefined();
    expect(parseTimeOfDay('0.375')).toBe('09:00');
    expect(parseTimeOfDay('0.7291666666666666')).toBe('17:30');
    expect(parseTimeOfDay('0')).toBe('00:00');
    expect(parseTimeOfDay('0.99999')).toBeUndefined();
    expect(parseTimeOfDay('1.5')).toBeUndefined();
  });

  it('wants a shift to end after it starts', () => {
    expect(shiftProblem('09:00', '17:00')).toBeUndefined();
    expect(shiftProblem('09:00', '09:00')).toBe('must be after the shift start');
    expect(shiftProblem('22:00', '06:00')).toBe('must be after the shift start');
  });
});

describe('leaves', () => {
  it('run from a date to the same or a later one, at most 120 days', () => {
    expect(leaveDatesProblem({ from: '2026-12-01', to: '2026-12-01' })).toBeUndefined();
    expect(leaveDatesProblem({ from: '2026-12-02', to: '2026-12-01' })).toBe('must be on or after the from date');
    expect(leaveDatesProblem({ from: '2026-01-01', to: '2026-04-30' })).toBeUndefined();
    expect(leaveDatesProblem({ from: '2026-01-01', to: '2026-05-01' })).toBe('a leave is at most 120 days');
  });

  it('overlap when they share a day, both ends counting', () => {
    const leave = { from: '2026-12-01', to: '2026-12-05' };
    expect(leavesOverlap(leave, { from: '2026-12-05', to: '2026-12-09' })).toBe(true);
    expect(leavesOverlap(leave, { from: '2026-11-20', to: '2026-12-01' })).toBe(true);
    expect(leavesOverlap(leave, { from: '2026-11-20', to: '2026-12-10' })).toBe(true);
    expect(leavesOverlap(leave, { from: '2026-12-06', to: '2026-12-09' })).toBe(false);
    expect(leaveCovers(leave, '2026-12-05')).toBe(true);
    expect(leaveCovers(leave, '2026-12-06')).toBe(false);
  });

  it('can be revoked while applied and not yet ended', () => {
    const leave = { from: '2026-12-01', to: '2026-12-05', state: 'APPLIED' as const };
    expect(leaveRevokeProblem(leave, '2026-12-05')).toBeUndefined();
    expect(leaveRevokeProblem(leave, '2026-12-06')).toMatch(/ended on 2026-12-05/);
    expect(leaveRevokeProblem({ ...leave, state: 'REVOKED' }, '2026-11-01')).toBe('This leave is already revoked.');
  });

  it('take today from the vertical’s time zone: late evening in Sydney is the next day there', () => {
    const instant = new Date('2026-11-24T14:30:00Z');
    expect(todayIn('AU', instant)).toBe('2026-11-25');
    expect(todayIn('IN', instant)).toBe('2026-11-24');
  });
});
