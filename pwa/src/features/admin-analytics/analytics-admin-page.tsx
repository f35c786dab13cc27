/**
 * `/admin/analytics` (issue 19): the charts an institute's owner reads every week, for a range
 * of days (last 30 days, 90 days, 12 months, or two dates): enrolments and revenue per month,
 * payment proofs by status and the median time to a decision, active students per week, quiz
 * attempts and pass rate by language and tier, code runs by language, the most and least chosen
 * courses. Every figure is counted by the server (`GET /api/admin/analytics`); each chart has its
 * table. Charts come from `@mantine/charts` (Recharts), which this route's chunk alone loads.
 * Needs the network: offline, the page says so.
 */
import '@mantine/charts/styles.css';
import { AreaChart, BarChart } from '@mantine/charts';
import { Alert, Container, Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  adminAnalyticsApi,
  analyticsPresetLabels,
  analyticsPresets,
  checkAnalyticsRange,
  dayIn,
  defaultSiteConfig,
  formatRupees,
  messages,
  presetRange,
  type AnalyticsPreset,
  type AnswerOf,
} from '@institute/shared-schema';
import { endpointQuery, withQueries } from '../../api/queries';
import { ErrorAlert } from '../../ui/error-alert';
import { segmentStyles, touchTarget } from '../../ui/touch';
import { durationLabel, languageLabel, monthLabel, statusLabel, tierLabel, weekLabel } from './analytics-format';
import { ChartSection } from './chart-section';

type Analytics = AnswerOf<typeof adminAnalyticsApi.get>;

export const AnalyticsAdminPage = withQueries(AnalyticsAdminScreen);

const inputStyles = { input: { minHeight: touchTarget } };
const chartHeight = 240;
const number = (n: number) => n.toLocaleString('en-IN');
/** "1 enrolment", "2 enrolments". */
const count = (n: number, one: string, many = `${one}s`) => `${number(n)} ${n === 1 ? one : many}`;
/** Counts are whole: no 0.25 ticks on the value axis. */
const wholeTicks = { allowDecimals: false } as const;

function AnalyticsAdminScreen() {
  const today = dayIn(defaultSiteConfig.timeZone);
  const [preset, setPreset] = useState<AnalyticsPreset>('30d');
  const [custom, setCustom] = useState(() => presetRange('30d', today));
  const range = preset === 'custom' ? custom : presetRange(preset, today);
  const problem = custom.from && custom.to ? checkAnalyticsRange(custom.from, custom.to) : messages.request.required('Both dates');
  const valid = preset !== 'custom' || problem === null;
  const { online } = useNetwork();

  const query = useQuery({
    ...endpointQuery(adminAnalyticsApi.get, { query: range }, { fallback: messages.adminAnalytics.fetchFailed }),
    enabled: valid && online,
    placeholderData: keepPreviousData,
  });
  const data = query.data ?? null;
  const error = online ? (query.error?.message ?? null) : null;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>Analytics</Title>
        <Stack gap="xs">
          <SegmentedControl
            fullWidth
            aria-label="Date range"
            value={preset}
            onChange={(v) => setPreset(v)}
            styles={segmentStyles}
            data={analyticsPresets.map((p) => ({ value: p, label: analyticsPresetLabels[p] }))}
          />
          {preset === 'custom' && (
            <Group grow align="flex-start" wrap="wrap">
              <TextInput
                label="From"
                type="date"
                value={custom.from}
                max={custom.to || undefined}
                onChange={(e) => setCustom((c) => ({ ...c, from: e.currentTarget.value }))}
                styles={inputStyles}
                miw={150}
                error={problem !== null}
              />
              <TextInput
                label="To"
                type="date"
                value={custom.to}
                min={custom.from || undefined}
                onChange={(e) => setCustom((c) => ({ ...c, to: e.currentTarget.value }))}
                styles={inputStyles}
                miw={150}
                error={problem !== null}
              />
            </Group>
          )}
          {preset === 'custom' && problem && (
            <Text c="var(--app-text-red)" size="sm" role="alert">
              {problem}
            </Text>
          )}
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="analytics-range">
            {data ? `${data.from} to ${data.to}, ${data.timeZone} calendar` : `${range.from} to ${range.to}`}
            {query.isFetching && data ? ' (updating…)' : ''}
          </Text>
        </Stack>
        {!online && (
          <Alert color="yellow" role="status" data-testid="analytics-offline">
            {messages.adminAnalytics.needsNetwork}
          </Alert>
        )}
        <ErrorAlert message={error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        {data ? <Figures data={data} /> : online && !error && valid && <Skeleton h={320} />}
      </Stack>
    </Container>
  );
}

function Figures({ data }: { data: Analytics }) {
  const months = data.months.map((m) => ({ month: monthLabel(m.month), Enrolments: m.enrolments, Revenue: m.revenue }));
  const totalEnrolments = data.months.reduce((s, m) => s + m.enrolments, 0);
  const totalRevenue = data.months.reduce((s, m) => s + m.revenue, 0);
  const proofs = data.payments.byStatus.map((s) => ({ status: statusLabel(s.status), Proofs: s.proofs }));
  const median = data.payments.medianDecisionSeconds;
  const weeks = data.activeStudents.weeks.map((w) => ({ week: weekLabel(w.week), 'Active students': w.students }));
  const quiz = data.quiz.map((q) => ({
    level: `${languageLabel(q.language)} ${tierLabel(q.tier)}`,
    Attempts: q.attempts,
    Passed: q.passed,
  }));
  const quizAttempts = data.quiz.reduce((s, q) => s + q.attempts, 0);
  const quizPassed = data.quiz.reduce((s, q) => s + q.passed, 0);
  const runs = data.codeRuns.map((r) => ({ language: languageLabel(r.language), Runs: r.runs }));
  const totalRuns = data.codeRuns.reduce((s, r) => s + r.runs, 0);
  const most = data.courses.mostChosen.map((c) => ({ course: c.title, Enrolments: c.enrolments }));
  const listed = (items: { label: string; value: number }[]) => items.map((i) => `${i.label} ${number(i.value)}`).join(', ');

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <ChartSection
        testId="analytics-months"
        title="Enrolments and revenue per month"
        summary={`${count(totalEnrolments, 'enrolment')}, ${formatRupees(totalRevenue)} from approved payments`}
        chartLabel={`Bar charts of enrolments and revenue per month. Enrolments: ${listed(data.months.map((m) => ({ label: monthLabel(m.month), value: m.enrolments })))}. Revenue: ${data.months.map((m) => `${monthLabel(m.month)} ${formatRupees(m.revenue)}`).join(', ')}.`}
        empty={totalEnrolments === 0 && totalRevenue === 0}
        chart={
          <Stack gap="xs">
            <BarChart
              h={chartHeight / 1.3}
              data={months}
              dataKey="month"
              series={[{ name: 'Enrolments', color: 'blue.7' }]}
              yAxisProps={wholeTicks}
              tickLine="y"
            />
            <BarChart
              h={chartHeight / 1.3}
              data={months}
              dataKey="month"
              series={[{ name: 'Revenue', color: 'teal.7' }]}
              valueFormatter={formatRupees}
              tickLine="y"
            />
          </Stack>
        }
        tables={[
          {
            caption: 'Enrolments and revenue per month',
            head: ['Month', 'Enrolments', 'Revenue'],
            rows: data.months.map((m) => [monthLabel(m.month), number(m.enrolments), formatRupees(m.revenue)]),
          },
        ]}
      />
      <ChartSection
        testId="analytics-payments"
        title="Payment proofs"
        summary={
          median === null
            ? 'No proof decided in this range'
            : `Median time to a decision: ${durationLabel(median)} (${count(data.payments.decided, 'proof')} decided)`
        }
        chartLabel={`Bar chart of payment proofs submitted by status: ${listed(proofs.map((p) => ({ label: p.status, value: p.Proofs })))}.`}
        empty={proofs.every((p) => p.Proofs === 0)}
        chart={
          <BarChart
            h={chartHeight}
            data={proofs}
            dataKey="status"
            series={[{ name: 'Proofs', color: 'grape.7' }]}
            yAxisProps={wholeTicks}
            tickLine="y"
          />
        }
        tables={[
          {
            caption: 'Payment proofs submitted, by status',
            head: ['Status', 'Proofs'],
            rows: proofs.map((p) => [p.status, number(p.Proofs)]),
          },
          {
            caption: 'Decisions',
            head: ['Figure', 'Value'],
            rows: [
              ['Proofs decided', number(data.payments.decided)],
              ['Median time to a decision', median === null ? '—' : durationLabel(median)],
            ],
          },
        ]}
      />
      <ChartSection
        testId="analytics-active"
        title="Active students per week"
        summary={`${count(data.activeStudents.total, 'student')} active in the range (synced, took a quiz, ran code or joined a live session)`}
        chartLabel={`Area chart of active students per week, weeks starting on Monday: ${listed(data.activeStudents.weeks.map((w) => ({ label: weekLabel(w.week), value: w.students })))}.`}
        empty={data.activeStudents.total === 0}
        chart={
          <AreaChart
            h={chartHeight}
            data={weeks}
            dataKey="week"
            series={[{ name: 'Active students', color: 'indigo.7' }]}
            curveType="linear"
            yAxisProps={wholeTicks}
            tickLine="y"
          />
        }
        tables={[
          {
            caption: 'Active students per week (week starting Monday)',
            head: ['Week of', 'Active students'],
            rows: data.activeStudents.weeks.map((w) => [weekLabel(w.week), number(w.students)]),
          },
        ]}
      />
      <ChartSection
        testId="analytics-quiz"
        title="Quiz attempts and pass rate"
        summary={
          quizAttempts === 0
            ? 'No quiz finished in this range'
            : `${count(quizAttempts, 'attempt')}, ${Math.round((quizPassed / quizAttempts) * 1000) / 10}% passed`
        }
        chartLabel={`Bar chart of quiz attempts and passes by language and tier: ${data.quiz.map((q) => `${languageLabel(q.language)} ${tierLabel(q.tier)} ${q.attempts} attempts, ${q.passRate}% passed`).join('; ')}.`}
        empty={quizAttempts === 0}
        chart={
          <BarChart
            h={Math.max(chartHeight, quiz.length * 36)}
            data={quiz}
            dataKey="level"
            orientation="vertical"
            yAxisProps={{ width: 130 }}
            xAxisProps={wholeTicks}
            series={[
              { name: 'Attempts', color: 'blue.7' },
              { name: 'Passed', color: 'green.8' },
            ]}
            withLegend
          />
        }
        tables={[
          {
            caption: 'Quiz attempts and pass rate by language and tier',
            head: ['Language and tier', 'Attempts', 'Passed', 'Pass rate'],
            rows: data.quiz.map((q) => [
              `${languageLabel(q.language)} ${tierLabel(q.tier)}`,
              number(q.attempts),
              number(q.passed),
              `${q.passRate}%`,
            ]),
          },
        ]}
      />
      <ChartSection
        testId="analytics-runs"
        title="Code runs by language"
        summary={`${count(totalRuns, 'program')} run`}
        chartLabel={`Bar chart of code runs by language: ${listed(runs.map((r) => ({ label: r.language, value: r.Runs })))}.`}
        empty={totalRuns === 0}
        chart={
          <BarChart
            h={chartHeight}
            data={runs}
            dataKey="language"
            series={[{ name: 'Runs', color: 'orange.8' }]}
            yAxisProps={wholeTicks}
            tickLine="y"
          />
        }
        tables={[{ caption: 'Code runs by language', head: ['Language', 'Runs'], rows: runs.map((r) => [r.language, number(r.Runs)]) }]}
      />
      <ChartSection
        testId="analytics-courses"
        title="Most and least chosen courses"
        summary="Enrolments made in the range"
        after={
          <Text size="sm" data-testid="analytics-least">
            <Text span fw={600}>
              Least chosen:{' '}
            </Text>
            {data.courses.leastChosen.length === 0
              ? 'every course is among the most chosen above'
              : data.courses.leastChosen.map((c) => `${c.title} (${number(c.enrolments)})`).join(', ')}
          </Text>
        }
        chartLabel={`Bar chart of the most chosen courses by enrolments: ${listed(most.map((c) => ({ label: c.course, value: c.Enrolments })))}.`}
        empty={most.length === 0}
        chart={
          <BarChart
            h={Math.max(chartHeight, most.length * 40)}
            data={most}
            dataKey="course"
            orientation="vertical"
            yAxisProps={{ width: 140 }}
            xAxisProps={wholeTicks}
            series={[{ name: 'Enrolments', color: 'cyan.8' }]}
          />
        }
        tables={[
          {
            caption: 'Most chosen courses',
            head: ['Course', 'Enrolments'],
            rows: data.courses.mostChosen.map((c) => [c.title, number(c.enrolments)]),
          },
          {
            caption: 'Least chosen courses',
            head: ['Course', 'Enrolments'],
            rows: data.courses.leastChosen.map((c) => [c.title, number(c.enrolments)]),
          },
        ]}
      />
    </SimpleGrid>
  );
}
