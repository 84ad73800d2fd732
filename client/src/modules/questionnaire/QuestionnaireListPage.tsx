import { useMutation } from '@apollo/client/react';
import { Badge, Button } from '@chakra-ui/react';
import { BarChart3, Eye, Link2, Play, Square } from 'lucide-react';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { evictList } from '../../engine/apollo/cache';
import { readApiProblem } from '../../engine/apollo/errors';
import { Can } from '../../engine/auth';
import {
  activeFilter,
  type Column,
  CrudList,
  pagedListProps,
  type SearchField,
  useConfirm,
  useListState,
  usePagedQuery,
} from '../../engine/crud';
import { notify } from '../../engine/feedback/toaster';
import {
  LaunchQuestionnaireDocument,
  type QuestionnaireFieldsFragment,
  QuestionnairePageDocument,
  RemoveQuestionnairesDocument,
  StopQuestionnaireDocument,
} from '../../generated/graphql';
import type { MessageId } from '../../i18n/locale';
import { shortTime, STATUS_PALETTE } from './format';

const EMPTY_FILTER = { title: '', status: '' };
export const EDITOR_PATH = '/questionnaire/questionnaire-editor';
/** The open link of a questionnaire whose audience is 公开链接 (answered without sign-in). */
export const OPEN_PATH = '/questionnaire/open';
export const PREVIEW_PATH = '/questionnaire/questionnaire-preview';
export const STATISTICS_PATH = '/questionnaire/statistics/questionnaire-statistics';

/** 问卷管理: questionnaires with launch, stop, statistics, edit (not while running) and delete. */
export function QuestionnaireListPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const confirm = useConfirm();
  const list = useListState(EMPTY_FILTER);
  const filter = activeFilter(list.filter);
  const query = usePagedQuery(QuestionnairePageDocument, {
    list,
    filter: {
      title: filter.title,
      status: filter.status === undefined || filter.status === '' ? undefined : Number(filter.status),
    },
    select: (data) => data.questionnaires,
  });
  const evict = { update: (cache: Parameters<typeof evictList>[0]) => evictList(cache, 'questionnaires') };
  const [launch] = useMutation(LaunchQuestionnaireDocument, evict);
  const [stop] = useMutation(StopQuestionnaireDocument, evict);
  const [remove] = useMutation(RemoveQuestionnairesDocument, evict);

  const searchFields: SearchField[] = [
    { name: 'title', label: t('questionnaire.field.title') },
    {
      name: 'status',
      label: t('questionnaire.field.status'),
      options: ['0', '1', '2'].map((value) => ({ value, label: t(`questionnaire.status.${value}`) })),
    },
  ];

  const columns = useMemo<Array<Column<QuestionnaireFieldsFragment>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      { key: 'title', header: t('questionnaire.field.title'), value: (r) => r.title, truncate: true, width: '64' },
      {
        key: 'audience',
        header: t('questionnaire.field.audience'),
        value: (r) => t(`questionnaire.audience.${r.audience}`),
        width: '28',
      },
      { key: 'endTime', header: t('questionnaire.field.endTime'), value: (r) => shortTime(r.endTime), width: '36' },
      {
        key: 'status',
        header: t('questionnaire.field.status'),
        value: (r) => t(`questionnaire.status.${r.status}`),
        render: (r) => (
          <Badge colorPalette={STATUS_PALETTE[r.status]} variant="outline">
            {t(`questionnaire.status.${r.status}`)}
          </Badge>
        ),
        width: '20',
        align: 'center',
      },
    ];
  }, [intl]);

  const run = async (action: () => Promise<unknown>, done: MessageId) => {
    try {
      await action();
      notify('success', { id: done });
    } catch (e) {
      const problem = readApiProblem(e);
      if (problem) notify('error', { text: problem.message });
    }
  };

  return (
    <CrudList
      caption={t('questionnaire.list.caption')}
      list={list}
      searchFields={searchFields}
      {...pagedListProps(query)}
      columns={columns}
      rowId={(r) => r.id}
      rowLabel={(r) => r.title}
      create={{ code: 'questionnaire_manage_add', onClick: () => void navigate(EDITOR_PATH) }}
      edit={{
        code: 'questionnaire_manage_edit',
        onClick: (r) => void navigate(`${EDITOR_PATH}?id=${encodeURIComponent(r.id)}`),
        when: (r) => r.status !== 1,
      }}
      remove={{
        code: 'questionnaire_manage_delete',
        run: (ids) => remove({ variables: { ids } }),
        when: (r) => r.status !== 1,
      }}
      actionsWidth="160"
      rowActions={(r) => (
        <>
          {r.status !== 1 && (
            <Can codes={['questionnaire_manage_launch']}>
              <Button
                size="xs"
                variant="ghost"
                aria-label={`${t('questionnaire.action.launch')} ${r.title}`}
                onClick={() => void run(() => launch({ variables: { id: r.id } }), 'questionnaire.launch.done')}
              >
                <Play />
                <FormattedMessage id="questionnaire.action.launch" />
              </Button>
            </Can>
          )}
          {r.status === 1 && (
            <Can codes={['questionnaire_manage_stop']}>
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                aria-label={`${t('questionnaire.action.stop')} ${r.title}`}
                onClick={async () => {
                  if (await confirm({ message: t('questionnaire.stop.confirm', { title: r.title }) }))
                    await run(() => stop({ variables: { id: r.id } }), 'questionnaire.stop.done');
                }}
              >
                <Square />
                <FormattedMessage id="questionnaire.action.stop" />
              </Button>
            </Can>
          )}
          <Button size="xs" variant="ghost" asChild>
            <a href={`${PREVIEW_PATH}?id=${encodeURIComponent(r.id)}`} target="_blank" rel="noopener">
              <Eye />
              <FormattedMessage id="questionnaire.action.preview" />
            </a>
          </Button>
          {r.audience === 'open' && r.status !== 0 && (
            <Button size="xs" variant="ghost" asChild>
              <a href={`${OPEN_PATH}?id=${encodeURIComponent(r.id)}`} target="_blank" rel="noopener">
                <Link2 />
                <FormattedMessage id="questionnaire.action.openLink" />
              </a>
            </Button>
          )}
          {r.status !== 0 && (
            <Button
              size="xs"
              variant="ghost"
              aria-label={`${t('questionnaire.action.statistics')} ${r.title}`}
              onClick={() => void navigate(`${STATISTICS_PATH}?id=${encodeURIComponent(r.id)}`)}
            >
              <BarChart3 />
              <FormattedMessage id="questionnaire.action.statistics" />
            </Button>
          )}
        </>
      )}
    />
  );
}
