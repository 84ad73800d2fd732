import { describe, expect, it } from 'vitest';
import {
  COURSE_MESSAGES as M,
  COURSE_STATUS,
  completionPercent,
  courseProblems,
  courseRefusal,
  hoursTotals,
  normalPosition,
} from './course-rules.js';

describe('course rules', () => {
  it('checks the course and numbers the problems of its lessons', () => {
    expect(courseProblems({ title: '安全', hours: 2, lessons: [] })).toEqual([]);
    expect(courseProblems({ title: '安全', hours: 2, lessons: [] }, true)).toEqual([M.noLesson]);
    expect(
      courseProblems({
        title: ' ',
        hours: -1,
        lessons: [
          { title: '一', kind: 'video', url: 'https://x/v.mp4' },
          { title: '', kind: 'pdf', url: '' },
          { title: '三', kind: 'audio' },
          { title: '四', kind: 'richtext', content: ' ' },
        ],
      }),
    ).toEqual([M.titleRequired, M.hoursInvalid, M.lessonTitle(2), M.lessonUrl(2), M.lessonKind(3), M.lessonContent(4)]);
  });

  it('refuses editing and removing a published course, and withdrawing one that is not', () => {
    expect(courseRefusal(COURSE_STATUS.published, 'edit')).toBe(M.editPublished);
    expect(courseRefusal(COURSE_STATUS.withdrawn, 'edit')).toBeUndefined();
    expect(courseRefusal(COURSE_STATUS.draft, 'withdraw')).toBe(M.withdrawNotPublished);
    expect(courseRefusal(COURSE_STATUS.published, 'publish')).toBe(M.publishTwice);
    expect(courseRefusal(COURSE_STATUS.withdrawn, 'publish')).toBeUndefined();
    expect(courseRefusal(COURSE_STATUS.published, 'remove')).toBe(M.removePublished);
  });

  it('counts the percent of lessons completed, ignoring lessons no longer in the course', () => {
    expect(completionPercent([], new Set(['a']))).toBe(0);
    expect(completionPercent(['a', 'b', 'c'], new Set(['a', 'x']))).toBe(33);
    expect(completionPercent(['a', 'b'], new Set(['a', 'b']))).toBe(100);
  });

  it('keeps video seconds to a tenth and pages whole, refusing nonsense', () => {
    expect(normalPosition('video', 12.345)).toBe(12.3);
    expect(normalPosition('pdf', 3.7)).toBe(3);
    expect(normalPosition('pdf', 0)).toBe(1);
    expect(normalPosition('video', -1)).toBeUndefined();
    expect(normalPosition('video', Number.NaN)).toBeUndefined();
  });

  it('sums hours per learner and per unit, a course once per learner', () => {
    const { byUser, byUnit } = hoursTotals([
      { userId: 'u1', unitId: 'm1', courseId: 'c1', hours: 1.5 },
      { userId: 'u1', unitId: 'm1', courseId: 'c1', hours: 1.5 },
      { userId: 'u1', unitId: 'm1', courseId: 'c2', hours: 2 },
      { userId: 'u2', unitId: 'm1', courseId: 'c1', hours: 1.5 },
      { userId: 'u3', courseId: 'c2', hours: 2 },
    ]);
    expect(byUser.get('u1')).toEqual({ hours: 3.5, courses: 2, unitId: 'm1' });
    expect(byUser.get('u3')).toEqual({ hours: 2, courses: 1, unitId: undefined });
    expect(byUnit.get('m1')).toEqual({ hours: 5, courses: 3, learners: 2 });
    expect(byUnit.size).toBe(1);
  });
});
