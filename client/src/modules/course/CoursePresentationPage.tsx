import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Container,
  Heading,
  HStack,
  Image,
  Input,
  Link as ChakraLink,
  Progress,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { ArrowLeft, BookOpen, CheckCircle2, ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { readApiProblem } from '../../engine/apollo/errors';
import { useSession } from '../../engine/auth/session';
import { Pagination } from '../../engine/crud';
import {
  CourseProgressDocument,
  type LessonFieldsFragment,
  PublicCourseDocument,
  PublicCoursesDocument,
  RecordLessonProgressDocument,
} from '../../generated/graphql';
import { articleBodyCss } from '../article/RichTextEditor';
import { pdfAt, resumeAt, type SavedProgress, shouldSave, slidePictures, videoCompleted } from './progressModel';

const PAGE = '/cmsPages/coursepresentation';

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <Box as="main" minH="100vh" bg="bg.canvas" py={{ base: '4', md: '10' }}>
      <Container maxW="5xl">{children}</Container>
    </Box>
  );
}

function ErrorLine({ error }: { error: unknown }) {
  const intl = useIntl();
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{readApiProblem(error)?.message ?? intl.formatMessage({ id: 'errors.network' })}</Alert.Title>
    </Alert.Root>
  );
}

/** /cmsPages/coursepresentation: the open catalogue; ?id= a course page with its lessons and the player. */
export function CoursePresentationPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return <Frame>{id ? <CourseView id={id} /> : <Catalogue />}</Frame>;
}

function Catalogue() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const current = Math.max(1, Number(params.get('current')) || 1);
  const size = 12;
  const [typed, setTyped] = useState(keyword);
  const { data, loading, error } = useQuery(PublicCoursesDocument, {
    variables: { page: { current, size }, filter: { keyword: keyword || null } },
  });
  const page = data?.publicCourses;
  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(typed.trim() ? { keyword: typed.trim() } : {});
  };
  return (
    <Stack gap="6">
      <Heading as="h1" size="xl" fontWeight="semibold">
        <FormattedMessage id="course.public.title" />
      </Heading>
      <form onSubmit={search} role="search" aria-label={t('course.public.search')}>
        <HStack gap="3">
          <Input
            size="sm"
            maxW="72"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder={t('course.public.keyword')}
            aria-label={t('course.public.keyword')}
          />
          <Button size="sm" type="submit">
            <Search />
            <FormattedMessage id="course.public.search" />
          </Button>
        </HStack>
      </form>
      {error && <ErrorLine error={error} />}
      {loading && !page ? <Spinner aria-label={t('common.loading')} /> : null}
      {page && page.records.length === 0 && (
        <Text color="fg.muted">
          <FormattedMessage id="course.public.empty" />
        </Text>
      )}
      {page && page.records.length > 0 && (
        <SimpleGrid
          as="ul"
          columns={{ base: 1, sm: 2, lg: 3 }}
          gap="5"
          listStyleType="none"
          aria-label={t('course.public.title')}
        >
          {page.records.map((c) => (
            <Box as="li" key={c.id} borderWidth="1px" rounded="lg" overflow="hidden" bg="bg">
              {c.cover ? (
                <Image src={c.cover} alt="" w="full" h="36" objectFit="cover" />
              ) : (
                <Box h="36" bg="colorPalette.subtle" colorPalette="blue" display="grid" placeItems="center">
                  <BookOpen size={40} aria-hidden />
                </Box>
              )}
              <Stack gap="2" p="4">
                <ChakraLink asChild fontWeight="semibold" fontSize="lg" color="fg">
                  <RouterLink to={`${PAGE}?id=${encodeURIComponent(c.id)}`}>{c.title}</RouterLink>
                </ChakraLink>
                <HStack gap="2" wrap="wrap">
                  {c.category && <Badge variant="outline">{c.category}</Badge>}
                  <Badge variant="subtle" colorPalette="blue">
                    <FormattedMessage id="course.hoursValue" values={{ hours: c.hours }} />
                  </Badge>
                </HStack>
                {c.summary && (
                  <Text fontSize="sm" color="fg.muted" lineClamp={3}>
                    {c.summary}
                  </Text>
                )}
              </Stack>
            </Box>
          ))}
        </SimpleGrid>
      )}
      {page && page.total > size && (
        <Pagination
          variant="widget"
          page={current}
          pageSize={size}
          pageSizes={[size]}
          total={page.total}
          onPageChange={(next) => setParams({ ...(keyword ? { keyword } : {}), current: String(next) })}
          onPageSizeChange={() => undefined}
        />
      )}
    </Stack>
  );
}

function CourseView({ id }: { id: string }) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: key });
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const { data, loading, error } = useQuery(PublicCourseDocument, { variables: { id } });
  // Always from the server: the positions saved while playing are not in the cached list.
  const progress = useQuery(CourseProgressDocument, {
    variables: { courseId: id },
    skip: !session,
    fetchPolicy: 'network-only',
  });
  const [recordProgress] = useMutation(RecordLessonProgressDocument);
  const detail = data?.publicCourse;
  const lessons = detail?.lessons ?? [];
  const lessonId = params.get('lesson') ?? lessons[0]?.id;
  const lesson = lessons.find((l) => l.id === lessonId);
  const mine = progress.data?.courseProgress;
  const saved: SavedProgress[] = mine?.lessons ?? [];

  const save = useCallback(
    async (l: LessonFieldsFragment, position: number, completed: boolean) => {
      if (!session) return;
      try {
        await recordProgress({ variables: { input: { lessonId: l.id, position, completed } } });
        if (completed) await progress.refetch();
      } catch {
        // a failed save is retried at the next one
      }
    },
    [session, recordProgress, progress],
  );

  if (error) return <ErrorLine error={error} />;
  if (loading || !detail) return <Spinner aria-label={t('common.loading')} />;
  const { course } = detail;
  return (
    <Stack gap="6">
      <ChakraLink asChild fontSize="sm" color="fg.muted">
        <RouterLink to={PAGE}>
          <ArrowLeft size={14} />
          <FormattedMessage id="course.public.back" />
        </RouterLink>
      </ChakraLink>
      <Stack gap="2">
        <Heading as="h1" size="xl" fontWeight="semibold">
          {course.title}
        </Heading>
        <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
          {course.category && <Badge variant="outline">{course.category}</Badge>}
          <Badge variant="subtle" colorPalette="blue">
            <FormattedMessage id="course.hoursValue" values={{ hours: course.hours }} />
          </Badge>
          {course.audience && (
            <Text>
              <FormattedMessage id="course.audience" />：{course.audience}
            </Text>
          )}
        </HStack>
        {course.summary && <Text color="fg.muted">{course.summary}</Text>}
      </Stack>
      {session && mine ? (
        <Stack gap="1" maxW="md">
          <Text fontSize="sm" data-testid="course-progress">
            <FormattedMessage
              id="course.public.progress"
              values={{ percent: mine.percent, done: mine.completedLessons, total: mine.totalLessons }}
            />
          </Text>
          <Progress.Root value={mine.percent} size="sm" aria-label={t('course.public.progressLabel')}>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Stack>
      ) : !session ? (
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="course.public.signInHint" />
        </Text>
      ) : null}
      <Stack direction={{ base: 'column', md: 'row' }} gap="6" align="flex-start">
        <Stack as="nav" aria-label={t('course.lessons')} gap="1" w={{ base: 'full', md: '64' }} flexShrink={0}>
          {lessons.map((l) => {
            const done = saved.find((p) => p.lessonId === l.id)?.completed;
            return (
              <Button
                key={l.id}
                variant={l.id === lesson?.id ? 'subtle' : 'ghost'}
                justifyContent="flex-start"
                size="sm"
                aria-current={l.id === lesson?.id ? 'true' : undefined}
                onClick={() => setParams({ id, lesson: l.id })}
              >
                {done ? (
                  <CheckCircle2 color="green" aria-label={t('course.public.done')} />
                ) : (
                  <Text as="span">{l.sort}.</Text>
                )}
                <Text as="span" truncate>
                  {l.title}
                </Text>
              </Button>
            );
          })}
        </Stack>
        {lesson && (!session || mine) && (
          <Box flex="1" minW="0" w="full">
            <LessonPlayer
              key={lesson.id}
              lesson={lesson}
              start={resumeAt(saved, lesson.id, lesson.kind)}
              completed={Boolean(saved.find((p) => p.lessonId === lesson.id)?.completed)}
              signedIn={Boolean(session)}
              onSave={save}
            />
          </Box>
        )}
      </Stack>
    </Stack>
  );
}

interface PlayerProps {
  lesson: LessonFieldsFragment;
  start: number;
  completed: boolean;
  signedIn: boolean;
  onSave(lesson: LessonFieldsFragment, position: number, completed: boolean): Promise<void>;
}

function LessonPlayer(props: PlayerProps) {
  const { lesson } = props;
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        {lesson.title}
      </Heading>
      {lesson.kind === 'video' && <VideoLesson {...props} />}
      {(lesson.kind === 'pdf' || (lesson.kind === 'slides' && slidePictures(lesson.url).length === 0)) && (
        <PagedLesson {...props} />
      )}
      {lesson.kind === 'slides' && slidePictures(lesson.url).length > 0 && <PagedLesson {...props} />}
      {lesson.kind === 'richtext' && <RichLesson {...props} />}
    </Stack>
  );
}

function VideoLesson({ lesson, start, completed, onSave }: PlayerProps) {
  const intl = useIntl();
  const ref = useRef<HTMLVideoElement>(null);
  // at 0: the first move of a second or more is saved at once, then every SAVE_EVERY_MS.
  const last = useRef({ at: 0, position: start, done: completed });
  const report = useCallback(
    (force: boolean, ended = false) => {
      const v = ref.current;
      if (!v) return;
      const position = v.currentTime;
      const done = last.current.done || videoCompleted(position, v.duration, ended);
      const now = Date.now();
      if (!force && !shouldSave(last.current.at, last.current.position, now, position) && done === last.current.done)
        return;
      const newlyDone = done && !last.current.done;
      last.current = { at: now, position, done };
      void onSave(lesson, position, newlyDone || done);
    },
    [lesson, onSave],
  );
  useEffect(() => {
    const v = ref.current;
    return () => {
      // leaving the lesson (another lesson, another page): save where it stopped
      if (v && Math.abs(v.currentTime - last.current.position) >= 1) report(true);
    };
  }, [report]);
  return (
    <Box>
      <video
        ref={ref}
        src={lesson.url ?? undefined}
        controls
        preload="metadata"
        style={{ width: '100%', maxHeight: '60vh', background: 'black' }}
        aria-label={intl.formatMessage({ id: 'course.public.video' }, { title: lesson.title })}
        onLoadedMetadata={(e) => {
          if (start > 0 && start < (e.currentTarget.duration || Number.POSITIVE_INFINITY))
            e.currentTarget.currentTime = start;
        }}
        onTimeUpdate={() => report(false)}
        onPause={() => report(true)}
        onEnded={() => report(true, true)}
      />
      <Text fontSize="xs" color="fg.muted" mt="1">
        <FormattedMessage id="course.public.videoHint" />
      </Text>
    </Box>
  );
}

function PagedLesson({ lesson, start, completed, signedIn, onSave }: PlayerProps) {
  const intl = useIntl();
  const pictures = slidePictures(lesson.url);
  const [page, setPage] = useState(start);
  const [done, setDone] = useState(completed);
  const go = (next: number) => {
    const p = Math.max(1, pictures.length ? Math.min(next, pictures.length) : next);
    setPage(p);
    const finished = done || (pictures.length > 0 && p === pictures.length);
    setDone(finished);
    void onSave(lesson, p, finished);
  };
  return (
    <Stack gap="3">
      {pictures.length ? (
        <Image src={pictures[page - 1]} alt={`${lesson.title} ${page}`} maxH="70vh" objectFit="contain" />
      ) : (
        <Box
          as="iframe"
          title={lesson.title}
          // @ts-expect-error: src of the iframe element
          src={pdfAt(lesson.url ?? '', page)}
          w="full"
          h={{ base: '70vh', md: '75vh' }}
          borderWidth="1px"
          rounded="md"
        />
      )}
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => go(page - 1)} disabled={page <= 1}>
          <ChevronLeft />
          <FormattedMessage id="course.public.prevPage" />
        </Button>
        <Text fontSize="sm" data-testid="lesson-page">
          <FormattedMessage id="course.public.page" values={{ page, total: pictures.length || '—' }} />
        </Text>
        <Button
          size="sm"
          variant="outline"
          onClick={() => go(page + 1)}
          disabled={pictures.length > 0 && page >= pictures.length}
        >
          <FormattedMessage id="course.public.nextPage" />
          <ChevronRight />
        </Button>
        {signedIn && !pictures.length && (
          <Button
            size="sm"
            colorPalette="green"
            disabled={done}
            onClick={() => {
              setDone(true);
              void onSave(lesson, page, true);
            }}
          >
            <CheckCircle2 />
            {intl.formatMessage({ id: done ? 'course.public.done' : 'course.public.markDone' })}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}

function RichLesson({ lesson, completed, signedIn, onSave }: PlayerProps) {
  const intl = useIntl();
  const [done, setDone] = useState(completed);
  return (
    <Stack gap="3">
      {/* Sanitized by the server before it was stored. */}
      <Box className="article-body" css={articleBodyCss} dangerouslySetInnerHTML={{ __html: lesson.content ?? '' }} />
      {signedIn && (
        <Button
          size="sm"
          alignSelf="flex-start"
          colorPalette="green"
          disabled={done}
          onClick={() => {
            setDone(true);
            void onSave(lesson, 1, true);
          }}
        >
          <CheckCircle2 />
          {intl.formatMessage({ id: done ? 'course.public.done' : 'course.public.markDone' })}
        </Button>
      )}
    </Stack>
  );
}
