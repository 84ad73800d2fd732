import { describe, expect, it } from 'vitest';
import { checkInRate, eventChartData } from './EventStatistics';

const row = (title: string, startTime: string, registered: number, checkedIn: number) => ({
  __typename: 'EventStatisticsRow' as const,
  eventId: title,
  title,
  startTime,
  capacity: 0,
  registered,
  checkedIn,
});

describe('event statistics chart', () => {
  it('rounds the check-in rate and has none without registrations', () => {
    expect(checkInRate(3, 2)).toBe(67);
    expect(checkInRate(0, 0)).toBeNull();
  });

  it('draws registered and checked-in per event, dated in Beijing time, with the overall rate', () => {
    const data = eventChartData(
      [row('甲', '2026-12-01T16:30:00.000Z', 3, 2), row('乙', '2026-11-01T01:00:00.000Z', 1, 0)],
      { registered: '报名', checkedIn: '签到', category: (date, title) => `${date} ${title}` },
    );
    // 16:30 UTC on 1 December is already 2 December in Beijing.
    expect(data.categories).toEqual(['2026-12-02 甲', '2026-11-01 乙']);
    expect(data.series).toEqual([
      { name: '报名', values: [3, 1] },
      { name: '签到', values: [2, 0] },
    ]);
    expect(data.rate).toBe(50);
  });
});
