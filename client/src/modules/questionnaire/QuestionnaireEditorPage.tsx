import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  Card,
  Checkbox,
  Heading,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { END_PAGE, type FormField as Question, type FormValues } from '@zhuxie/domain/forms/definition';
import type { FormError } from '@zhuxie/domain/forms/evaluate';
import { logicalAnswer } from '@zhuxie/domain/questionnaire/logic';
import { QUESTIONNAIRE_AUDIENCES, questionnaireProblems } from '@zhuxie/domain/questionnaire/questionnaire-rules';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { evictList } from '../../engine/apollo/cache';
import { CheckboxChoices } from '../../engine/crud';
import { readApiProblem } from '../../engine/apollo/errors';
import { notify } from '../../engine/feedback/toaster';
import { DateTimeField, FormField, useDictionary } from '../../engine/form';
import {
  QuestionnaireDetailDocument,
  type QuestionnaireFieldsFragment,
  SaveQuestionnaireDocument,
} from '../../generated/graphql';
import { AnswerForm } from './AnswerForm';
import {
  breaksOf,
  definitionOf,
  kindOf,
  moved,
  newQuestion,
  nextOptionValue,
  type PageBreak,
  QUESTION_KINDS,
  type QuestionKind,
  questionOf,
  questionsOf,
  withSaneBreaks,
  withSaneConditions,
} from './editorModel';
import { fromLocalInput, toLocalInput } from './format';
import { EDITOR_PATH, PREVIEW_PATH } from './QuestionnaireListPage';

interface Settings {
  title: string;
  description: string;
  welcomeText: string;
  thanksText: string;
  startTime: string;
  endTime: string;
  audience: string;
  memberLevels: string[];
  anonymous: boolean;
  oncePer: string;
  editableUntilEnd: boolean;
}
/** The options of a choice question as checkbox choices (the answers a condition or a jump names). */
const answerOptions = (q: Extract<Question, { type: 'options' }>) =>
  q.options.map((o) => ({ value: o.value, label: o.label.zh }));

const BLANK: Settings = {
  title: '',
  description: '',
  welcomeText: '',
  thanksText: '',
  startTime: '',
  endTime: '',
  audience: 'members',
  memberLevels: [],
  anonymous: false,
  oncePer: 'account',
  editableUntilEnd: false,
};
const settingsOf = (q: QuestionnaireFieldsFragment): Settings => ({
  title: q.title,
  description: q.description ?? '',
  welcomeText: q.welcomeText ?? '',
  thanksText: q.thanksText ?? '',
  startTime: toLocalInput(q.startTime),
  endTime: toLocalInput(q.endTime),
  audience: q.audience,
  memberLevels: q.memberLevels,
  anonymous: q.anonymous,
  oncePer: q.oncePer,
  editableUntilEnd: q.editableUntilEnd,
});

/** 问卷编辑 (?id= to edit): the settings and the questions; add, remove, reorder, types, options, show-when, preview. */
export function QuestionnaireEditorPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const { data, loading } = useQuery(QuestionnaireDetailDocument, { variables: { id: id ?? '' }, skip: !id });
  if (id && (loading || !data)) return <Text p="4">…</Text>;
  return <Editor key={id ?? 'new'} current={data?.questionnaire ?? null} />;
}

function Editor({ current }: { current: QuestionnaireFieldsFragment | null }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const [settings, setSettings] = useState<Settings>(current ? settingsOf(current) : BLANK);
  const [questions, setQuestions] = useState<Question[]>(() =>
    questionsOf(current?.definition as never).length ? questionsOf(current?.definition as never) : [newQuestion([])],
  );
  const [breaks, setBreaks] = useState<PageBreak[]>(() => breaksOf(current?.definition as never));
  const [problems, setProblems] = useState<string[]>([]);
  const [preview, setPreview] = useState(false);
  const [save, { loading }] = useMutation(SaveQuestionnaireDocument, {
    update: (cache) => evictList(cache, 'questionnaires'),
  });
  const levels = useDictionary('member_level', { biz: true });
  const set = <K extends keyof Settings>(name: K, value: Settings[K]) => setSettings((s) => ({ ...s, [name]: value }));
  const change = (next: Question[]) => {
    const sane = withSaneConditions(next);
    setQuestions(sane);
    setBreaks((old) => withSaneBreaks(sane, old));
  };
  const setBreak = (before: string, next: PageBreak | null) =>
    setBreaks((old) => withSaneBreaks(questions, [...old.filter((b) => b.before !== before), ...(next ? [next] : [])]));
  const pageOf = (key: string) =>
    1 +
    breaks.filter((b) => questions.findIndex((q) => q.key === b.before) <= questions.findIndex((q) => q.key === key))
      .length;
  const update = (index: number, q: Question) => change(questions.map((x, i) => (i === index ? q : x)));
  const running = current?.status === 1;

  const submit = async () => {
    const definition = definitionOf(current?.id ?? 'new', settings.title.trim(), questions, breaks);
    const found = questionnaireProblems({
      title: settings.title,
      definition,
      audience: settings.audience,
      memberLevels: settings.memberLevels,
      startTime: fromLocalInput(settings.startTime) || null,
      endTime: fromLocalInput(settings.endTime) || null,
    });
    setProblems(found);
    if (found.length) return;
    try {
      const r = await save({
        variables: {
          input: {
            id: current?.id,
            version: current?.version,
            title: settings.title.trim(),
            description: settings.description || null,
            welcomeText: settings.welcomeText || null,
            thanksText: settings.thanksText || null,
            definition: definition as unknown as Record<string, unknown>,
            startTime: fromLocalInput(settings.startTime) || null,
            endTime: fromLocalInput(settings.endTime) || null,
            audience: settings.audience,
            memberLevels: settings.memberLevels,
            anonymous: settings.anonymous,
            oncePer: settings.oncePer,
            editableUntilEnd: settings.editableUntilEnd,
          },
        },
      });
      notify('success', { id: current ? 'common.updateSuccess' : 'common.createSuccess' });
      if (!current && r.data)
        void navigate(`${EDITOR_PATH}?id=${encodeURIComponent(r.data.saveQuestionnaire.id)}`, { replace: true });
    } catch (e) {
      const problem = readApiProblem(e);
      if (problem) setProblems([problem.message]);
    }
  };

  return (
    <Stack gap="4" maxW="4xl">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" size="md">
          {t(current ? 'questionnaire.editor.editTitle' : 'questionnaire.editor.newTitle')}
        </Heading>
        <HStack gap="2" wrap="wrap">
          <Button variant="outline" onClick={() => setPreview((p) => !p)}>
            <FormattedMessage id={preview ? 'questionnaire.editor.hidePreview' : 'questionnaire.editor.preview'} />
          </Button>
          {current && (
            <Button variant="outline" asChild>
              <a href={`${PREVIEW_PATH}?id=${encodeURIComponent(current.id)}`} target="_blank" rel="noopener">
                <FormattedMessage id="questionnaire.editor.previewPage" />
              </a>
            </Button>
          )}
          <Button onClick={() => void submit()} loading={loading} disabled={running}>
            <FormattedMessage id="questionnaire.editor.save" />
          </Button>
        </HStack>
      </HStack>
      {running && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>
            <FormattedMessage id="questionnaire.editor.running" />
          </Alert.Title>
        </Alert.Root>
      )}
      {problems.length > 0 && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            {problems.map((p) => (
              <Alert.Description key={p}>{p}</Alert.Description>
            ))}
          </Alert.Content>
        </Alert.Root>
      )}

      <Card.Root variant="outline">
        <Card.Body>
          <Stack gap="4">
            <FormField label={t('questionnaire.field.title')} required>
              <Input value={settings.title} maxLength={200} onChange={(e) => set('title', e.currentTarget.value)} />
            </FormField>
            <FormField label={t('questionnaire.field.description')}>
              <Textarea
                rows={2}
                value={settings.description}
                onChange={(e) => set('description', e.currentTarget.value)}
              />
            </FormField>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label={t('questionnaire.field.welcomeText')}>
                <Textarea
                  rows={2}
                  value={settings.welcomeText}
                  onChange={(e) => set('welcomeText', e.currentTarget.value)}
                />
              </FormField>
              <FormField label={t('questionnaire.field.thanksText')}>
                <Textarea
                  rows={2}
                  value={settings.thanksText}
                  onChange={(e) => set('thanksText', e.currentTarget.value)}
                />
              </FormField>
              <FormField label={t('questionnaire.field.startTime')}>
                <DateTimeField value={settings.startTime} onChange={(v) => set('startTime', v)} />
              </FormField>
              <FormField label={t('questionnaire.field.endTime')}>
                <DateTimeField value={settings.endTime} onChange={(v) => set('endTime', v)} />
              </FormField>
              <FormField label={t('questionnaire.field.audience')}>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    value={settings.audience}
                    onChange={(e) => set('audience', e.currentTarget.value)}
                  >
                    {QUESTIONNAIRE_AUDIENCES.map((a) => (
                      <option key={a} value={a}>
                        {t(`questionnaire.audience.${a}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <FormField label={t('questionnaire.field.oncePer')}>
                <NativeSelect.Root>
                  <NativeSelect.Field value={settings.oncePer} onChange={(e) => set('oncePer', e.currentTarget.value)}>
                    <option value="account">{t('questionnaire.oncePer.account')}</option>
                    <option value="unit">{t('questionnaire.oncePer.unit')}</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
            </SimpleGrid>
            {settings.audience === 'memberLevel' && (
              <Checkbox.Group
                value={settings.memberLevels}
                onValueChange={(v) => set('memberLevels', v)}
                aria-label={t('questionnaire.field.memberLevels')}
              >
                <HStack gap="4" wrap="wrap">
                  {levels.options.map((c) => (
                    <Checkbox.Root key={c.value} value={c.value}>
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{c.label}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </HStack>
              </Checkbox.Group>
            )}
            <HStack gap="6" wrap="wrap">
              <Toggle
                label={t('questionnaire.field.anonymous')}
                checked={settings.anonymous}
                onChange={(v) => set('anonymous', v)}
              />
              <Toggle
                label={t('questionnaire.field.editableUntilEnd')}
                checked={settings.editableUntilEnd}
                onChange={(v) => set('editableUntilEnd', v)}
              />
            </HStack>
          </Stack>
        </Card.Body>
      </Card.Root>

      {questions.map((q, i) => {
        const pageBreak = breaks.find((b) => b.before === q.key);
        return (
          <Stack key={q.key} gap="4">
            {pageBreak && (
              <PageBreakCard
                page={pageOf(q.key)}
                pageBreak={pageBreak}
                earlier={questions.slice(0, i)}
                later={breaks
                  .filter((b) => pageOf(b.before) > pageOf(q.key))
                  .map((b) => ({ key: b.before, page: pageOf(b.before) }))}
                onChange={(next) => setBreak(q.key, next)}
              />
            )}
            <QuestionCard
              index={i}
              question={q}
              earlier={questions.slice(0, i)}
              count={questions.length}
              pageBreak={pageBreak ? true : i > 0 ? false : undefined}
              onPageBreak={(on) => setBreak(q.key, on ? { before: q.key } : null)}
              onChange={(next) => update(i, next)}
              onMove={(by) => change(moved(questions, i, by))}
              onRemove={() => change(questions.filter((_, j) => j !== i))}
            />
          </Stack>
        );
      })}
      <Box>
        <Button variant="outline" onClick={() => change([...questions, newQuestion(questions)])}>
          <Plus />
          <FormattedMessage id="questionnaire.editor.addQuestion" />
        </Button>
      </Box>
      {preview && <InlinePreview questions={questions} breaks={breaks} title={settings.title} />}
    </Stack>
  );
}

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange(v: boolean): void }) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(d) => onChange(d.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

function QuestionCard({
  index,
  question: q,
  earlier,
  count,
  pageBreak,
  onPageBreak,
  onChange,
  onMove,
  onRemove,
}: {
  index: number;
  question: Question;
  earlier: Question[];
  count: number;
  /** Whether a new page starts at this question (undefined: the first question, always on page 1). */
  pageBreak?: boolean;
  onPageBreak(on: boolean): void;
  onChange(q: Question): void;
  onMove(by: -1 | 1): void;
  onRemove(): void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const n = index + 1;
  const name = t('questionnaire.editor.question', { n });
  const required = Boolean(q.rules?.required);
  const sources = earlier.filter((x) => x.type === 'options');
  const source = sources.find((x) => x.key === q.visibleWhen?.field);
  return (
    <Card.Root variant="outline" as="section" aria-label={name}>
      <Card.Body>
        <Stack gap="3">
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Text fontWeight="semibold">{name}</Text>
            <HStack gap="1">
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={t('questionnaire.editor.moveUp', { n })}
                disabled={index === 0}
                onClick={() => onMove(-1)}
              >
                <ArrowUp />
              </IconButton>
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={t('questionnaire.editor.moveDown', { n })}
                disabled={index === count - 1}
                onClick={() => onMove(1)}
              >
                <ArrowDown />
              </IconButton>
              <IconButton
                size="xs"
                variant="ghost"
                colorPalette="red"
                aria-label={t('questionnaire.editor.removeQuestion', { n })}
                onClick={onRemove}
              >
                <Trash2 />
              </IconButton>
            </HStack>
          </HStack>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            <Box gridColumn={{ md: 'span 2' }}>
              <FormField label={t('questionnaire.editor.questionTitle', { n })}>
                <Input value={q.label.zh} onChange={(e) => onChange({ ...q, label: { zh: e.currentTarget.value } })} />
              </FormField>
            </Box>
            <FormField label={t('questionnaire.editor.type', { n })}>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={kindOf(q)}
                  onChange={(e) => onChange(questionOf(e.currentTarget.value as QuestionKind, q))}
                >
                  {QUESTION_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {t(`questionnaire.kind.${k}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </SimpleGrid>
          <HStack gap="6" wrap="wrap">
            <Toggle
              label={t('questionnaire.editor.required', { n })}
              checked={required}
              onChange={(v) => onChange({ ...q, rules: { ...q.rules, required: v || undefined } })}
            />
            {pageBreak !== undefined && (
              <Toggle label={t('questionnaire.editor.pageBreak', { n })} checked={pageBreak} onChange={onPageBreak} />
            )}
          </HStack>
          {q.type === 'options' && <OptionsEditor question={q} n={n} onChange={onChange} />}
          {q.type === 'rating' && (
            <FormField label={t('questionnaire.editor.scale', { n })}>
              <NativeSelect.Root maxW="40">
                <NativeSelect.Field
                  value={String(q.scale ?? 5)}
                  onChange={(e) => onChange({ ...q, scale: Number(e.currentTarget.value) })}
                >
                  {[3, 4, 5, 7, 10].map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          )}
          {q.type === 'matrix' && (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <FormField
                label={t('questionnaire.editor.rows', { n })}
                helperText={t('questionnaire.editor.onePerLine')}
              >
                <Textarea
                  rows={3}
                  defaultValue={q.rows.map((r) => r.label.zh).join('\n')}
                  onBlur={(e) =>
                    onChange({
                      ...q,
                      rows: lines(e.currentTarget.value).map((l, i) => ({ key: `r${i + 1}`, label: { zh: l } })),
                    })
                  }
                />
              </FormField>
              <FormField
                label={t('questionnaire.editor.columns', { n })}
                helperText={t('questionnaire.editor.onePerLine')}
              >
                <Textarea
                  rows={3}
                  defaultValue={q.columns.map((c) => c.label.zh).join('\n')}
                  onBlur={(e) =>
                    onChange({
                      ...q,
                      columns: lines(e.currentTarget.value).map((l, i) => ({ value: `c${i + 1}`, label: { zh: l } })),
                    })
                  }
                />
              </FormField>
            </SimpleGrid>
          )}
          {sources.length > 0 && (
            <Stack gap="2">
              <FormField label={t('questionnaire.editor.showWhen', { n })}>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    value={q.visibleWhen?.field ?? ''}
                    onChange={(e) => {
                      const field = e.currentTarget.value;
                      const first = sources.find((x) => x.key === field);
                      onChange({
                        ...q,
                        visibleWhen:
                          field && first?.type === 'options' ? { field, in: [first.options[0]!.value] } : undefined,
                      });
                    }}
                  >
                    <option value="">{t('questionnaire.editor.always')}</option>
                    {sources.map((x) => (
                      <option key={x.key} value={x.key}>
                        {t('questionnaire.editor.question', { n: earlier.indexOf(x) + 1 })} {x.label.zh}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              {source?.type === 'options' && (
                <CheckboxChoices
                  options={answerOptions(source)}
                  value={(q.visibleWhen?.in ?? []).map(String)}
                  onChange={(v) => onChange({ ...q, visibleWhen: v.length ? { field: source.key, in: v } : undefined })}
                  aria-label={t('questionnaire.editor.showWhenAnswers', { n })}
                />
              )}
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The start of a page, with the page logic of the page above it: when a choice question has one of the answers,
 * skip to a later page or end the questionnaire.
 */
function PageBreakCard({
  page,
  pageBreak,
  earlier,
  later,
  onChange,
}: {
  page: number;
  pageBreak: PageBreak;
  earlier: Question[];
  later: Array<{ key: string; page: number }>;
  onChange(next: PageBreak | null): void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const sources = earlier.filter((x) => x.type === 'options');
  const jump = pageBreak.jump;
  const source = sources.find((x) => x.key === jump?.field);
  const above = page - 1;
  return (
    <Card.Root variant="subtle" as="section" aria-label={t('questionnaire.editor.page', { n: page })}>
      <Card.Body>
        <Stack gap="3">
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Text fontWeight="semibold">{t('questionnaire.editor.page', { n: page })}</Text>
            <Button size="xs" variant="ghost" onClick={() => onChange(null)}>
              {t('questionnaire.editor.removePageBreak', { n: page })}
            </Button>
          </HStack>
          {sources.length > 0 && (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <FormField label={t('questionnaire.editor.jumpWhen', { n: above })}>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    value={jump?.field ?? ''}
                    onChange={(e) => {
                      const field = e.currentTarget.value;
                      const first = sources.find((x) => x.key === field);
                      onChange(
                        field && first?.type === 'options'
                          ? { ...pageBreak, jump: { field, in: [first.options[0]!.value], to: jump?.to ?? END_PAGE } }
                          : { before: pageBreak.before },
                      );
                    }}
                  >
                    <option value="">{t('questionnaire.editor.noJump')}</option>
                    {sources.map((x) => (
                      <option key={x.key} value={x.key}>
                        {t('questionnaire.editor.question', { n: earlier.indexOf(x) + 1 })} {x.label.zh}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              {jump && (
                <FormField label={t('questionnaire.editor.jumpTo', { n: above })}>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      value={jump.to}
                      onChange={(e) => onChange({ ...pageBreak, jump: { ...jump, to: e.currentTarget.value } })}
                    >
                      {later.map((p) => (
                        <option key={p.key} value={p.key}>
                          {t('questionnaire.editor.page', { n: p.page })}
                        </option>
                      ))}
                      <option value={END_PAGE}>{t('questionnaire.editor.jumpEnd')}</option>
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
              )}
            </SimpleGrid>
          )}
          {jump && source?.type === 'options' && (
            <CheckboxChoices
              options={answerOptions(source)}
              value={jump.in}
              onChange={(v) =>
                onChange(v.length ? { ...pageBreak, jump: { ...jump, in: v } } : { before: pageBreak.before })
              }
              aria-label={t('questionnaire.editor.jumpAnswers', { n: above })}
            />
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function OptionsEditor({
  question: q,
  n,
  onChange,
}: {
  question: Extract<Question, { type: 'options' }>;
  n: number;
  onChange(q: Question): void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const setOptions = (options: typeof q.options) => onChange({ ...q, options });
  return (
    <Stack gap="2" as="fieldset" aria-label={t('questionnaire.editor.options', { n })}>
      {q.options.map((o, i) => (
        <HStack key={o.value} gap="2" wrap="wrap">
          <Input
            flex="1"
            minW="40"
            aria-label={t('questionnaire.editor.option', { n, m: i + 1 })}
            value={o.label.zh}
            onChange={(e) =>
              setOptions(q.options.map((x, j) => (j === i ? { ...x, label: { zh: e.currentTarget.value } } : x)))
            }
          />
          <Checkbox.Root
            checked={Boolean(o.other)}
            onCheckedChange={(d) =>
              setOptions(
                q.options.map((x, j) => ({ ...x, other: j === i ? d.checked === true || undefined : undefined })),
              )
            }
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('questionnaire.editor.other')}</Checkbox.Label>
          </Checkbox.Root>
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={t('questionnaire.editor.optionUp', { n, m: i + 1 })}
            disabled={i === 0}
            onClick={() => setOptions(moved(q.options, i, -1))}
          >
            <ArrowUp />
          </IconButton>
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={t('questionnaire.editor.optionDown', { n, m: i + 1 })}
            disabled={i === q.options.length - 1}
            onClick={() => setOptions(moved(q.options, i, 1))}
          >
            <ArrowDown />
          </IconButton>
          <IconButton
            size="xs"
            variant="ghost"
            colorPalette="red"
            aria-label={t('questionnaire.editor.removeOption', { n, m: i + 1 })}
            onClick={() => setOptions(q.options.filter((_, j) => j !== i))}
          >
            <Trash2 />
          </IconButton>
        </HStack>
      ))}
      <Box>
        <Button
          size="sm"
          variant="ghost"
          onClick={() =>
            setOptions([
              ...q.options,
              {
                value: nextOptionValue(q.options.map((o) => o.value)),
                label: { zh: t('questionnaire.editor.newOption', { m: q.options.length + 1 }) },
              },
            ])
          }
        >
          <Plus />
          {t('questionnaire.editor.addOption', { n })}
        </Button>
      </Box>
    </Stack>
  );
}

/** The questions as an answerer sees them, with 按提交检查 running the server's rules. */
function InlinePreview({ questions, breaks, title }: { questions: Question[]; breaks: PageBreak[]; title: string }) {
  const [values, setValues] = useState<FormValues>({});
  const [errors, setErrors] = useState<FormError[] | null>(null);
  const definition = definitionOf('preview', title, questions, breaks);
  return (
    <Card.Root variant="outline" borderColor="border.emphasized" as="section" aria-labelledby="questionnaire-preview">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h3" size="sm" id="questionnaire-preview">
            <FormattedMessage id="questionnaire.editor.preview" />
          </Heading>
          <Button size="sm" variant="outline" onClick={() => setErrors(logicalAnswer(definition, values).errors)}>
            <FormattedMessage id="questionnaire.editor.check" />
          </Button>
        </HStack>
        {errors?.length === 0 && (
          <Text color="fg.success" mt="2">
            <FormattedMessage id="questionnaire.editor.checkOk" />
          </Text>
        )}
      </Card.Header>
      <Card.Body>
        <AnswerForm
          definition={definition}
          values={values}
          onChange={(k, v) => setValues((old) => ({ ...old, [k]: v }))}
          errors={errors ?? undefined}
        />
      </Card.Body>
    </Card.Root>
  );
}
