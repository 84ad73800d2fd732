import { Stack, Text } from '@chakra-ui/react';
import type { FormDefinition, FormValues } from '@zhuxie/domain/forms/definition';
import type { FormError } from '@zhuxie/domain/forms/evaluate';
import { shownDefinition } from '@zhuxie/domain/questionnaire/logic';
import { DefinedSections, useLocalText } from '../../engine/form';

/**
 * The questions of a questionnaire drawn by the form engine, page after page: only the pages visited and the
 * questions shown for the answers so far (question and page logic, `shownDefinition` of the domain, the server's
 * own), with required markers and the messages of the check under the questions. Used by the answer form, the
 * open link and the previews.
 */
export function AnswerForm({
  definition,
  values,
  onChange,
  errors,
  readOnly,
}: {
  definition: FormDefinition;
  values: FormValues;
  onChange(key: string, value: unknown): void;
  errors?: readonly FormError[];
  readOnly?: boolean;
}) {
  const local = useLocalText();
  const errorOf = (path: string) => errors?.find((e) => e.path === path)?.message;
  const paged = definition.tabs.length > 1;
  const shown = shownDefinition(definition, values);
  return (
    <Stack gap="6">
      {shown.tabs.map((tab) => (
        <Stack key={tab.key} gap="3" as="section" aria-label={local(tab.label)}>
          {paged && (
            <Text fontWeight="semibold" color="fg.muted">
              {local(tab.label)}
            </Text>
          )}
          <DefinedSections
            sections={tab.sections}
            values={values}
            onChange={onChange}
            errorOf={errorOf}
            readOnly={readOnly}
          />
        </Stack>
      ))}
    </Stack>
  );
}
