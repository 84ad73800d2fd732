import { describe, expect, it } from 'vitest';
import {
  confirmRefusal,
  handlingErrors,
  NOTICE_MESSAGES,
  NOTICE_STATUS,
  noticeErrors,
  noticePhase,
  objectionErrors,
  objectionRefusal,
} from './notice-rules.js';

const at = (text: string) => new Date(text);
const published = { status: NOTICE_STATUS.published, startDate: '2026-12-01', endDate: '2026-12-07' };

describe('notice rules', () => {
  it('asks for a title, a period in order and results', () => {
    expect(noticeErrors({})).toEqual([
      { field: 'title', message: NOTICE_MESSAGES.titleRequired },
      { field: 'period', message: NOTICE_MESSAGES.periodRequired },
      { field: 'items', message: NOTICE_MESSAGES.itemsRequired },
    ]);
    expect(
      noticeErrors({
        title: '2026 年度世纪杯拟获奖项目公示',
        startDate: '2026-12-07',
        endDate: '2026-12-01',
        items: [
          { applicationId: 'a', result: '拟获奖' },
          { applicationId: 'a', result: ' ' },
        ],
      }),
    ).toEqual([
      { field: 'period', message: NOTICE_MESSAGES.periodOrder },
      { field: 'items[1].result', message: NOTICE_MESSAGES.resultRequired },
      { field: 'items[1].applicationId', message: NOTICE_MESSAGES.duplicateItem },
    ]);
    expect(
      noticeErrors({
        title: 't',
        startDate: '2026-12-01',
        endDate: '2026-12-01',
        items: [{ applicationId: 'a', result: 'r' }],
      }),
    ).toEqual([]);
  });

  it('opens for objections on whole Beijing days', () => {
    // 2026-12-01 00:00 in Beijing is 2026-11-30 16:00 UTC; the period ends 2026-12-07 23:59:59.999 Beijing time.
    expect(noticePhase(published, at('2026-11-30T15:59:59Z'))).toBe('upcoming');
    expect(noticePhase(published, at('2026-11-30T16:00:00Z'))).toBe('open');
    expect(noticePhase(published, at('2026-12-07T15:59:59Z'))).toBe('open');
    expect(noticePhase(published, at('2026-12-07T16:00:00Z'))).toBe('ended');
    expect(noticePhase({ ...published, status: NOTICE_STATUS.draft }, at('2026-12-03T00:00:00Z'))).toBe('draft');
    expect(objectionRefusal(published, at('2026-11-30T10:00:00Z'))).toBe(NOTICE_MESSAGES.notStarted);
    expect(objectionRefusal(published, at('2026-12-03T00:00:00Z'))).toBeUndefined();
    expect(objectionRefusal(published, at('2026-12-08T00:00:00Z'))).toBe(NOTICE_MESSAGES.ended);
    expect(objectionRefusal({ ...published, status: NOTICE_STATUS.draft })).toBe(NOTICE_MESSAGES.notPublished);
  });

  it('confirms only after the period, with every objection handled', () => {
    expect(confirmRefusal(published, 0, at('2026-12-03T00:00:00Z'))).toBe(NOTICE_MESSAGES.notEnded);
    expect(confirmRefusal(published, 2, at('2026-12-08T00:00:00Z'))).toBe('还有2条异议未处理，不能确认结果');
    expect(confirmRefusal(published, 0, at('2026-12-08T00:00:00Z'))).toBeUndefined();
    expect(confirmRefusal({ ...published, status: NOTICE_STATUS.confirmed }, 0)).toBe(NOTICE_MESSAGES.confirmed);
  });

  it('checks an objection and its handling', () => {
    expect(objectionErrors({ reasons: '太短了' }, ['a'])).toEqual([
      { field: 'name', message: NOTICE_MESSAGES.nameRequired },
      { field: 'contact', message: '手机号码不能为空' },
      { field: 'applicationId', message: NOTICE_MESSAGES.applicationRequired },
      { field: 'reasons', message: NOTICE_MESSAGES.reasonsTooShort },
    ]);
    expect(
      objectionErrors(
        { name: '张三', contact: '1380000', applicationId: 'b', reasons: '', files: [1, 2, 3, 4, 5, 6] },
        ['a'],
      ),
    ).toEqual([
      { field: 'contact', message: '手机号码长度不为11位' },
      { field: 'applicationId', message: NOTICE_MESSAGES.applicationNotInNotice },
      { field: 'reasons', message: NOTICE_MESSAGES.reasonsRequired },
      { field: 'files', message: NOTICE_MESSAGES.tooManyFiles },
    ]);
    expect(
      objectionErrors(
        { name: '张三', contact: '13800000000', applicationId: 'a', reasons: '该工程存在质量安全事故未如实申报' },
        ['a'],
      ),
    ).toEqual([]);
    expect(handlingErrors({})).toEqual([
      { field: 'upheld', message: NOTICE_MESSAGES.decisionRequired },
      { field: 'reply', message: NOTICE_MESSAGES.replyRequired },
    ]);
    expect(handlingErrors({ upheld: false, reply: '经核实，异议不成立' })).toEqual([]);
  });
});
