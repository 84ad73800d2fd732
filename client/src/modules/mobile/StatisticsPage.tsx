import { useQuery } from '@apollo/client/react';
import { HStack, Stack, Text } from '@chakra-ui/react';
import { CalendarDays, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Chart } from '../../engine/chart';
import { MobileFiguresDocument } from '../../generated/graphql';
import { shortTime } from '../event/eventFormat';
import { applicationsChart, barsHeight } from './figures';
import { Empty, QueryState, Section, useYuan } from './parts';

/** A figure with its label and a line under it. */
function Figure({ label, value, help }: { label: string; value: string; help?: string }) {
  return (
    <Stack flex="1" minW="0" gap="0.5" borderWidth="1px" rounded="md" p="3" bg="bg">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="xl" fontWeight="semibold" wordBreak="break-all">
        {value}
      </Text>
      {help && (
        <Text fontSize="xs" color="fg.muted">
          {help}
        </Text>
      )}
    </Stack>
  );
}

/** A chart under its caption (the chart's own name is for screen readers only). */
function ChartTitled({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="1">
      <Text fontSize="sm" fontWeight="medium" color="fg.muted" aria-hidden>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/**
 * 统计查询 (/mobile/statistical-query-main), for staff (the server answers holders of the member statistics code
 * only): members by level and region, this year's dues collected and outstanding, applications by award line and
 * status, and the upcoming events, with charts.
 */
export function StatisticsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const yuan = useYuan();
  const { data, loading, error } = useQuery(MobileFiguresDocument, { fetchPolicy: 'cache-and-network' });
  if (!data) return <QueryState loading={loading} error={error} />;
  const members = data.memberStatistics;
  const { dues, applications, upcomingEvents } = data.associationFigures;
  const apps = applicationsChart(applications);
  const count = t('mobile.stats.count');
  return (
    <Stack gap="3">
      <Section title={t('mobile.stats.members')}>
        <Stack gap="3">
          <HStack gap="2" align="stretch">
            <Figure label={t('mobile.stats.active')} value={String(members.active)} />
            <Figure label={t('mobile.stats.allUnits')} value={String(members.total)} />
          </HStack>
          {members.byLevel.length > 0 && (
            <ChartTitled title={t('mobile.stats.byLevel')}>
              <Chart
                kind="horizontalBar"
                title={t('mobile.stats.byLevel')}
                categoryHeader={t('member.field.memberLevel')}
                categories={members.byLevel.map((b) => b.label)}
                series={[{ name: count, values: members.byLevel.map((b) => b.count) }]}
                height={barsHeight(members.byLevel.length)}
              />
            </ChartTitled>
          )}
          {members.byRegion.length > 0 && (
            <ChartTitled title={t('mobile.stats.byRegion')}>
              <Chart
                kind="horizontalBar"
                title={t('mobile.stats.byRegion')}
                categoryHeader={t('member.field.region')}
                categories={members.byRegion.map((b) => b.label)}
                series={[{ name: count, values: members.byRegion.map((b) => b.count) }]}
                height={barsHeight(members.byRegion.length)}
              />
            </ChartTitled>
          )}
        </Stack>
      </Section>
      <Section title={t('mobile.stats.dues', { year: dues.year })}>
        <HStack gap="2" align="stretch">
          <Figure
            label={t('mobile.stats.collected')}
            value={yuan(dues.paidAmount)}
            help={t('mobile.stats.units', { count: dues.paidCount })}
          />
          <Figure
            label={t('mobile.stats.outstanding')}
            value={yuan(dues.unpaidAmount)}
            help={t('mobile.stats.units', { count: dues.unpaidCount })}
          />
        </HStack>
      </Section>
      <Section title={t('mobile.stats.applications')}>
        {applications.length === 0 ? (
          <Empty id="mobile.stats.noApplications" />
        ) : (
          <Chart
            kind="horizontalBar"
            title={t('mobile.stats.applications')}
            categoryHeader={t('mobile.stats.awardLine')}
            categories={apps.categories}
            series={apps.series}
            height={barsHeight(apps.categories.length * Math.max(1, Math.ceil(apps.series.length / 2)))}
          />
        )}
      </Section>
      <Section title={t('mobile.stats.upcoming')}>
        {upcomingEvents.length === 0 ? (
          <Empty id="mobile.stats.noEvents" />
        ) : (
          <Stack gap="3" as="ul" listStyleType="none">
            {upcomingEvents.map((e) => (
              <Stack as="li" key={e.id} gap="1">
                <Link to={`/mobile/meeting-detail?id=${encodeURIComponent(e.id)}`}>
                  <Text fontWeight="medium" color="blue.600" wordBreak="break-word">
                    {e.title}
                  </Text>
                </Link>
                <HStack gap="1.5" color="fg.muted" fontSize="sm">
                  <CalendarDays size={14} aria-hidden />
                  <Text>{shortTime(e.startTime)}</Text>
                </HStack>
                {e.venue && (
                  <HStack gap="1.5" color="fg.muted" fontSize="sm" align="start">
                    <MapPin size={14} aria-hidden style={{ marginTop: 3, flexShrink: 0 }} />
                    <Text wordBreak="break-word">{e.venue}</Text>
                  </HStack>
                )}
              </Stack>
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}
