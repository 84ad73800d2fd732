import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle, RouteMeta } from '../../shell/meta';

const LeaveFormPage = lazy(() => import('./LeaveFormPage').then((m) => ({ default: m.LeaveFormPage })));
const LeaveDetailPage = lazy(() => import('./LeaveDetailPage').then((m) => ({ default: m.LeaveDetailPage })));
const TaskListPage = lazy(() => import('./TaskListPage').then((m) => ({ default: m.TaskListPage })));

const route = (
  path: string,
  element: RouteObject['element'],
  meta: Pick<RouteMeta, 'titleId' | 'descriptionId'>,
): RouteObject => ({
  path,
  element,
  handle: { meta: { isAuth: true, isTab: true, parents: ['menu.work'], ...meta } } satisfies RouteHandle,
});

/** Office work: the leave process (SPEC section 2 routes) and the task lists of the approval flows. */
export const workRoutes: RouteObject[] = [
  route('/work/process/leave/form/:processDefinitionId', <LeaveFormPage />, {
    titleId: 'route.work.process.leave.form',
    descriptionId: 'work.leave.description',
  }),
  route('/work/process/leave/handle/:taskId/:processInstanceId/:businessId', <LeaveDetailPage />, {
    titleId: 'route.work.process.leave.handle',
  }),
  route('/work/process/leave/detail/:processInstanceId/:businessId', <LeaveDetailPage />, {
    titleId: 'route.work.process.leave.detail',
  }),
  // Each list has its own title (待办事务, 待签事务 ...), in the tab and the heading alike.
  route('/work/tasks/todo', <TaskListPage />, { titleId: 'flow.task.list.todo' }),
  route('/work/tasks/claim', <TaskListPage />, { titleId: 'flow.task.list.claim' }),
  route('/work/tasks/send', <TaskListPage />, { titleId: 'flow.task.list.sent' }),
  route('/work/tasks/done', <TaskListPage />, { titleId: 'flow.task.list.done' }),
  route('/work/tasks/:kind', <TaskListPage />, { titleId: 'work.tasks.title' }),
];
