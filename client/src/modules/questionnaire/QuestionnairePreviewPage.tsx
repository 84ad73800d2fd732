import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { FormDefinition, FormValues } from '@zhuxie/domain/forms/definition';
import type { FormError } from '@zhuxie/domain/forms/evaluate';
import { logicalAnswer } from '@zhuxie/domain/questionnaire/logic';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { readApiProblem } from '../../engine/apollo/errors';
import { QuestionnaireDetailDocument } from '../../generated/graphql';
import { AnswerForm } from './AnswerForm';

/** 问卷预览 (standalone, ?id=): the questionnaire as an answerer sees it; 按提交检查 runs the submit rules, nothing is saved. */
export function QuestionnairePreviewPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { data, error } = useQuery(QuestionnaireDetailDocument, { variables: { id }, skip: !id });
  const [values, setValues] = useState<FormValues>({});
  const [errors, setErrors] = useState<FormError[] | null>(null);
  const q = data?.questionnaire;
  const definition = q?.definition as unknown as FormDefinition | undefined;
  return (
    <Container maxW="3xl" py="6" px="4">
      {error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{readApiProblem(error)?.message ?? error.message}</Alert.Title>
        </Alert.Root>
      )}
      {q && definition && (
        <Stack gap="4">
          <Box bg="bg.muted" px="3" py="2" borderRadius="md">
            <Text fontSize="sm">
              <FormattedMessage id="questionnaire.preview.banner" />
            </Text>
          </Box>
          <Heading as="h1" size="lg">
            {q.title}
          </Heading>
          {q.description && <Text color="fg.muted">{q.description}</Text>}
          {q.welcomeText && <Text>{q.welcomeText}</Text>}
          <AnswerForm
            definition={definition}
            values={values}
            errors={errors ?? undefined}
            onChange={(k, v) => setValues((old) => ({ ...old, [k]: v }))}
          />
          <HStack gap="3" wrap="wrap">
            <Button onClick={() => setErrors(logicalAnswer(definition, values).errors)}>
              <FormattedMessage id="questionnaire.editor.check" />
            </Button>
            {errors?.length === 0 && (
              <Text color="fg.success">{q.thanksText || <FormattedMessage id="questionnaire.editor.checkOk" />}</Text>
            )}
          </HStack>
        </Stack>
      )}
    </Container>
  );
}
