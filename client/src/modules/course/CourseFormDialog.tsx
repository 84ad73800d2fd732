import { useMutation } from '@apollo/client/react';
import {
  Box,
  Button,
  Dialog,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { evictList } from '../../engine/apollo/cache';
import { FormFooter, RecordDialog, type RecordDialogState, RecordLoader, saveForm } from '../../engine/crud';
import { FormField, required, type Rules, useForm } from '../../engine/form';
import { CourseDocument, type CourseQuery, SaveCourseDocument } from '../../generated/graphql';
import { RichTextEditor } from '../article/RichTextEditor';

const KINDS = ['video', 'pdf', 'slides', 'richtext'] as const;

interface CourseFormValues extends Record<string, string> {
  title: string;
  category: string;
  hours: string;
  audience: string;
  summary: string;
  cover: string;
}

interface LessonDraft {
  key: string;
  id?: string;
  kind: string;
  title: string;
  url: string;
  content: string;
  minutes: string;
}

let keySeq = 0;
const newLesson = (): LessonDraft => ({
  key: `n${++keySeq}`,
  kind: 'video',
  title: '',
  url: '',
  content: '',
  minutes: '',
});

/** Create or edit a course and its lessons (saved as a draft; publishing is a separate action), or read one. */
export function CourseFormDialog({ state, onClose }: { state: RecordDialogState | null; onClose(): void }) {
  return (
    <RecordDialog
      state={state}
      onClose={onClose}
      size="xl"
      titles={{
        create: <FormattedMessage id="course.form.createTitle" />,
        edit: <FormattedMessage id="course.form.editTitle" />,
        view: <FormattedMessage id="course.form.viewTitle" />,
      }}
    >
      {(open) =>
        open.mode === 'create' ? (
          <CourseForm mode="create" onClose={onClose} />
        ) : (
          <RecordLoader document={CourseDocument} id={open.id} select={(data) => data.course} onClose={onClose}>
            {(detail) => <CourseForm mode={open.mode} detail={detail} onClose={onClose} />}
          </RecordLoader>
        )
      }
    </RecordDialog>
  );
}

function CourseForm({
  mode,
  detail,
  onClose,
}: {
  mode: 'create' | 'edit' | 'view';
  detail?: CourseQuery['course'];
  onClose(): void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const readOnly = mode === 'view';
  const course = detail?.course;
  const rules = useMemo<Rules<CourseFormValues>>(
    () => ({
      title: [required(intl.formatMessage({ id: 'course.form.titleRequired' }))],
      hours: [
        (v) =>
          v === '' || (Number(v) >= 0 && Number(v) <= 1000)
            ? undefined
            : intl.formatMessage({ id: 'course.form.hoursInvalid' }),
      ],
    }),
    [intl],
  );
  const form = useForm<CourseFormValues>({
    initialValues: {
      title: course?.title ?? '',
      category: course?.category ?? '',
      hours: course ? String(course.hours) : '',
      audience: course?.audience ?? '',
      summary: course?.summary ?? '',
      cover: course?.cover ?? '',
    },
    rules,
  });
  const [lessons, setLessons] = useState<LessonDraft[]>(
    detail?.lessons.map((l) => ({
      key: l.id,
      id: l.id,
      kind: l.kind,
      title: l.title,
      url: l.url ?? '',
      content: l.content ?? '',
      minutes: l.minutes ? String(l.minutes) : '',
    })) ?? [newLesson()],
  );
  const [saveCourse, { loading: saving }] = useMutation(SaveCourseDocument, {
    update: (cache) => {
      evictList(cache, 'courses');
      evictList(cache, 'publicCourses');
    },
  });
  const change = (i: number, patch: Partial<LessonDraft>) =>
    setLessons((all) => all.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const move = (i: number, by: number) =>
    setLessons((all) => {
      const next = [...all];
      const [item] = next.splice(i, 1);
      next.splice(i + by, 0, item!);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || !form.validate()) return;
    const v = form.values;
    const input = {
      ...(course ? { id: course.id, version: course.version } : {}),
      title: v.title.trim(),
      category: v.category.trim() || null,
      hours: v.hours === '' ? 0 : Number(v.hours),
      audience: v.audience.trim() || null,
      summary: v.summary.trim() || null,
      cover: v.cover.trim() || null,
      lessons: lessons.map((l) => ({
        ...(l.id ? { id: l.id } : {}),
        kind: l.kind,
        title: l.title,
        url: l.kind === 'richtext' ? null : l.url,
        content: l.kind === 'richtext' ? l.content : null,
        minutes: l.minutes === '' ? 0 : Math.max(0, Math.floor(Number(l.minutes)) || 0),
      })),
    };
    if (await saveForm(form, () => saveCourse({ variables: { input } }), { updating: Boolean(course) })) onClose();
  };

  const variant = readOnly ? 'subtle' : 'outline';
  return (
    <form onSubmit={submit} noValidate aria-label={t(`course.form.${mode}Title`)}>
      <Dialog.Body py="6">
        <Stack gap="5">
          <FormField label={t('course.title')} error={form.errors.title} required readOnly={readOnly}>
            <Input {...form.field('title')} variant={variant} autoComplete="off" maxLength={200} readOnly={readOnly} />
          </FormField>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
            <FormField label={t('course.category')} readOnly={readOnly}>
              <Input {...form.field('category')} variant={variant} maxLength={60} readOnly={readOnly} />
            </FormField>
            <FormField label={t('course.hours')} error={form.errors.hours} readOnly={readOnly}>
              <Input {...form.field('hours')} variant={variant} inputMode="decimal" readOnly={readOnly} />
            </FormField>
            <FormField label={t('course.audience')} readOnly={readOnly}>
              <Input {...form.field('audience')} variant={variant} maxLength={200} readOnly={readOnly} />
            </FormField>
          </SimpleGrid>
          <FormField label={t('course.cover')} readOnly={readOnly}>
            <Input
              {...form.field('cover')}
              variant={variant}
              maxLength={500}
              readOnly={readOnly}
              placeholder="https://"
            />
          </FormField>
          <FormField label={t('course.summary')} readOnly={readOnly}>
            <Textarea {...form.field('summary')} variant={variant} rows={2} maxLength={5000} readOnly={readOnly} />
          </FormField>
          <Stack gap="3">
            <Text fontWeight="medium">
              <FormattedMessage id="course.lessons" />
            </Text>
            {lessons.map((l, i) => (
              <Box
                key={l.key}
                borderWidth="1px"
                rounded="md"
                p="3"
                role="group"
                aria-label={t('course.form.lessonN', { n: i + 1 })}
              >
                <Stack gap="3">
                  <HStack gap="2" align="flex-end" wrap="wrap">
                    <Text fontSize="sm" minW="6">
                      {i + 1}.
                    </Text>
                    <Box flex="1" minW="48">
                      <FormField label={t('course.lesson.title')} required readOnly={readOnly}>
                        <Input
                          value={l.title}
                          onChange={(e) => change(i, { title: e.target.value })}
                          variant={variant}
                          maxLength={200}
                          readOnly={readOnly}
                        />
                      </FormField>
                    </Box>
                    <Box w="36">
                      <FormField label={t('course.lesson.kind')} readOnly={readOnly}>
                        <NativeSelect.Root size="sm" disabled={readOnly}>
                          <NativeSelect.Field value={l.kind} onChange={(e) => change(i, { kind: e.target.value })}>
                            {KINDS.map((k) => (
                              <option key={k} value={k}>
                                {t(`course.kind.${k}`)}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                      </FormField>
                    </Box>
                    <Box w="24">
                      <FormField label={t('course.lesson.minutes')} readOnly={readOnly}>
                        <Input
                          value={l.minutes}
                          onChange={(e) => change(i, { minutes: e.target.value })}
                          variant={variant}
                          inputMode="numeric"
                          readOnly={readOnly}
                        />
                      </FormField>
                    </Box>
                    {!readOnly && (
                      <HStack gap="1">
                        <IconButton
                          size="sm"
                          variant="ghost"
                          aria-label={t('course.form.up')}
                          disabled={i === 0}
                          onClick={() => move(i, -1)}
                        >
                          <ArrowUp />
                        </IconButton>
                        <IconButton
                          size="sm"
                          variant="ghost"
                          aria-label={t('course.form.down')}
                          disabled={i === lessons.length - 1}
                          onClick={() => move(i, 1)}
                        >
                          <ArrowDown />
                        </IconButton>
                        <IconButton
                          size="sm"
                          variant="ghost"
                          colorPalette="red"
                          aria-label={t('course.form.removeLesson', { n: i + 1 })}
                          onClick={() => setLessons((all) => all.filter((_, j) => j !== i))}
                        >
                          <Trash2 />
                        </IconButton>
                      </HStack>
                    )}
                  </HStack>
                  {l.kind === 'richtext' ? (
                    readOnly ? null : (
                      <RichTextEditor
                        value={l.content}
                        onChange={(html) => change(i, { content: html })}
                        label={t('course.lesson.content')}
                      />
                    )
                  ) : (
                    <FormField
                      label={t(l.kind === 'slides' ? 'course.lesson.slidesUrl' : 'course.lesson.url')}
                      readOnly={readOnly}
                    >
                      <Textarea
                        value={l.url}
                        onChange={(e) => change(i, { url: e.target.value })}
                        variant={variant}
                        rows={l.kind === 'slides' ? 3 : 1}
                        readOnly={readOnly}
                      />
                    </FormField>
                  )}
                </Stack>
              </Box>
            ))}
            {!readOnly && (
              <Button
                size="sm"
                variant="outline"
                alignSelf="flex-start"
                onClick={() => setLessons((all) => [...all, newLesson()])}
              >
                <Plus />
                <FormattedMessage id="course.form.addLesson" />
              </Button>
            )}
          </Stack>
        </Stack>
      </Dialog.Body>
      <FormFooter readOnly={readOnly} saving={saving} onClose={onClose} />
    </form>
  );
}
