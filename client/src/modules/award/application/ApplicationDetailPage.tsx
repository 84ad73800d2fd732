import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { readApiProblem } from '../../../engine/apollo/errors';
import { Can } from '../../../engine/auth';
import { PdfButton, RecordPageFallback } from '../../../engine/crud';
import { notify } from '../../../engine/feedback/toaster';
import { ApprovalPanel, FlowStatusBadge } from '../../../engine/flow';
import { useDictLabel } from '../../../engine/form';
import { formatDateTime } from '../../../engine/format/date';
import {
  type AwardApplicationFullFragment,
  AwardApplicationDocument,
  AwardApplicationExpertsDocument,
  AwardCompaniesDocument,
  ModifyAwardApplicationFilesDocument,
} from '../../../generated/graphql';
import { RegionName } from '../../member/RegionSelect';
import { DeclarationView, MaterialsEditor, withoutField } from '../declaration';
import { applicationFormErrors, type FieldError, type Materials } from '../declaration/rules';
import { downloadMaterials } from './ApplicationListPage';
import { EDITABLE_STATUSES, FILE_CHANGE_STATUSES, type FormAwardType, formAwardType } from './awardApplication';
import { contentOf, inputOf } from './content';
import { useProgrammeDefinition } from './programmeForm';
import { addedSections, DefinedDeclaration, shownDefinition } from './DefinedDeclaration';
import { formWithAddedSlots } from '@zhuxie/domain/award/application-form';

/**
 * One application read-only (centuryCupMaterialsSH and the other types' detail): the declaration, participants
 * and materials, the flow with its log (the applicant follows it here, approvers act here), the assigned experts,
 * the materials zip, and the file changes allowed after submission (modify-file).
 */
export function ApplicationDetailPage({ awardType }: { awardType: string }) {
  const type = formAwardType(awardType);
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { data, loading, error, refetch } = useQuery(AwardApplicationDocument, {
    variables: { id },
    skip: !id,
    fetchPolicy: 'cache-and-network',
  });
  const companies = useQuery(AwardCompaniesDocument);
  const recommendLabel = useDictLabel('recommend_unit', { biz: true });
  const categoryLabel = useDictLabel('project_category', { biz: true });
  const app = data?.awardApplication;
  const definition = useProgrammeDefinition(app?.programmeId, app?.formVersion);
  if (!app) return <RecordPageFallback loading={loading} error={error} />;
  const content = contentOf(app);
  const shown = shownDefinition(type, definition);
  const added = addedSections(type, shown);
  // The values drawn from the definition: a declared type's whole declaration (first), else what a programme added.
  const definedView = added.length > 0 && (
    <DefinedDeclaration
      definition={shown}
      sections={added}
      content={content}
      errors={[]}
      companies={companies.data?.awardCompanies ?? []}
      companyPlaceholder=""
      onChange={() => undefined}
      readOnly
    />
  );
  return (
    <Stack gap="6">
      <Card.Root variant="outline">
        <Card.Header>
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Box>
              <Heading size="md" as="h2">
                {app.projectName ?? app.unitName}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {app.programmeName} · {app.unitName}
                {app.submitTime && (
                  <>
                    {' '}
                    · <FormattedMessage id="award.app.submittedAt" values={{ time: formatDateTime(app.submitTime) }} />
                  </>
                )}
              </Text>
            </Box>
            <HStack gap="2">
              <FlowStatusBadge status={app.flowStatus} />
              <Button
                size="sm"
                variant="outline"
                onClick={() => void downloadMaterials(type.restPrefix, app, (text) => notify('error', { text }))}
              >
                <FormattedMessage id="award.app.download" />
              </Button>
              <PdfButton path={`${type.restPrefix}/print/${app.id}`} fileName={`application-${app.id}.pdf`}>
                <FormattedMessage id="award.app.printPdf" />
              </PdfButton>
              {EDITABLE_STATUSES.includes(app.flowStatus) && app.enabled === 1 && (
                <Can codes={['awards_apply']}>
                  <Button size="sm" asChild>
                    <RouterLink to={`${type.applyPath}?id=${app.id}`}>
                      <FormattedMessage id="award.app.edit" />
                    </RouterLink>
                  </Button>
                </Can>
              )}
            </HStack>
          </HStack>
        </Card.Header>
        <Card.Body>
          <Stack gap="5">
            {app.enabled !== 1 && (
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Title>
                  <FormattedMessage id="award.app.disabledNotice" values={{ message: app.enabledMessage ?? '' }} />
                </Alert.Title>
              </Alert.Root>
            )}
            {type.form.declaration && definedView}
            <DeclarationView
              form={formWithAddedSlots(type, shown)}
              content={content}
              companies={companies.data?.awardCompanies ?? []}
              renderValue={(field, value) =>
                field === 'recommendWork' || field === 'referee' ? (
                  recommendLabel(String(value))
                ) : field === 'projectCategory' ? (
                  categoryLabel(String(value))
                ) : (field === 'region' || field === 'area') && value ? (
                  <RegionName code={String(value)} />
                ) : undefined
              }
            />
            {!type.form.declaration && definedView}
          </Stack>
        </Card.Body>
      </Card.Root>
      {FILE_CHANGE_STATUSES.includes(app.flowStatus) && app.enabled === 1 && (
        <FilesChange type={type} app={app} onSaved={() => void refetch()} />
      )}
      <Experts id={app.id} />
      {app.flowInstanceId && (
        <ApprovalPanel businessType={type.businessType} businessId={app.id} onChanged={() => void refetch()} />
      )}
    </Stack>
  );
}

function Experts({ id }: { id: string }) {
  const { data } = useQuery(AwardApplicationExpertsDocument, { variables: { id } });
  const experts = data?.awardApplicationExperts ?? [];
  if (!experts.length) return null;
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Card.Title>
          <FormattedMessage id="award.app.experts" />
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <Text>
          {experts.map((e) => (e.expertUnit ? `${e.expertName}（${e.expertUnit}）` : e.expertName)).join('、')}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/** modify-file: the applicant (or staff) changes material files after submission; the material rules still hold. */
function FilesChange({
  type,
  app,
  onSaved,
}: {
  type: FormAwardType;
  app: AwardApplicationFullFragment;
  onSaved(): void;
}) {
  const intl = useIntl();
  const [editing, setEditing] = useState(false);
  const [materials, setMaterials] = useState<Materials>(() => contentOf(app).materials);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [modify, { loading }] = useMutation(ModifyAwardApplicationFilesDocument);
  const definition = useProgrammeDefinition(app.programmeId, app.formVersion);
  const save = async () => {
    const local = applicationFormErrors(type, { ...contentOf(app), materials }, definition).filter((e) =>
      e.field.startsWith('materials.'),
    );
    if (local.length) {
      setErrors(local);
      return;
    }
    try {
      await modify({
        variables: {
          input: {
            id: app.id,
            version: app.version,
            materials: inputOf({ values: {}, participants: {}, materials }).materials,
          },
        },
      });
      notify('success', { id: 'award.app.filesSaved' });
      setEditing(false);
      onSaved();
    } catch (e) {
      const p = readApiProblem(e);
      setErrors(Object.entries(p?.fields ?? {}).map(([field, message]) => ({ field, message })));
      notify('error', p ? { text: p.message } : { id: 'flow.failed' });
    }
  };
  return (
    <Can codes={['awards_apply', type.manageCode]}>
      <Card.Root variant="outline">
        <Card.Header>
          <HStack justify="space-between">
            <Card.Title>
              <FormattedMessage id="award.app.filesChange" />
            </Card.Title>
            {!editing && (
              <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
                <FormattedMessage id="award.app.filesChangeStart" />
              </Button>
            )}
          </HStack>
        </Card.Header>
        {editing && (
          <Card.Body>
            <Stack gap="4">
              <MaterialsEditor
                form={formWithAddedSlots(type, definition)}
                value={materials}
                errors={errors}
                onChange={(next, field) => {
                  setMaterials(next);
                  setErrors((prev) => withoutField(prev, field));
                }}
              />
              <HStack justify="flex-end">
                <Button variant="outline" onClick={() => setEditing(false)}>
                  {intl.formatMessage({ id: 'common.cancel' })}
                </Button>
                <Button loading={loading} onClick={() => void save()}>
                  {intl.formatMessage({ id: 'award.app.filesSave' })}
                </Button>
              </HStack>
            </Stack>
          </Card.Body>
        )}
      </Card.Root>
    </Can>
  );
}
