import type { SqlEntityManager } from '@mikro-orm/sql';
import { TENANT_FILTER } from '../../db/filters.js';
import { Course, Lesson } from './course.entity.js';
import { COURSE_STATUS } from './course-rules.js';

/** Demo data: one published course of three lessons (a video, a PDF, rich text). */
export async function seedDemoCourses(em: SqlEntityManager, tenantId: string): Promise<void> {
  if (await em.count(Course, {}, { filters: { [TENANT_FILTER]: { tenantId } } })) return;
  const course = em.create(Course, {
    tenantId,
    title: '建设工程安全生产管理（演示）',
    category: '安全生产',
    hours: 2,
    audience: '会员单位项目负责人、安全员',
    summary: '介绍建设工程安全生产的法规要求、现场管理要点与典型案例。',
    status: COURSE_STATUS.published,
    publishTime: new Date(),
  });
  const lessons: Partial<Lesson>[] = [
    { kind: 'video', title: '安全生产法规概述', url: '/demo/course/intro.mp4', minutes: 20 },
    { kind: 'pdf', title: '施工现场安全检查要点', url: '/demo/course/checklist.pdf', minutes: 30 },
    {
      kind: 'richtext',
      title: '典型事故案例分析',
      content:
        '<h3>案例一：高处坠落</h3><p>未按规定设置防护栏杆，作业人员未系安全带。</p><p>教训：临边洞口必须防护到位。</p>',
      minutes: 15,
    },
  ];
  lessons.forEach((l, i) =>
    em.create(Lesson, { tenantId, courseId: course.id, sort: i + 1, kind: l.kind!, title: l.title!, ...l }),
  );
  await em.flush();
}
