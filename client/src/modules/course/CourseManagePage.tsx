import { useMutation } from '@apollo/client/react';
import { Badge, Button } from '@chakra-ui/react';
import { ArrowDownToLine, Send } from 'lucide-react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { evictList } from '../../engine/apollo/cache';
import { readApiProblem } from '../../engine/apollo/errors';
import { Can } from '../../engine/auth';
import {
  activeFilter,
  type Column,
  CrudList,
  pagedListProps,
  type RecordDialogState,
  type SearchField,
  useConfirm,
  useListState,
  usePagedQuery,
} from '../../engine/crud';
import { notify } from '../../engine/feedback/toaster';
import { formatDateTime } from '../../engine/format/date';
import {
  type CourseFieldsFragment,
  CoursePageDocument,
  PublishCourseDocument,
  RemoveCoursesDocument,
  WithdrawCourseDocument,
} from '../../generated/graphql';
import { CourseFormDialog } from './CourseFormDialog';

const EMPTY_FILTER = { title: '', status: '' };
const STATUS_PALETTE: Record<number, string> = { 0: 'gray', 1: 'green', 2: 'orange' };

/** 课程管理: draft courses with their lessons, publish into the open catalogue, withdraw. */
export function CourseManagePage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const confirm = useConfirm();
  const list = useListState(EMPTY_FILTER);
  const [dialog, setDialog] = useState<RecordDialogState | null>(null);
  const { status, ...text } = activeFilter(list.filter);
  const query = usePagedQuery(CoursePageDocument, {
    list,
    filter: { ...text, ...(status ? { status: Number(status) } : {}) },
    select: (data) => data.courses,
  });
  const evict = (cache: Parameters<typeof evictList>[0]) => {
    evictList(cache, 'courses');
    evictList(cache, 'publicCourses');
  };
  const [removeCourses] = useMutation(RemoveCoursesDocument, { update: evict });
  const [publishCourse] = useMutation(PublishCourseDocument, { update: evict });
  const [withdrawCourse] = useMutation(WithdrawCourseDocument, { update: evict });

  const act = async (publish: boolean, row: CourseFieldsFragment) => {
    const confirmId = publish ? 'course.manage.publishConfirm' : 'course.manage.withdrawConfirm';
    if (!(await confirm({ message: t(confirmId, { name: row.title }), danger: false }))) return;
    try {
      if (publish) await publishCourse({ variables: { id: row.id } });
      else await withdrawCourse({ variables: { id: row.id } });
      notify('success', { id: publish ? 'course.manage.publishSuccess' : 'course.manage.withdrawSuccess' });
    } catch (error) {
      const problem = readApiProblem(error);
      if (problem) notify('error', { text: problem.message });
    }
  };

  const searchFields: SearchField[] = [
    { name: 'title', label: t('course.title') },
    {
      name: 'status',
      label: t('course.status'),
      options: ['0', '1', '2'].map((value) => ({ value, label: t(`course.status.${value}`) })),
    },
  ];

  const columns = useMemo<Array<Column<CourseFieldsFragment>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      { key: 'title', header: t('course.title'), value: (r) => r.title, truncate: true, width: '72' },
      { key: 'category', header: t('course.category'), value: (r) => r.category ?? '—', width: '28' },
      { key: 'hours', header: t('course.hours'), value: (r) => String(r.hours), width: '16', align: 'end' },
      {
        key: 'status',
        header: t('course.status'),
        value: (r) => t(`course.status.${r.status}`),
        width: '24',
        align: 'center',
        render: (r) => (
          <Badge variant="subtle" colorPalette={STATUS_PALETTE[r.status] ?? 'gray'}>
            {t(`course.status.${r.status}`)}
          </Badge>
        ),
      },
      {
        key: 'publishTime',
        header: t('course.publishTime'),
        value: (r) => (r.publishTime ? formatDateTime(r.publishTime) : '—'),
        width: '44',
      },
    ];
  }, [intl]);

  return (
    <>
      <CrudList
        caption={t('course.manage.listTitle')}
        list={list}
        searchFields={searchFields}
        {...pagedListProps(query)}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.title}
        create={{ code: 'course_manage_add', onClick: () => setDialog({ mode: 'create' }) }}
        remove={{ code: 'course_manage_delete', run: (ids) => removeCourses({ variables: { ids } }) }}
        edit={{
          code: 'course_manage_edit',
          onClick: (r) => setDialog({ mode: r.status === 1 ? 'view' : 'edit', id: r.id }),
        }}
        onView={(r) => setDialog({ mode: 'view', id: r.id })}
        rowActions={(r) =>
          r.status === 1 ? (
            <Can codes={['course_manage_withdraw']}>
              <Button
                size="xs"
                variant="ghost"
                onClick={() => void act(false, r)}
                aria-label={t('course.manage.withdrawRow', { name: r.title })}
              >
                <ArrowDownToLine />
                <FormattedMessage id="course.manage.withdraw" />
              </Button>
            </Can>
          ) : (
            <Can codes={['course_manage_publish']}>
              <Button
                size="xs"
                variant="ghost"
                colorPalette="green"
                onClick={() => void act(true, r)}
                aria-label={t('course.manage.publishRow', { name: r.title })}
              >
                <Send />
                <FormattedMessage id="course.manage.publish" />
              </Button>
            </Can>
          )
        }
        actionsWidth="96"
      />
      <CourseFormDialog state={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
