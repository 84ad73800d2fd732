import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Heading,
  Input,
  NativeSelect,
  Spinner,
  Stack,
  Table,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { noticePhase, OBJECTION_FILES_MAX, objectionErrors } from '@zhuxie/domain/award/notice-rules';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { readApiProblem } from '../../engine/apollo/errors';
import { useSession } from '../../engine/auth';
import { FormField, UploadField, type UploadFile } from '../../engine/form';
import { LodgeAwardObjectionDocument, PublicAwardNoticeDocument } from '../../generated/graphql';
import { OpenPageFooter, OpenPageHeader } from '../event/OpenPageBrand';

const BLANK = { applicationId: '', name: '', contact: '', reasons: '' };

/**
 * 结果公示 (/awards/notice/public?id=…, open): a published notice of an award programme's proposed results, and
 * during its period the objection form (anyone; the server limits how often one address may object). A signed-in
 * objector may attach up to five evidence files (uploads need an account; anyone else describes the evidence).
 */
export function PublicNoticePage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const { data, loading, error } = useQuery(PublicAwardNoticeDocument, {
    variables: { id },
    skip: !id,
    fetchPolicy: 'network-only',
  });
  const session = useSession();
  const [values, setValues] = useState(BLANK);
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const [lodge, { loading: saving, data: done }] = useMutation(LodgeAwardObjectionDocument);
  const notice = data?.publicAwardNotice;
  const phase = notice ? noticePhase(notice) : undefined;
  const live = (notice?.items ?? []).filter((i) => !i.withdrawn);
  const set = (field: keyof typeof BLANK, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  const submit = async () => {
    if (!notice) return;
    const found = objectionErrors(
      { ...values, files },
      live.map((i) => i.applicationId),
    );
    setErrors(Object.fromEntries(found.map((e) => [e.field, e.message]).reverse()));
    setProblem('');
    if (found.length) return;
    try {
      const evidence = files.map(({ name, url, size }) => ({ name, url, size }));
      await lodge({ variables: { input: { noticeId: notice.id, ...values, files: evidence } } });
      setValues(BLANK);
      setFiles([]);
    } catch (e) {
      const p = readApiProblem(e);
      setErrors(p?.fields ?? {});
      setProblem(p?.message ?? t('notice.failed'));
    }
  };

  return (
    <Box as="main" minH="100vh" bg="bg.subtle" py={{ base: '4', md: '10' }}>
      <Container maxW="3xl" px={{ base: '3', md: '6' }}>
        <Stack gap="5">
          <OpenPageHeader />
          <Heading as="h1" size={{ base: 'lg', md: 'xl' }} fontWeight="semibold">
            {notice?.title ?? t('route.awards.notice.public')}
          </Heading>
          {loading && <Spinner aria-label={t('common.loading')} />}
          {(!id || (error && !notice)) && (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Title>{readApiProblem(error)?.message ?? t('notice.public.missing')}</Alert.Title>
            </Alert.Root>
          )}
          {notice && (
            <Card.Root>
              <Card.Body>
                <Stack gap="3">
                  <Text color="fg.muted">
                    {notice.programmeName} ·{' '}
                    <FormattedMessage
                      id="notice.public.period"
                      values={{ start: notice.startDate, end: notice.endDate }}
                    />
                  </Text>
                  <Badge
                    alignSelf="start"
                    colorPalette={phase === 'open' ? 'blue' : phase === 'confirmed' ? 'green' : 'gray'}
                  >
                    {t(`notice.phase.${phase}`)}
                  </Badge>
                  {notice.intro && <Text whiteSpace="pre-wrap">{notice.intro}</Text>}
                  <Box overflowX="auto">
                    <Table.Root size="sm" variant="outline">
                      <Table.Caption captionSide="top" textAlign="start">
                        <FormattedMessage id="notice.public.results" />
                      </Table.Caption>
                      <Table.Header>
                        <Table.Row>
                          <Table.ColumnHeader>{t('notice.public.index')}</Table.ColumnHeader>
                          <Table.ColumnHeader>{t('notice.public.project')}</Table.ColumnHeader>
                          <Table.ColumnHeader>{t('notice.public.unit')}</Table.ColumnHeader>
                          <Table.ColumnHeader>{t('notice.public.result')}</Table.ColumnHeader>
                        </Table.Row>
                      </Table.Header>
                      <Table.Body>
                        {notice.items.map((item, i) => (
                          <Table.Row key={item.applicationId} opacity={item.withdrawn ? 0.6 : 1}>
                            <Table.Cell>{i + 1}</Table.Cell>
                            <Table.Cell textDecoration={item.withdrawn ? 'line-through' : undefined}>
                              {item.projectName ?? '-'}
                            </Table.Cell>
                            <Table.Cell>{item.unitName}</Table.Cell>
                            <Table.Cell>
                              {item.withdrawn ? (
                                <Badge colorPalette="red">{t('notice.public.withdrawn')}</Badge>
                              ) : (
                                item.result
                              )}
                            </Table.Cell>
                          </Table.Row>
                        ))}
                      </Table.Body>
                    </Table.Root>
                  </Box>
                </Stack>
              </Card.Body>
            </Card.Root>
          )}
          {notice && phase === 'open' && (
            <Card.Root>
              <Card.Header>
                <Heading as="h2" size="md">
                  <FormattedMessage id="notice.public.object" />
                </Heading>
              </Card.Header>
              <Card.Body>
                {done && (
                  <Alert.Root status="success" mb="4">
                    <Alert.Indicator />
                    <Alert.Title>
                      <FormattedMessage id="notice.public.lodged" />
                    </Alert.Title>
                  </Alert.Root>
                )}
                <form
                  noValidate
                  onSubmit={(e) => {
                    e.preventDefault();
                    void submit();
                  }}
                >
                  <Stack gap="4">
                    <FormField label={t('notice.public.application')} required error={errors.applicationId}>
                      <NativeSelect.Root>
                        <NativeSelect.Field
                          value={values.applicationId}
                          onChange={(e) => set('applicationId', e.target.value)}
                        >
                          <option value="">{t('notice.public.choose')}</option>
                          {live.map((i) => (
                            <option key={i.applicationId} value={i.applicationId}>
                              {i.projectName ?? '-'}（{i.unitName}）
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </FormField>
                    <FormField label={t('notice.public.name')} required error={errors.name}>
                      <Input value={values.name} onChange={(e) => set('name', e.target.value)} maxLength={100} />
                    </FormField>
                    <FormField label={t('notice.public.contact')} required error={errors.contact}>
                      <Input
                        value={values.contact}
                        onChange={(e) => set('contact', e.target.value)}
                        inputMode="tel"
                        maxLength={11}
                      />
                    </FormField>
                    <FormField
                      label={t('notice.public.reasons')}
                      required
                      error={errors.reasons}
                      helperText={t('notice.public.reasonsHelp')}
                    >
                      <Textarea value={values.reasons} onChange={(e) => set('reasons', e.target.value)} rows={5} />
                    </FormField>
                    <FormField
                      label={t('notice.public.files')}
                      error={errors.files}
                      helperText={t(session ? 'notice.public.filesHelp' : 'notice.public.filesSignIn')}
                    >
                      {session && (
                        <UploadField
                          label={t('notice.public.files')}
                          value={files}
                          onChange={setFiles}
                          max={OBJECTION_FILES_MAX}
                        />
                      )}
                    </FormField>
                    {problem && (
                      <Alert.Root status="error">
                        <Alert.Indicator />
                        <Alert.Title>{problem}</Alert.Title>
                      </Alert.Root>
                    )}
                    <Button
                      type="submit"
                      colorPalette="blue"
                      loading={saving}
                      alignSelf={{ base: 'stretch', md: 'start' }}
                    >
                      <FormattedMessage id="notice.public.submit" />
                    </Button>
                  </Stack>
                </form>
              </Card.Body>
            </Card.Root>
          )}
          <OpenPageFooter />
        </Stack>
      </Container>
    </Box>
  );
}
