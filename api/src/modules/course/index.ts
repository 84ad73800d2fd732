import type { AppModule } from '../module.js';
import { Course, Lesson, LessonProgress } from './course.entity.js';
import { CourseResolver } from './course.resolver.js';
import { registerCourseRest } from './course.rest.js';
import { seedDemoCourses } from './course.seed.js';
import { grants, menus } from './menus.js';

/** Education training courseware (教育培训): courses and lessons, the open catalogue, progress, training hours. */
export const courseModule: AppModule = {
  name: 'course',
  menus,
  grants,
  seeds: { demo: seedDemoCourses },
  entities: { tenantOwned: [Course, Lesson, LessonProgress] },
  resolvers: [CourseResolver],
  rest: [registerCourseRest],
};
