import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Code, Dialog, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { readApiProblem } from '../../engine/apollo/errors';
import { useCan } from '../../engine/auth';
import { DialogFrame, OptionSelect } from '../../engine/crud';
import { notify } from '../../engine/feedback/toaster';
import { FormField } from '../../engine/form';
import {
  DeclineDrawnExpertDocument,
  DrawExpertsDocument,
  type ExpertDrawFieldsFragment,
  ExpertDrawsDocument,
  ReplayExpertDrawDocument,
} from '../../generated/graphql';

/** An application to draw for, with the label shown (project name, else the applicant unit). */
export interface DrawTarget {
  applicationId: string;
  label: string;
}

/** Parses a whole number between min and max, or null. */
export function countOf(text: string, min: number, max: number): number | null {
  if (!/^\d{1,2}$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n >= min && n <= max ? n : null;
}

type Ref = ExpertDrawFieldsFragment['drawn'][number];

function RankedList({ label, experts }: { label: string; experts: readonly Ref[] }) {
  const intl = useIntl();
  return (
    <Box>
      <Text fontWeight="medium" fontSize="sm" mb="1">
        {label}
      </Text>
      <Stack as="ol" listStyleType="none" gap="1" aria-label={label} ps="0">
        {experts.map((e) => (
          <Box as="li" key={e.expertId} fontSize="sm">
            {intl.formatMessage({ id: 'assign.draw.rank' }, { rank: e.rank, name: e.name })}
            {e.unitName ? `（${e.unitName}）` : ''}
          </Box>
        ))}
        {experts.length === 0 && (
          <Box as="li" fontSize="sm" color="fg.muted">
            -
          </Box>
        )}
      </Stack>
    </Box>
  );
}

function Seed({ seed }: { seed: string }) {
  return (
    <Text fontSize="sm">
      <FormattedMessage id="assign.draw.seed" />
      {'：'}
      <Code wordBreak="break-all" whiteSpace="normal" data-testid="draw-seed">
        {seed}
      </Code>
    </Text>
  );
}

/**
 * 随机抽取: N experts and M ranked substitutes for the chosen applications, from the page's group or discipline;
 * the result lists the drawn and the substitutes with their rank and the seed of each draw.
 */
export function DrawDialog({
  targets,
  groupId,
  discipline,
  onClose,
  onDrawn,
}: {
  targets: readonly DrawTarget[];
  groupId: string | null;
  discipline: string | null;
  onClose(): void;
  onDrawn(): void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [count, setCount] = useState('3');
  const [substitutes, setSubstitutes] = useState('2');
  const [errors, setErrors] = useState<{ count?: string; substitutes?: string; form?: string }>({});
  const [result, setResult] = useState<ExpertDrawFieldsFragment[]>();
  const [run, { loading }] = useMutation(DrawExpertsDocument);
  const title =
    targets.length === 1
      ? t('assign.draw.titleOne', { name: targets[0]!.label })
      : t('assign.draw.titleMany', { count: targets.length });
  const submit = async () => {
    const n = countOf(count, 1, 20);
    const m = countOf(substitutes, 0, 20);
    const next = {
      count: n == null ? t('assign.draw.rules.count') : undefined,
      substitutes: m == null ? t('assign.draw.rules.substitutes') : undefined,
      form: !groupId && !discipline ? t('assign.rules.poolRequired') : undefined,
    };
    setErrors(next);
    if (n == null || m == null || next.form) return;
    try {
      const r = await run({
        variables: {
          input: { applicationIds: targets.map((a) => a.applicationId), groupId, discipline, count: n, substitutes: m },
        },
      });
      setResult(r.data?.drawExperts ?? []);
      notify('success', { id: 'assign.draw.done' });
      onDrawn();
    } catch (e) {
      setErrors({ form: readApiProblem(e)?.message ?? t('assign.failed') });
    }
  };
  const labelOf = (id: string) => targets.find((a) => a.applicationId === id)?.label ?? id;
  return (
    <DialogFrame open onClose={onClose} title={title} divider size="lg">
      <Dialog.Body py="4">
        {result ? (
          <Stack gap="5" aria-label={t('assign.draw.result')}>
            {result.map((d) => (
              <Stack key={d.id} gap="2" borderWidth="1px" borderRadius="md" p="3">
                {result.length > 1 && (
                  <Heading as="h3" size="xs">
                    {labelOf(d.applicationId)}
                  </Heading>
                )}
                <Stack direction={{ base: 'column', md: 'row' }} gap="6">
                  <RankedList label={t('assign.draw.drawn')} experts={d.drawn} />
                  <RankedList label={t('assign.draw.substitutes')} experts={d.substitutes} />
                </Stack>
                <Seed seed={d.seed} />
              </Stack>
            ))}
          </Stack>
        ) : (
          <Stack gap="3">
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id="assign.draw.hint" />
            </Text>
            <HStack gap="4" align="start" wrap="wrap">
              <FormField label={t('assign.draw.count')} required error={errors.count}>
                <Input
                  name="drawCount"
                  value={count}
                  onChange={(e) => setCount(e.target.value)}
                  inputMode="numeric"
                  maxLength={2}
                  width="24"
                />
              </FormField>
              <FormField label={t('assign.draw.substituteCount')} required error={errors.substitutes}>
                <Input
                  name="substituteCount"
                  value={substitutes}
                  onChange={(e) => setSubstitutes(e.target.value)}
                  inputMode="numeric"
                  maxLength={2}
                  width="24"
                />
              </FormField>
            </HStack>
            {errors.form && (
              <Text role="alert" color="fg.error" fontSize="sm">
                {errors.form}
              </Text>
            )}
          </Stack>
        )}
      </Dialog.Body>
      <Dialog.Footer borderTopWidth="1px" borderColor="border.muted" pt="4">
        <Button variant="outline" onClick={onClose}>
          <FormattedMessage id={result ? 'common.close' : 'common.cancel'} />
        </Button>
        {!result && (
          <Button onClick={() => void submit()} loading={loading}>
            <FormattedMessage id="assign.draw.submit" />
          </Button>
        )}
      </Dialog.Footer>
    </DialogFrame>
  );
}

const REASONS = ['assign.draw.reason.declined', 'assign.draw.reason.unable'] as const;

/** 抽取记录 of one application: each draw with its seed and pool, 验证 (replay) and 替补 for a serving drawn expert. */
export function DrawRecordsDialog({
  target,
  onClose,
  onChanged,
}: {
  target: DrawTarget;
  onClose(): void;
  onChanged(): void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { data, loading, refetch } = useQuery(ExpertDrawsDocument, {
    variables: { applicationId: target.applicationId },
    fetchPolicy: 'network-only',
  });
  const draws = data?.expertDraws ?? [];
  return (
    <DialogFrame open onClose={onClose} title={t('assign.draw.recordsTitle', { name: target.label })} divider size="xl">
      <Dialog.Body py="4">
        {loading && !data ? (
          <Text color="fg.muted">
            <FormattedMessage id="common.loading" />
          </Text>
        ) : draws.length === 0 ? (
          <Text color="fg.muted">
            <FormattedMessage id="assign.draw.noRecords" />
          </Text>
        ) : (
          <Stack gap="4">
            {draws.map((d) => (
              <DrawRecord
                key={d.id}
                draw={d}
                onChanged={() => {
                  void refetch();
                  onChanged();
                }}
              />
            ))}
          </Stack>
        )}
      </Dialog.Body>
      <Dialog.Footer borderTopWidth="1px" borderColor="border.muted" pt="4">
        <Button variant="outline" onClick={onClose}>
          <FormattedMessage id="common.close" />
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}

function DrawRecord({ draw, onChanged }: { draw: ExpertDrawFieldsFragment; onChanged(): void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const mayDraw = useCan('awards_allot_apply');
  const [reason, setReason] = useState<string>(REASONS[0]);
  const [replay, { data: replayed, loading: replaying }] = useMutation(ReplayExpertDrawDocument);
  const [decline, { loading: declining }] = useMutation(DeclineDrawnExpertDocument);
  const heading = t('assign.draw.recordHeading', {
    time: draw.drawTime,
    by: draw.drawnByName ?? '-',
    count: draw.drawCount,
    substitutes: draw.substituteCount,
  });
  const replaced = new Map(draw.replacements.map((r) => [r.expertId, r]));
  const serving = new Set(draw.activeIds);
  const verify = async () => {
    try {
      await replay({ variables: { id: draw.id } });
    } catch (e) {
      notify('error', { text: readApiProblem(e)?.message ?? t('assign.failed') });
    }
  };
  const substitute = async (expertId: string) => {
    try {
      await decline({ variables: { input: { drawId: draw.id, expertId, unable: reason === REASONS[1] } } });
      notify('success', { id: 'assign.draw.substituted' });
      onChanged();
    } catch (e) {
      notify('error', { text: readApiProblem(e)?.message ?? t('assign.failed') });
    }
  };
  // Serving experts in seat order: the drawn, each replaced one followed by whoever stepped in.
  const stepped = new Set(draw.replacements.map((r) => r.substituteId));
  const seats = [...draw.drawn, ...draw.substitutes.filter((s) => stepped.has(s.expertId))];
  const result = replayed?.replayExpertDraw;
  return (
    <Box as="section" aria-label={heading} borderWidth="1px" borderRadius="md" p="3">
      <Stack gap="3">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h3" size="xs">
            {heading}
          </Heading>
          <Button size="xs" variant="outline" onClick={() => void verify()} loading={replaying}>
            <FormattedMessage id="assign.draw.verify" />
          </Button>
        </HStack>
        {result && (
          <Text role="status" fontSize="sm" color={result.matches ? 'fg.success' : 'fg.error'}>
            <FormattedMessage id={result.matches ? 'assign.draw.verified' : 'assign.draw.mismatch'} />
          </Text>
        )}
        <Seed seed={draw.seed} />
        <Stack direction={{ base: 'column', md: 'row' }} gap="6" align="start">
          <Box flex="1">
            <Text fontWeight="medium" fontSize="sm" mb="1">
              <FormattedMessage id="assign.draw.serving" />
            </Text>
            <Stack as="ul" listStyleType="none" gap="1" ps="0" aria-label={t('assign.draw.serving')}>
              {seats.map((e) => {
                const out = replaced.get(e.expertId);
                const isSubstitute = draw.substitutes.some((s) => s.expertId === e.expertId);
                return (
                  <HStack as="li" key={e.expertId} gap="2" fontSize="sm" wrap="wrap">
                    <Text textDecoration={out ? 'line-through' : undefined}>
                      {t(isSubstitute ? 'assign.draw.substituteRank' : 'assign.draw.rank', {
                        rank: e.rank,
                        name: e.name,
                      })}
                    </Text>
                    {out && (
                      <Badge colorPalette="orange">
                        {t('assign.draw.replacedBy', { name: out.substituteName, reason: out.reason, time: out.time })}
                      </Badge>
                    )}
                    {!out && serving.has(e.expertId) && mayDraw && (
                      <Button
                        size="2xs"
                        variant="outline"
                        loading={declining}
                        onClick={() => void substitute(e.expertId)}
                        aria-label={t('assign.draw.substituteFor', { name: e.name })}
                      >
                        <FormattedMessage id="assign.draw.substitute" />
                      </Button>
                    )}
                  </HStack>
                );
              })}
            </Stack>
            {mayDraw && (
              <HStack mt="2" gap="2">
                <Text fontSize="sm" color="fg.muted" aria-hidden>
                  <FormattedMessage id="assign.draw.reason" />
                </Text>
                <OptionSelect
                  size="xs"
                  aria-label={t('assign.draw.reason')}
                  options={REASONS.map((id) => ({ value: id, label: t(id) }))}
                  value={reason}
                  onChange={setReason}
                  width="36"
                />
              </HStack>
            )}
          </Box>
          <Box flex="1">
            <RankedList label={t('assign.draw.substitutes')} experts={draw.substitutes} />
          </Box>
        </Stack>
        {draw.replacements.some((r) => r.skipped.length) && (
          <Text fontSize="sm" color="fg.muted">
            {draw.replacements
              .flatMap((r) => r.skipped)
              .map((s) => `${s.name}：${s.reason}`)
              .join('；')}
          </Text>
        )}
        <Text fontSize="sm" color="fg.muted">
          {t('assign.draw.pool', { eligible: draw.eligibleIds.length, excluded: draw.exclusions.length })}
          {draw.exclusions.length > 0 && `（${draw.exclusions.map((x) => `${x.name}：${x.reason}`).join('；')}）`}
        </Text>
      </Stack>
    </Box>
  );
}
