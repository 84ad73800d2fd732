import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Box, Button, Card, Heading, HStack, Link, Stack, Tabs, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { evictList } from '../../../engine/apollo/cache';
import { readApiProblem } from '../../../engine/apollo/errors';
import { RecordPageFallback, SaveAndSubmitButtons } from '../../../engine/crud';
import { notify } from '../../../engine/feedback/toaster';
import { FlowStatusBadge } from '../../../engine/flow';
import {
  type AwardApplicationFullFragment,
  type AwardApplicationRowFragment,
  AwardApplicationDocument,
  AwardApplicationsDocument,
  AwardCompaniesDocument,
  AwardCompanyArrearsDocument,
  AwardProgrammeAvailabilityDocument,
  SaveAwardApplicationDocument,
  SubmitAwardApplicationDocument,
} from '../../../generated/graphql';
import {
  type CompanyOption,
  MaterialsEditor,
  ParticipantsEditor,
  scrollToFirstError,
  useDeclarationText,
  withoutField,
} from '../declaration';
import { type ApplicationContent, applicationFormErrors, type FieldError } from '../declaration/rules';
import { APPLICATION_PATHS, EDITABLE_STATUSES, type FormAwardType, formAwardType } from './awardApplication';
import { contentOf, inputOf } from './content';
import { useProgrammeDefinition } from './programmeForm';
import {
  DefinedDeclaration,
  EDITOR_TABS,
  pageTabOf,
  pageTabs,
  sectionsOf,
  shownDefinition,
} from './DefinedDeclaration';
import { useFieldLabel, useLocalText } from '../../../engine/form';
import { useCan } from '../../../engine/auth';
import { fieldsOf } from '@zhuxie/domain/forms/definition';
import { changedKeys, startFrom } from './previousApplication';
import { formWithAddedSlots } from '@zhuxie/domain/award/application-form';

const BUILT_TABS = ['basic', 'participants', 'materials'];
import { ProblemAlert } from '../../../engine/feedback/ProblemAlert';

/** The page's tabs: 申报信息, 参建单位及人员, 申报材料, and any tab a programme's form adds (by its key). */
export type FormTab = string;

/**
 * The declaration form of an award type with a form (世纪杯 centuryCupApply, 优质结构 qualityStructureApply): a new
 * draft for `?programmeId=`, an own draft with `?id=`. Three tabs (申报信息, 参建单位及人员, 申报材料; the
 * participantsCCup / centuryCupMaterials routes open the second and third). Drafts save at any time; 保存并送审
 * saves, checks every rule and sends it for check. Nothing typed is lost on a refusal.
 */
export function ApplicationFormPage({ awardType, tab = 'basic' }: { awardType: string; tab?: FormTab }) {
  const type = formAwardType(awardType);
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const programmeId = params.get('programmeId') ?? '';
  const app = useQuery(AwardApplicationDocument, { variables: { id }, skip: !id, fetchPolicy: 'network-only' });
  const programme = useQuery(AwardProgrammeAvailabilityDocument, {
    variables: { id: programmeId },
    skip: Boolean(id) || !programmeId,
    fetchPolicy: 'network-only',
  });
  const companies = useQuery(AwardCompaniesDocument);
  // The unit's drafts of this programme (a new form offers to continue one instead).
  const drafts = useQuery(AwardApplicationsDocument, {
    variables: { filter: { awardType, programmeId, flowStatus: 0 }, page: { current: 1, size: 10 } },
    skip: Boolean(id) || !programmeId,
    fetchPolicy: 'network-only',
  });
  if (!id && !programmeId) {
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>
          <FormattedMessage id="award.applyForm.noProgramme" />
        </Alert.Title>
      </Alert.Root>
    );
  }
  if (id && !app.data) return <RecordPageFallback loading={app.loading} error={app.error} />;
  if (!id && !programme.data) return <RecordPageFallback loading={programme.loading} error={programme.error} />;
  const record = app.data?.awardApplication ?? null;
  if (!id && programme.data && !programme.data.awardSubscriptionCheck.canApply) {
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>{programme.data.awardSubscriptionCheck.reason}</Alert.Title>
      </Alert.Root>
    );
  }
  if (record && (!EDITABLE_STATUSES.includes(record.flowStatus) || record.enabled !== 1)) {
    return <NotEditable type={type} record={record} />;
  }
  return (
    <DeclarationForm
      key={record ? `${record.id}` : 'new'}
      type={type}
      record={record}
      programmeId={record?.programmeId ?? programmeId}
      programmeName={record?.programmeName ?? programme.data?.awardProgramme.name ?? ''}
      companies={companies.data?.awardCompanies ?? []}
      initialTab={tab}
      drafts={id ? [] : (drafts.data?.awardApplications.records ?? [])}
    />
  );
}

function NotEditable({ type, record }: { type: FormAwardType; record: AwardApplicationFullFragment }) {
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {record.enabled !== 1 ? (
            <FormattedMessage id="award.app.disabledNotice" values={{ message: record.enabledMessage ?? '' }} />
          ) : (
            <FormattedMessage id="award.app.notEditable" />
          )}
        </Alert.Title>
        <Link asChild colorPalette="blue">
          <RouterLink to={`${APPLICATION_PATHS[type.key]!.detail}?id=${record.id}`}>
            <FormattedMessage id="award.app.openDetail" />
          </RouterLink>
        </Link>
      </Alert.Content>
    </Alert.Root>
  );
}

interface FormProps {
  type: FormAwardType;
  record: AwardApplicationFullFragment | null;
  programmeId: string;
  programmeName: string;
  companies: readonly CompanyOption[];
  initialTab: FormTab;
  /** The unit's unsubmitted drafts of the programme (shown on a new form, to continue one instead). */
  drafts: readonly AwardApplicationRowFragment[];
}

function DeclarationForm({ type, record, programmeId, programmeName, companies, initialTab, drafts }: FormProps) {
  const text = useDeclarationText();
  const { t } = text;
  const navigate = useNavigate();
  const client = useApolloClient();
  const definition = useProgrammeDefinition(record?.programmeId ?? programmeId, record?.formVersion);
  const [content, setContent] = useState<ApplicationContent>(() => contentOf(record));
  const [current, setCurrent] = useState<{ id: string; version: number } | null>(
    record ? { id: record.id, version: record.version } : null,
  );
  const [formErrors, setErrors] = useState<FieldError[]>([]);
  const [problem, setProblem] = useState<string | undefined>();
  const [tab, setTab] = useState<FormTab>(initialTab);
  const shown = shownDefinition(type, definition);
  // The type's form with the material slots the programme's form adds (drawn like the built ones).
  const form = formWithAddedSlots(type, shown);
  const local = useLocalText();
  const tabOf = (field: string) => pageTabOf(shown, field);
  const [saving, setSaving] = useState<false | 'save' | 'submit'>(false);
  const root = useRef<HTMLFormElement>(null);
  const evict = { update: (cache: Parameters<typeof evictList>[0]) => evictList(cache, 'awardApplications') };
  const [save] = useMutation(SaveAwardApplicationDocument, evict);
  const [submit] = useMutation(SubmitAwardApplicationDocument, evict);
  const { companyField } = form;
  const company = content.values[companyField];

  // Re-applying: the unit's latest application of this line in another programme may start the new one.
  const staff = useCan(type.manageCode);
  const earlierList = useQuery(AwardApplicationsDocument, {
    variables: { filter: { awardType: type.key }, page: { current: 1, size: 20 } },
    skip: Boolean(record) || staff,
  });
  const earlier = earlierList.data?.awardApplications.records.find((a) => a.programmeId !== programmeId);
  const [startedFrom, setStartedFrom] = useState<{ year: number; content: ApplicationContent } | null>(null);
  const [taking, setTaking] = useState(false);
  const fieldLabel = useFieldLabel({ label: (field) => text.knownField(field.key) });
  const takeEarlier = async () => {
    if (!earlier) return;
    setTaking(true);
    try {
      const r = await client.query({
        query: AwardApplicationDocument,
        variables: { id: earlier.id },
        fetchPolicy: 'network-only',
      });
      const taken = startFrom(contentOf(r.data?.awardApplication), form);
      setContent(taken);
      setStartedFrom({ year: earlier.year, content: taken });
      setErrors([]);
    } catch (e) {
      setProblem(readApiProblem(e)?.message ?? t('flow.failed'));
    } finally {
      setTaking(false);
    }
  };
  const changedLabels = startedFrom
    ? changedKeys(shown, startedFrom.content, content).map((key) => {
        const found = fieldsOf(shown).find((f) => f.field.key === key);
        return found ? fieldLabel(found.field) : (text.knownField(key) ?? key);
      })
    : [];

  // The contractor (or main applicant) must not be in dues arrears: the notice and the field error as soon as it is chosen.
  const arrearsCheck = useQuery(AwardCompanyArrearsDocument, {
    variables: { companyId: typeof company === 'string' ? company : '' },
    skip: typeof company !== 'string' || !company,
    fetchPolicy: 'network-only',
  });
  const arrearsResult = typeof company === 'string' && company ? arrearsCheck.data?.awardCompanyArrears : undefined;
  const arrears = arrearsResult?.inArrears ? (arrearsResult.message ?? undefined) : undefined;
  const errors =
    arrearsResult?.inArrears && arrearsResult.fieldError
      ? [...withoutField(formErrors, companyField), { field: companyField, message: arrearsResult.fieldError }]
      : formErrors;

  const tabErrors = (name: FormTab) => errors.filter((e) => tabOf(e.field) === name).length;

  const showErrors = (list: FieldError[], message?: string) => {
    setErrors(list);
    setProblem(message);
    const first = list[0];
    if (first) {
      setTab(tabOf(first.field));
      window.setTimeout(() => scrollToFirstError(root.current ?? undefined), 50);
    }
  };

  const onSave = async (andSubmit: boolean) => {
    setProblem(undefined);
    setSaving(andSubmit ? 'submit' : 'save');
    try {
      const input = {
        ...inputOf(content),
        ...(current ? { id: current.id, version: current.version } : { programmeId }),
      };
      const saved = (await save({ variables: { input } })).data!.saveAwardApplication;
      setCurrent({ id: saved.id, version: saved.version });
      if (!andSubmit) {
        notify('success', { id: 'award.app.saved' });
        setErrors([]);
        return;
      }
      // The same rules the server runs, shown at once; the server checks again (arrears, allocation number ...).
      const local = applicationFormErrors(type, content, definition);
      if (local.length) {
        showErrors(local, t('award.app.incomplete'));
        notify('error', { id: 'award.app.incomplete' });
        return;
      }
      const sent = (await submit({ variables: { input: { id: saved.id, version: saved.version } } })).data!
        .submitAwardApplication;
      notify('success', { id: 'award.app.submitted' });
      void navigate(`${APPLICATION_PATHS[type.key]!.detail}?id=${sent.id}`);
    } catch (e) {
      const p = readApiProblem(e);
      if (p?.code === 'STALE') setProblem(p.message);
      else
        showErrors(
          Object.entries(p?.fields ?? {}).map(([field, message]) => ({ field, message })),
          p?.message,
        );
      notify('error', p ? { text: p.message } : { id: 'flow.failed' });
      // A failed submission after a successful save: the draft has a new version.
      if (current || record) {
        const fresh = await client
          .query({
            query: AwardApplicationDocument,
            variables: { id: (current ?? record)!.id },
            fetchPolicy: 'network-only',
          })
          .catch(() => undefined);
        const latest = fresh?.data?.awardApplication;
        if (latest && p?.code !== 'STALE') setCurrent({ id: latest.id, version: latest.version });
      }
    } finally {
      setSaving(false);
    }
  };

  const title = t('award.app.formTitle', { label: type.label });
  // A page tab's sections drawn from the definition (on the editors' tabs: the fields a programme's form added).
  const defined = (name: string) => {
    const sections = sectionsOf(type, shown, name);
    if (sections.length === 0) return null;
    return (
      <Box mt={name === 'basic' ? 0 : 5}>
        <DefinedDeclaration
          definition={shown}
          sections={sections}
          content={content}
          errors={errors}
          companies={companies}
          companyPlaceholder={t('award.decl.companyPlaceholder')}
          onChange={(update, field) => {
            setContent(update);
            setErrors((prev) => withoutField(prev, field));
          }}
        />
      </Box>
    );
  };
  const tabLabel = (name: FormTab) => (
    <HStack gap="2">
      {BUILT_TABS.includes(name) ? (
        <FormattedMessage id={`award.app.tab.${name}`} />
      ) : (
        local(shown.tabs.find((t) => t.key === name)!.label)
      )}
      {tabErrors(name) > 0 && (
        <Badge colorPalette="red" variant="solid" size="sm">
          {tabErrors(name)}
        </Badge>
      )}
    </HStack>
  );

  return (
    <Card.Root variant="outline">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap">
          <Box>
            <Heading size="md" as="h2">
              {title}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {programmeName}
            </Text>
          </Box>
          {record && <FlowStatusBadge status={record.flowStatus} />}
        </HStack>
      </Card.Header>
      <Card.Body>
        <form
          ref={root}
          aria-label={title}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void onSave(false);
          }}
        >
          <Stack gap="5">
            {!record && drafts.filter((d) => d.id !== current?.id).length > 0 && (
              <Alert.Root status="info">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>
                    <FormattedMessage id="award.app.draftsExist" />
                  </Alert.Title>
                  <HStack gap="4" wrap="wrap">
                    {drafts
                      .filter((d) => d.id !== current?.id)
                      .map((d) => (
                        <Link key={d.id} asChild colorPalette="blue">
                          <RouterLink to={`${type.applyPath}?id=${d.id}`}>
                            {d.projectName ?? t('award.app.untitled')}
                          </RouterLink>
                        </Link>
                      ))}
                  </HStack>
                </Alert.Content>
              </Alert.Root>
            )}
            {!record && !current && earlier && !startedFrom && (
              <Alert.Root status="info">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>
                    <FormattedMessage
                      id="award.app.earlierFound"
                      values={{ year: earlier.year, project: earlier.projectName ?? t('award.app.untitled') }}
                    />
                  </Alert.Title>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    mt="2"
                    alignSelf="start"
                    loading={taking}
                    onClick={() => void takeEarlier()}
                  >
                    <FormattedMessage id="award.app.useEarlier" />
                  </Button>
                </Alert.Content>
              </Alert.Root>
            )}
            {startedFrom && (
              <Alert.Root status={changedLabels.length ? 'success' : 'info'} data-testid="changed-since">
                <Alert.Indicator />
                <Alert.Title>
                  {changedLabels.length ? (
                    <FormattedMessage
                      id="award.app.changedSince"
                      values={{ year: startedFrom.year, fields: changedLabels.join('、') }}
                    />
                  ) : (
                    <FormattedMessage id="award.app.unchangedSince" values={{ year: startedFrom.year }} />
                  )}
                </Alert.Title>
              </Alert.Root>
            )}
            <ProblemAlert message={arrears} />
            <Tabs.Root value={tab} onValueChange={(d) => setTab(d.value as FormTab)} variant="line" lazyMount={false}>
              <Tabs.List>
                {pageTabs(shown, type).map((name) => (
                  <Tabs.Trigger key={name} value={name}>
                    {tabLabel(name)}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              {pageTabs(shown, type)
                .filter((name) => !EDITOR_TABS.includes(name as (typeof EDITOR_TABS)[number]))
                .map((name) => (
                  <Tabs.Content key={name} value={name}>
                    {defined(name)}
                  </Tabs.Content>
                ))}
              <Tabs.Content value="participants">
                <ParticipantsEditor
                  form={form}
                  value={content.participants}
                  companies={companies}
                  errors={errors}
                  onChange={(participants, field) => {
                    setContent((c: ApplicationContent) => ({ ...c, participants }));
                    setErrors((prev) => withoutField(prev, field));
                  }}
                />
                {defined('participants')}
              </Tabs.Content>
              <Tabs.Content value="materials">
                <MaterialsEditor
                  form={form}
                  value={content.materials}
                  errors={errors}
                  onChange={(materials, field) => {
                    setContent((c: ApplicationContent) => ({ ...c, materials }));
                    setErrors((prev) => withoutField(prev, field));
                  }}
                />
                {defined('materials')}
              </Tabs.Content>
            </Tabs.Root>
            <ProblemAlert message={problem} />
          </Stack>
          <SaveAndSubmitButtons saving={saving} onSaveAndSubmit={() => void onSave(true)} />
        </form>
      </Card.Body>
    </Card.Root>
  );
}
