import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { FormDefinition, FormValues } from '@zhuxie/domain/forms/definition';
import { cleanFormValues, type FormError } from '@zhuxie/domain/forms/evaluate';
import { logicalAnswer } from '@zhuxie/domain/questionnaire/logic';
import { answeringRefusal } from '@zhuxie/domain/questionnaire/questionnaire-rules';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { readApiProblem } from '../../engine/apollo/errors';
import { OpenQuestionnaireDocument, SubmitOpenQuestionnaireAnswerDocument } from '../../generated/graphql';
import { AnswerForm } from './AnswerForm';

const dateOf = (v: unknown) => (v ? new Date(String(v)) : null);

/**
 * 公开问卷 (/questionnaire/open?id=, open to everyone): a questionnaire whose audience is the open link, answered
 * without sign-in and anonymously, with its question and page logic. A stopped, ended or not yet started
 * questionnaire shows the server's own message instead of the questions.
 */
export function OpenQuestionnairePage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { data, error } = useQuery(OpenQuestionnaireDocument, { variables: { id }, skip: !id });
  const [submit, sent] = useMutation(SubmitOpenQuestionnaireAnswerDocument);
  const [values, setValues] = useState<FormValues>({});
  const [errors, setErrors] = useState<FormError[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const q = data?.openQuestionnaire;
  const definition = q?.definition as unknown as FormDefinition | undefined;
  const refusal =
    q && answeringRefusal({ status: q.status, startTime: dateOf(q.startTime), endTime: dateOf(q.endTime) }, new Date());
  const failure = problem ?? refusal ?? (error ? (readApiProblem(error)?.message ?? error.message) : null);

  const send = async () => {
    if (!definition || !q) return;
    const answer = logicalAnswer(definition, cleanFormValues(definition, values));
    setErrors(answer.errors);
    if (answer.errors.length) return;
    try {
      await submit({ variables: { input: { questionnaireId: q.id, values: answer.values } } });
      setDone(true);
    } catch (e) {
      setProblem(readApiProblem(e)?.message ?? String(e));
    }
  };

  return (
    <Container maxW="3xl" py="6" px="4">
      <Stack gap="4">
        {q && (
          <Heading as="h1" size="lg">
            {q.title}
          </Heading>
        )}
        {failure && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}
        {done && q && (
          <Alert.Root status="success">
            <Alert.Indicator />
            <Alert.Title>{q.thanksText || intl.formatMessage({ id: 'questionnaire.answer.thanks' })}</Alert.Title>
          </Alert.Root>
        )}
        {q && definition && !refusal && !done && (
          <>
            {q.description && <Text color="fg.muted">{q.description}</Text>}
            {q.welcomeText && <Text>{q.welcomeText}</Text>}
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id="questionnaire.open.anonymous" />
            </Text>
            <AnswerForm
              definition={definition}
              values={values}
              errors={errors}
              onChange={(k, v) => {
                setValues((old) => ({ ...old, [k]: v }));
                setErrors((old) => old.filter((e) => e.path !== k));
              }}
            />
            {errors.length > 0 && (
              <Text color="fg.error" role="alert">
                {errors[0]!.message}
              </Text>
            )}
            <Button alignSelf="start" loading={sent.loading} onClick={() => void send()}>
              <FormattedMessage id="questionnaire.answer.submit" />
            </Button>
          </>
        )}
      </Stack>
    </Container>
  );
}
