import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  Checkbox,
  Dialog,
  Heading,
  HStack,
  Input,
  Link,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { readApiProblem } from '../../engine/apollo/errors';
import { useCan } from '../../engine/auth';
import { DialogFrame, OptionSelect } from '../../engine/crud';
import { notify } from '../../engine/feedback/toaster';
import { DictSelect, FormField } from '../../engine/form';
import {
  AllotApplicationExpertsDocument,
  ApplyAutoAssignDocument,
  type AssignPlanFieldsFragment,
  AssignProgrammeOptionsDocument,
  AutoAssignPreviewDocument,
  AwardAssignCandidatesDocument,
  ExpertGroupPageDocument,
} from '../../generated/graphql';
import { EXPERT_DISCIPLINE_DICT } from '../expert/ExpertForm';
import { DrawDialog, DrawRecordsDialog, type DrawTarget } from './ExpertDrawDialogs';

type PlanApplication = AssignPlanFieldsFragment['applications'][number];
interface Request {
  programmeId: string;
  groupId: string;
  discipline: string;
  perApplication: string;
}

const names = (list: readonly { name: string }[]) => list.map((e) => e.name).join('、');

/** Parses N (1-20), or null when it is not a whole number in range. */
export function perApplicationOf(text: string): number | null {
  if (!/^\d{1,2}$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n >= 1 && n <= 20 ? n : null;
}

/**
 * 专家分配: choose a programme, an expert group or a discipline and N; preview the automatic assignment (every
 * excluded expert with its reason, shortfalls), apply it; adjust one application by hand; draw experts at random
 * with ranked substitutes (随机抽取), see the draw records, verify them and let a substitute step in. `awardType` presets the
 * programmes to one award type (世纪杯专家分配).
 */
export function ExpertsAllotPage({ awardType }: { awardType?: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const mayApply = useCan('awards_allot_apply');
  const [request, setRequest] = useState<Request>({
    programmeId: '',
    groupId: '',
    discipline: '',
    perApplication: '3',
  });
  const [error, setError] = useState<string>();
  const [plan, setPlan] = useState<AssignPlanFieldsFragment>();
  const [editing, setEditing] = useState<PlanApplication>();
  const [drawing, setDrawing] = useState<DrawTarget[]>();
  const [records, setRecords] = useState<DrawTarget>();
  const { data: programmes } = useQuery(AssignProgrammeOptionsDocument, {
    variables: { awardType: awardType ?? null },
  });
  const { data: groups } = useQuery(ExpertGroupPageDocument, { variables: { page: { current: 1, size: 200 } } });
  const client = useApolloClient();
  const [previewing, setPreviewing] = useState(false);
  const [runApply, { loading: applying }] = useMutation(ApplyAutoAssignDocument);
  const set = (field: keyof Request, value: string) => {
    setRequest((r) => ({ ...r, [field]: value }));
    setPlan(undefined);
  };

  const input = () => {
    const n = perApplicationOf(request.perApplication);
    if (!request.programmeId) return (setError(t('assign.rules.programmeRequired')), null);
    if (!request.groupId && !request.discipline) return (setError(t('assign.rules.poolRequired')), null);
    if (n == null) return (setError(t('assign.rules.perApplication')), null);
    setError(undefined);
    return {
      programmeId: request.programmeId,
      groupId: request.groupId || null,
      discipline: request.groupId ? null : request.discipline || null,
      perApplication: n,
    };
  };
  const preview = async () => {
    const i = input();
    if (!i) return;
    setPreviewing(true);
    try {
      const r = await client.query({
        query: AutoAssignPreviewDocument,
        variables: { input: i },
        fetchPolicy: 'network-only',
      });
      setPlan(r.data?.autoAssignPreview);
    } catch (e) {
      notify('error', { text: readApiProblem(e)?.message ?? t('assign.failed') });
    } finally {
      setPreviewing(false);
    }
  };
  const apply = async () => {
    const i = input();
    if (!i) return;
    try {
      const r = await runApply({ variables: { input: i } });
      notify('success', { id: 'assign.applied', values: { count: r.data?.applyAutoAssign.newCount ?? 0 } });
      await preview();
    } catch (e) {
      notify('error', { text: readApiProblem(e)?.message ?? t('assign.failed') });
    }
  };

  const programmeOptions = (programmes?.assignProgrammeOptions ?? []).map((p) => ({ value: p.id, label: p.name }));
  const groupOptions = (groups?.expertGroups.records ?? []).map((g) => ({ value: g.id, label: g.name }));
  return (
    <Stack gap="5">
      <Box as="section" aria-labelledby="assign-request" borderWidth="1px" borderRadius="md" p="4">
        <HStack justify="space-between" mb="3" wrap="wrap">
          <Heading as="h2" id="assign-request" size="sm">
            <FormattedMessage id="assign.request" />
          </Heading>
          <HStack gap="4" fontSize="sm">
            <Link asChild colorPalette="blue">
              <RouterLink to="/awards/expertGroup">
                <FormattedMessage id="route.awards.expertGroup" />
              </RouterLink>
            </Link>
            <Link asChild colorPalette="blue">
              <RouterLink to="/awards/reviewTaskGrouping">
                <FormattedMessage id="route.awards.reviewTaskGrouping" />
              </RouterLink>
            </Link>
          </HStack>
        </HStack>
        <HStack gap="4" wrap="wrap" align="end">
          <FormField label={t('assign.programme')} required>
            <OptionSelect
              name="programmeId"
              options={programmeOptions}
              value={request.programmeId}
              onChange={(v) => set('programmeId', v)}
              emptyLabel={t('assign.chooseProgramme')}
              width="72"
            />
          </FormField>
          <FormField label={t('assign.group')}>
            <OptionSelect
              name="groupId"
              options={groupOptions}
              value={request.groupId}
              onChange={(v) => set('groupId', v)}
              emptyLabel={t('assign.noGroup')}
              width="56"
            />
          </FormField>
          <FormField
            label={t('assign.discipline')}
            helperText={request.groupId ? t('assign.disciplineWithGroup') : undefined}
          >
            <DictSelect
              code={EXPERT_DISCIPLINE_DICT}
              biz
              name="discipline"
              value={request.discipline}
              onChange={(v) => set('discipline', v)}
              emptyLabel={t('assign.anyDiscipline')}
              disabled={Boolean(request.groupId)}
              width="48"
            />
          </FormField>
          <FormField label={t('assign.perApplication')} required>
            <Input
              name="perApplication"
              value={request.perApplication}
              onChange={(e) => set('perApplication', e.target.value)}
              inputMode="numeric"
              maxLength={2}
              width="24"
            />
          </FormField>
          <Button onClick={() => void preview()} loading={previewing}>
            <FormattedMessage id="assign.preview" />
          </Button>
          {mayApply && (
            <Button
              colorPalette="blue"
              variant="outline"
              onClick={() => void apply()}
              loading={applying}
              disabled={!plan || plan.newCount === 0}
            >
              <FormattedMessage id="assign.apply" />
            </Button>
          )}
          {mayApply && plan && plan.applications.length > 0 && (
            <Button variant="outline" onClick={() => setDrawing(plan.applications.map(targetOf))}>
              <FormattedMessage id="assign.draw.action" />
            </Button>
          )}
        </HStack>
        {error && (
          <Text role="alert" color="fg.error" mt="2" fontSize="sm">
            {error}
          </Text>
        )}
      </Box>
      {plan && (
        <PlanTable
          plan={plan}
          onEdit={setEditing}
          onDraw={(a) => setDrawing([targetOf(a)])}
          onRecords={(a) => setRecords(targetOf(a))}
        />
      )}
      {drawing && (
        <DrawDialog
          targets={drawing}
          groupId={request.groupId || null}
          discipline={request.groupId ? null : request.discipline || null}
          onClose={() => setDrawing(undefined)}
          onDrawn={() => void preview()}
        />
      )}
      {records && (
        <DrawRecordsDialog target={records} onClose={() => setRecords(undefined)} onChanged={() => void preview()} />
      )}
      {editing && (
        <ManualDialog
          application={editing}
          groupId={request.groupId || null}
          discipline={request.groupId ? null : request.discipline || null}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void preview();
          }}
        />
      )}
    </Stack>
  );
}

const targetOf = (a: PlanApplication): DrawTarget => ({
  applicationId: a.applicationId,
  label: a.projectName ?? a.unitName,
});

function PlanTable({
  plan,
  onEdit,
  onDraw,
  onRecords,
}: {
  plan: AssignPlanFieldsFragment;
  onEdit(app: PlanApplication): void;
  onDraw(app: PlanApplication): void;
  onRecords(app: PlanApplication): void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const mayEdit = useCan('awards_allot_apply');
  return (
    <Box as="section" aria-labelledby="assign-plan">
      <Heading as="h2" id="assign-plan" size="sm" mb="2">
        {t('assign.planTitle', { count: plan.applications.length, added: plan.newCount })}
      </Heading>
      {plan.applications.length === 0 ? (
        <Text color="fg.muted">
          <FormattedMessage id="assign.noApplications" />
        </Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" aria-label={t('assign.planTable')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('assign.projectName')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('assign.unitName')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('assign.current')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('assign.added')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('assign.exclusions')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('common.actions')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {plan.applications.map((a) => (
                <Table.Row key={a.applicationId}>
                  <Table.Cell>{a.projectName ?? '-'}</Table.Cell>
                  <Table.Cell>{a.unitName}</Table.Cell>
                  <Table.Cell>{names(a.current) || '-'}</Table.Cell>
                  <Table.Cell>
                    <Stack gap="1">
                      <Text>{names(a.added) || '-'}</Text>
                      {a.shortfall && (
                        <Text color="fg.error" fontSize="sm">
                          {a.shortfall}
                        </Text>
                      )}
                    </Stack>
                  </Table.Cell>
                  <Table.Cell>
                    {a.exclusions.length === 0 ? (
                      '-'
                    ) : (
                      <Stack as="ul" gap="0" listStyleType="none" fontSize="sm">
                        {a.exclusions.map((x) => (
                          <Box as="li" key={x.expertId}>{`${x.name}：${x.reason}`}</Box>
                        ))}
                      </Stack>
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    <HStack gap="1" wrap="wrap">
                      {mayEdit && (
                        <Button
                          size="xs"
                          variant="outline"
                          onClick={() => onEdit(a)}
                          aria-label={t('assign.editRow', { name: a.projectName ?? a.unitName })}
                        >
                          <FormattedMessage id="assign.edit" />
                        </Button>
                      )}
                      {mayEdit && (
                        <Button
                          size="xs"
                          variant="outline"
                          onClick={() => onDraw(a)}
                          aria-label={t('assign.draw.actionRow', { name: a.projectName ?? a.unitName })}
                        >
                          <FormattedMessage id="assign.draw.action" />
                        </Button>
                      )}
                      <Button
                        size="xs"
                        variant="ghost"
                        onClick={() => onRecords(a)}
                        aria-label={t('assign.draw.recordsRow', { name: a.projectName ?? a.unitName })}
                      >
                        <FormattedMessage id="assign.draw.records" />
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {plan.loads.length > 0 && (
        <HStack as="ul" listStyleType="none" gap="2" wrap="wrap" mt="3" aria-label={t('assign.loads')}>
          {plan.loads.map((l) => (
            <Box as="li" key={l.expertId}>
              <Badge variant="outline">{t('assign.load', { name: l.name, load: l.load })}</Badge>
            </Box>
          ))}
        </HStack>
      )}
    </Box>
  );
}

/** Manual assignment of one application: eligible experts to tick, every ineligible one with its reason. */
function ManualDialog({
  application,
  groupId,
  discipline,
  onClose,
  onSaved,
}: {
  application: PlanApplication;
  groupId: string | null;
  discipline: string | null;
  onClose(): void;
  onSaved(): void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { data, loading } = useQuery(AwardAssignCandidatesDocument, {
    variables: { applicationId: application.applicationId, groupId, discipline },
    fetchPolicy: 'network-only',
  });
  const candidates = data?.awardAssignCandidates ?? [];
  const [chosen, setChosen] = useState<string[]>();
  const selected = chosen ?? candidates.filter((c) => c.assigned).map((c) => c.expertId);
  const [save, { loading: saving }] = useMutation(AllotApplicationExpertsDocument);
  const title = t('assign.manualTitle', { name: application.projectName ?? application.unitName });
  const submit = async () => {
    try {
      await save({ variables: { input: { id: application.applicationId, expertIds: selected } } });
      notify('success', { id: 'assign.saved' });
      onSaved();
    } catch (e) {
      notify('error', { text: readApiProblem(e)?.message ?? t('assign.failed') });
    }
  };
  return (
    <DialogFrame open onClose={onClose} title={title} divider size="lg">
      <Dialog.Body py="4">
        {loading ? (
          <Text color="fg.muted">
            <FormattedMessage id="common.loading" />
          </Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="2" aria-label={t('assign.candidates')}>
            {candidates.map((c) => (
              <Box as="li" key={c.expertId}>
                <Checkbox.Root
                  size="sm"
                  checked={selected.includes(c.expertId)}
                  disabled={c.reason != null && !c.assigned}
                  onCheckedChange={(d) =>
                    setChosen(d.checked ? [...selected, c.expertId] : selected.filter((id) => id !== c.expertId))
                  }
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{c.unitName ? `${c.name}（${c.unitName}）` : c.name}</Checkbox.Label>
                </Checkbox.Root>
                {c.reason && (
                  <Text as="span" ms="2" fontSize="sm" color="fg.error">
                    {c.reason}
                  </Text>
                )}
              </Box>
            ))}
            {data && candidates.length === 0 && (
              <Box as="li">
                <Text color="fg.muted">
                  <FormattedMessage id="assign.noCandidates" />
                </Text>
              </Box>
            )}
          </Stack>
        )}
      </Dialog.Body>
      <Dialog.Footer borderTopWidth="1px" borderColor="border.muted" pt="4">
        <Button variant="outline" onClick={onClose}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button onClick={() => void submit()} loading={saving}>
          <FormattedMessage id="common.save" />
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
