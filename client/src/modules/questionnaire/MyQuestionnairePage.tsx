import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { cleanFormValues, type FormError } from '@zhuxie/domain/forms/evaluate';
import { logicalAnswer } from '@zhuxie/domain/questionnaire/logic';
import type { FormDefinition, FormValues } from '@zhuxie/domain/forms/definition';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { readApiProblem } from '../../engine/apollo/errors';
import { notify } from '../../engine/feedback/toaster';
import {
  type MyQuestionnaireFieldsFragment,
  MyQuestionnairesDocument,
  QuestionnaireToAnswerDocument,
  SaveQuestionnaireDraftDocument,
  SubmitQuestionnaireAnswerDocument,
} from '../../generated/graphql';
import { AnswerForm } from './AnswerForm';
import { shortTime } from './format';

const MINE_PATH = '/questionnaire/my-questionnaire/index';
const STATE_PALETTE: Record<string, string> = { todo: 'blue', draft: 'orange', answered: 'green' };

/** 我的问卷: the questionnaires to answer, the drafts and the answered ones; ?id= opens one to answer. */
export function MyQuestionnairePage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id ? <AnswerPage id={id} /> : <MyList />;
}

function MyList() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { data, loading } = useQuery(MyQuestionnairesDocument, { fetchPolicy: 'cache-and-network' });
  const rows = data?.myQuestionnaires ?? [];
  const groups = (['todo', 'draft', 'answered'] as const).map((state) => ({
    state,
    rows: rows.filter((r) => r.state === state),
  }));
  return (
    <Stack gap="5" maxW="3xl">
      {!loading && rows.length === 0 && (
        <Text color="fg.muted">
          <FormattedMessage id="questionnaire.mine.empty" />
        </Text>
      )}
      {groups
        .filter((g) => g.rows.length > 0)
        .map((g) => (
          <Stack key={g.state} gap="3" as="section" aria-labelledby={`mine-${g.state}`}>
            <Heading as="h2" size="sm" id={`mine-${g.state}`}>
              <FormattedMessage id={`questionnaire.state.${g.state}`} /> ({g.rows.length})
            </Heading>
            {g.rows.map((r) => (
              <Card.Root key={r.questionnaire.id} variant="outline" size="sm">
                <Card.Body>
                  <Stack gap="2">
                    <HStack justify="space-between" align="start" gap="2">
                      <Text fontWeight="semibold">{r.questionnaire.title}</Text>
                      <Badge colorPalette={STATE_PALETTE[r.state]} variant="outline" flexShrink={0}>
                        {intl.formatMessage({ id: `questionnaire.state.${r.state}` })}
                      </Badge>
                    </HStack>
                    {r.questionnaire.description && (
                      <Text fontSize="sm" color="fg.muted">
                        {r.questionnaire.description}
                      </Text>
                    )}
                    <HStack justify="space-between" wrap="wrap" gap="2">
                      <Text fontSize="sm" color="fg.muted">
                        <FormattedMessage
                          id="questionnaire.mine.endTime"
                          values={{ time: shortTime(r.questionnaire.endTime) }}
                        />
                      </Text>
                      <Button
                        size="sm"
                        variant={r.state === 'answered' ? 'outline' : 'solid'}
                        aria-label={`${intl.formatMessage({ id: `questionnaire.mine.open.${r.state}` })} ${r.questionnaire.title}`}
                        onClick={() => void navigate(`${MINE_PATH}?id=${encodeURIComponent(r.questionnaire.id)}`)}
                      >
                        <FormattedMessage id={`questionnaire.mine.open.${r.state}`} />
                      </Button>
                    </HStack>
                  </Stack>
                </Card.Body>
              </Card.Root>
            ))}
          </Stack>
        ))}
    </Stack>
  );
}

function AnswerPage({ id }: { id: string }) {
  const { data, error } = useQuery(QuestionnaireToAnswerDocument, { variables: { id }, fetchPolicy: 'network-only' });
  if (error)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{readApiProblem(error)?.message ?? error.message}</Alert.Title>
      </Alert.Root>
    );
  if (!data) return <Text p="4">…</Text>;
  return <Answering view={data.questionnaireToAnswer} />;
}

function Answering({ view }: { view: MyQuestionnaireFieldsFragment }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const q = view.questionnaire;
  const definition = q.definition as unknown as FormDefinition;
  const [values, setValues] = useState<FormValues>((view.answer?.answerValues as FormValues | undefined) ?? {});
  const [errors, setErrors] = useState<FormError[]>([]);
  const [done, setDone] = useState(false);
  const refetch = { refetchQueries: [MyQuestionnairesDocument] };
  const [saveDraft, draft] = useMutation(SaveQuestionnaireDraftDocument, refetch);
  const [submit, sent] = useMutation(SubmitQuestionnaireAnswerDocument, refetch);
  const open = q.status === 1 && (!q.endTime || new Date(q.endTime) > new Date());
  const readOnly = !open || (view.state === 'answered' && !q.editableUntilEnd);
  const input = () => ({
    questionnaireId: q.id,
    values: logicalAnswer(definition, cleanFormValues(definition, values), 'draft').values,
  });
  const fail = (e: unknown) => {
    const problem = readApiProblem(e);
    if (problem) notify('error', { text: problem.message });
  };

  if (done)
    return (
      <Stack gap="4" maxW="3xl">
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Title>{q.thanksText || intl.formatMessage({ id: 'questionnaire.answer.thanks' })}</Alert.Title>
        </Alert.Root>
        <Button alignSelf="start" variant="outline" onClick={() => void navigate(MINE_PATH)}>
          <FormattedMessage id="questionnaire.answer.back" />
        </Button>
      </Stack>
    );

  return (
    <Stack gap="4" maxW="3xl" as="section" aria-label={q.title}>
      <Heading as="h2" size="md">
        {q.title}
      </Heading>
      {q.description && <Text color="fg.muted">{q.description}</Text>}
      {q.welcomeText && !readOnly && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{q.welcomeText}</Alert.Title>
        </Alert.Root>
      )}
      {view.state === 'answered' && (
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage
            id="questionnaire.answer.submittedAt"
            values={{ time: shortTime(view.answer?.submitTime) }}
          />
        </Text>
      )}
      <AnswerForm
        definition={definition}
        values={values}
        errors={errors}
        readOnly={readOnly}
        onChange={(k, v) => {
          setValues((old) => ({ ...old, [k]: v }));
          setErrors((old) => old.filter((e) => e.path !== k));
        }}
      />
      <HStack gap="2" wrap="wrap">
        <Button variant="outline" onClick={() => void navigate(MINE_PATH)}>
          <FormattedMessage id="questionnaire.answer.back" />
        </Button>
        {!readOnly && view.state !== 'answered' && (
          <Button
            variant="outline"
            loading={draft.loading}
            onClick={async () => {
              try {
                await saveDraft({ variables: { input: input() } });
                notify('success', { id: 'questionnaire.answer.draftSaved' });
              } catch (e) {
                fail(e);
              }
            }}
          >
            <FormattedMessage id="questionnaire.answer.saveDraft" />
          </Button>
        )}
        {!readOnly && (
          <Button
            loading={sent.loading}
            onClick={async () => {
              const found = logicalAnswer(definition, values).errors;
              setErrors(found);
              if (found.length) {
                notify('error', { text: found[0]!.message });
                return;
              }
              try {
                await submit({ variables: { input: input() } });
                setDone(true);
              } catch (e) {
                fail(e);
              }
            }}
          >
            <FormattedMessage id="questionnaire.answer.submit" />
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
