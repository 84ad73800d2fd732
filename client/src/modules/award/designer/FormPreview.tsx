import { Alert, Badge, Button, Card, Heading, HStack, Tabs, Text } from '@chakra-ui/react';
import type { FormDefinition, FormValues } from '@zhuxie/domain/forms/definition';
import { errorCountsByTab, type FormError, formErrors } from '@zhuxie/domain/forms/evaluate';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { DefinedSections, useLocalText } from '../../../engine/form';
import { useDeclarationText } from '../declaration';

/**
 * The form being designed as an applicant sees it: its tabs, sections and fields drawn by the form engine, with
 * what is typed kept while staff go on designing, and 按提交检查 running the same evaluator the server runs on a
 * submission (messages under the fields, counts on the tabs).
 */
export function FormPreview({ definition }: { definition: FormDefinition }) {
  const local = useLocalText();
  const text = useDeclarationText();
  const [values, setValues] = useState<FormValues>({});
  const [errors, setErrors] = useState<FormError[] | null>(null);
  const counts = errors ? errorCountsByTab(errors) : {};
  const [tab, setTab] = useState(definition.tabs[0]?.key ?? '');
  return (
    <Card.Root variant="outline" borderColor="border.emphasized">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading size="sm" as="h3">
            <FormattedMessage id="award.designer.previewTitle" />
          </Heading>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              const found = formErrors(definition, values);
              setErrors(found);
              if (found[0]) setTab(found[0].tab);
            }}
          >
            <FormattedMessage id="award.designer.previewCheck" />
          </Button>
        </HStack>
        {errors?.length === 0 && (
          <Alert.Root status="success" mt="2">
            <Alert.Indicator />
            <Alert.Title>
              <FormattedMessage id="award.designer.previewOk" />
            </Alert.Title>
          </Alert.Root>
        )}
      </Card.Header>
      <Card.Body>
        <Tabs.Root value={tab} onValueChange={(d) => setTab(d.value)} variant="line" lazyMount={false}>
          <Tabs.List overflowX="auto">
            {definition.tabs.map((t) => (
              <Tabs.Trigger key={t.key} value={t.key}>
                <HStack gap="2">
                  <Text>{local(t.label)}</Text>
                  {(counts[t.key] ?? 0) > 0 && (
                    <Badge colorPalette="red" variant="solid" size="sm">
                      {counts[t.key]}
                    </Badge>
                  )}
                </HStack>
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {definition.tabs.map((t) => (
            <Tabs.Content key={t.key} value={t.key}>
              <DefinedSections
                sections={t.sections}
                values={values}
                onChange={(key, value) => {
                  setValues((v) => ({ ...v, [key]: value }));
                  setErrors((e) => e && e.filter((x) => x.path !== key && !x.path.startsWith(`${key}[`)));
                }}
                errorOf={(path) => errors?.find((e) => e.path === path)?.message}
                options={{ label: (f) => text.knownField(f.key), message: (m) => text.message(m) ?? m }}
              />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Card.Body>
    </Card.Root>
  );
}
