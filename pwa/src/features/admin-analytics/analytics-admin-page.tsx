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
import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useT } from '@lingui/react/macro';
import {
  adminAnalyticsApi,
  analyticsPresets,
  checkAnalyticsRange,
  dayIn,
  defaultSiteConfig,
  messages,
  presetRange,
  type AnalyticsPreset,
  type AnswerOf,
} from '@institute/shared-schema';
import { endpointQuery, withQueries } from '../../api/queries';
import { useFormat } from '../../i18n/format';
import { useSharedText } from '../../i18n/shared-text';
import { ErrorAlert } from '../../ui/error-alert';
import { segmentStyles, touchTarget } from '../../ui/touch';
import { languageLabel, useAnalyticsLabels } from './analytics-format';
import { ChartSection } from './chart-section';

type Analytics = AnswerOf<typeof adminAnalyticsApi.get>;

export const AnalyticsAdminPage = withQueries(AnalyticsAdminScreen);

const inputStyles = { input: { minHeight: touchTarget } };
const chartHeight = 240;
/** Counts are whole: no 0.25 ticks on the value axis. */
const wholeTicks = { allowDecimals: false } as const;

/** The range control's choices (`analyticsPresets`). */
const presetLabels: Record<AnalyticsPreset, MessageDescriptor> = {
  '30d': msg`Last 30 days`,
  '90d': msg`Last 90 days`,
  '12m': msg`Last 12 months`,
  custom: msg`Custom`,
};

function AnalyticsAdminScreen() {
  const { i18n } = useLingui();
  const { t } = useT();
  const tm = useSharedText();
  const today = dayIn(defaultSiteConfig.timeZone);
  const [preset, setPreset] = useState<AnalyticsPreset>('30d');
  const [custom, setCustom] = useState(() => presetRange('30d', today));
  const range = preset === 'custom' ? custom : presetRange(preset, today);
  const problem = custom.from && custom.to ? checkAnalyticsRange(custom.from, custom.to) : messages.request.required(t`Both dates`);
  const valid = preset !== 'custom' || problem === null;
  const { online } = useNetwork();

  const query = useQuery({
    ...endpointQuery(adminAnalyticsApi.get, { query: range }, { fallback: messages.adminAnalytics.fetchFailed }),
    enabled: valid && online,
    placeholderData: keepPreviousData,
  });
  const data = query.data ?? null;
  const error = online ? (query.error?.message ?? null) : null;
  // The days as the server and the address have them (YYYY-MM-DD), in every language.
  const from = data ? data.from : range.from;
  const to = data ? data.to : range.to;
  const timeZone = data?.timeZone;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>
          <Trans>Analytics</Trans>
        </Title>
        <Stack gap="xs">
          <SegmentedControl
            fullWidth
            aria-label={t`Date range`}
            value={preset}
            onChange={(v) => setPreset(v)}
            styles={segmentStyles}
            data={analyticsPresets.map((p) => ({ value: p, label: i18n._(presetLabels[p]) }))}
          />
          {preset === 'custom' && (
            <Group grow align="flex-start" wrap="wrap">
              <TextInput
                label={t`From`}
                type="date"
                value={custom.from}
                max={custom.to || undefined}
                onChange={(e) => setCustom((c) => ({ ...c, from: e.currentTarget.value }))}
                styles={inputStyles}
                miw={150}
                error={problem !== null}
              />
              <TextInput
                label={t`To`}
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
              {tm(problem)}
            </Text>
          )}
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="analytics-range">
            {timeZone !== undefined ? t`${from} to ${to}, ${timeZone} calendar` : t`${from} to ${to}`}
            {query.isFetching && data ? t` (updating…)` : ''}
          </Text>
        </Stack>
        {!online && (
          <Alert color="yellow" role="status" data-testid="analytics-offline">
            {tm(messages.adminAnalytics.needsNetwork)}
          </Alert>
        )}
        <ErrorAlert message={error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        {data ? <Figures data={data} /> : online && !error && valid && <Skeleton h={320} />}
      </Stack>
    </Container>
  );
}

function Figures({ data }: { data: Analytics }) {
  const { t } = useT();
  const f = useFormat();
  const label = useAnalyticsLabels();
  const number = (n: number) => f.number(n);
  // The series keep their English keys in the charts' data; their labels are the reader's words.
  const months = data.months.map((m) => ({ month: label.month(m.month), Enrolments: m.enrolments, Revenue: m.revenue }));
  const totalEnrolments = data.months.reduce((s, m) => s + m.enrolments, 0);
  const totalRevenue = data.months.reduce((s, m) => s + m.revenue, 0);
  const proofs = data.payments.byStatus.map((s) => ({ status: label.status(s.status), Proofs: s.proofs }));
  const median = data.payments.medianDecisionSeconds;
  const weeks = data.activeStudents.weeks.map((w) => ({ week: label.week(w.week), 'Active students': w.students }));
  const levelOf = (q: { language: string; tier: string }) => `${languageLabel(q.language)} ${label.tier(q.tier)}`;
  const quiz = data.quiz.map((q) => ({ level: levelOf(q), Attempts: q.attempts, Passed: q.passed }));
  const quizAttempts = data.quiz.reduce((s, q) => s + q.attempts, 0);
  const quizPassed = data.quiz.reduce((s, q) => s + q.passed, 0);
  const runs = data.codeRuns.map((r) => ({ language: languageLabel(r.language), Runs: r.runs }));
  const totalRuns = data.codeRuns.reduce((s, r) => s + r.runs, 0);
  const most = data.courses.mostChosen.map((c) => ({ course: c.title, Enrolments: c.enrolments }));
  const listed = (items: { label: string; value: number }[]) => items.map((i) => `${i.label} ${number(i.value)}`).join(', ');
  const percent = (value: number) => `${f.number(value, { maximumFractionDigits: 1 })}%`;

  // The sentences of each section, whole, with their figures in the reader's digits.
  const enrolmentsShown = number(totalEnrolments);
  const revenueShown = f.rupees(totalRevenue);
  const monthsSummary = plural(totalEnrolments, {
    one: `${enrolmentsShown} enrolment, ${revenueShown} from approved payments`,
    other: `${enrolmentsShown} enrolments, ${revenueShown} from approved payments`,
  });
  const enrolmentList = listed(data.months.map((m) => ({ label: label.month(m.month), value: m.enrolments })));
  const revenueList = data.months.map((m) => `${label.month(m.month)} ${f.rupees(m.revenue)}`).join(', ');
  const monthsChart = t`Bar charts of enrolments and revenue per month. Enrolments: ${enrolmentList}. Revenue: ${revenueList}.`;

  const medianShown = median === null ? '' : label.duration(median);
  const decided = data.payments.decided;
  const decidedShown = number(decided);
  const paymentsSummary =
    median === null
      ? t`No proof decided in this range`
      : plural(decided, {
          one: `Median time to a decision: ${medianShown} (${decidedShown} proof decided)`,
          other: `Median time to a decision: ${medianShown} (${decidedShown} proofs decided)`,
        });
  const proofList = listed(proofs.map((p) => ({ label: p.status, value: p.Proofs })));
  const paymentsChart = t`Bar chart of payment proofs submitted by status: ${proofList}.`;

  const active = data.activeStudents.total;
  const activeShown = number(active);
  const activeSummary = plural(active, {
    one: `${activeShown} student active in the range (synced, took a quiz, ran code or joined a live session)`,
    other: `${activeShown} students active in the range (synced, took a quiz, ran code or joined a live session)`,
  });
  const weekList = listed(data.activeStudents.weeks.map((w) => ({ label: label.week(w.week), value: w.students })));
  const activeChart = t`Area chart of active students per week, weeks starting on Monday: ${weekList}.`;

  const attemptsShown = number(quizAttempts);
  const passedShown = quizAttempts === 0 ? '' : percent(Math.round((quizPassed / quizAttempts) * 1000) / 10);
  const quizSummary =
    quizAttempts === 0
      ? t`No quiz finished in this range`
      : plural(quizAttempts, {
          one: `${attemptsShown} attempt, ${passedShown} passed`,
          other: `${attemptsShown} attempts, ${passedShown} passed`,
        });
  const quizList = data.quiz
    .map((q) => {
      const level = levelOf(q);
      const attempts = number(q.attempts);
      const rate = percent(q.passRate);
      return t`${level} ${attempts} attempts, ${rate} passed`;
    })
    .join('; ');
  const quizChart = t`Bar chart of quiz attempts and passes by language and tier: ${quizList}.`;

  const runsShown = number(totalRuns);
  const runsSummary = plural(totalRuns, { one: `${runsShown} program run`, other: `${runsShown} programs run` });
  const runList = listed(runs.map((r) => ({ label: r.language, value: r.Runs })));
  const runsChart = t`Bar chart of code runs by language: ${runList}.`;

  const courseList = listed(most.map((c) => ({ label: c.course, value: c.Enrolments })));
  const coursesChart = t`Bar chart of the most chosen courses by enrolments: ${courseList}.`;

  const enrolments = t`Enrolments`;
  const course = t`Course`;

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <ChartSection
        testId="analytics-months"
        title={t`Enrolments and revenue per month`}
        summary={monthsSummary}
        chartLabel={monthsChart}
        empty={totalEnrolments === 0 && totalRevenue === 0}
        chart={
          <Stack gap="xs">
            <BarChart
              h={chartHeight / 1.3}
              data={months}
              dataKey="month"
              series={[{ name: 'Enrolments', label: enrolments, color: 'blue.7' }]}
              valueFormatter={number}
              yAxisProps={wholeTicks}
              tickLine="y"
            />
            <BarChart
              h={chartHeight / 1.3}
              data={months}
              dataKey="month"
              series={[{ name: 'Revenue', label: t`Revenue`, color: 'teal.7' }]}
              valueFormatter={f.rupees}
              tickLine="y"
            />
          </Stack>
        }
        tables={[
          {
            caption: t`Enrolments and revenue per month`,
            head: [t`Month`, enrolments, t`Revenue`],
            rows: data.months.map((m) => [label.month(m.month), number(m.enrolments), f.rupees(m.revenue)]),
          },
        ]}
      />
      <ChartSection
        testId="analytics-payments"
        title={t`Payment proofs`}
        summary={paymentsSummary}
        chartLabel={paymentsChart}
        empty={proofs.every((p) => p.Proofs === 0)}
        chart={
          <BarChart
            h={chartHeight}
            data={proofs}
            dataKey="status"
            series={[{ name: 'Proofs', label: t`Proofs`, color: 'grape.7' }]}
            valueFormatter={number}
            yAxisProps={wholeTicks}
            tickLine="y"
          />
        }
        tables={[
          {
            caption: t`Payment proofs submitted, by status`,
            head: [t`Status`, t`Proofs`],
            rows: proofs.map((p) => [p.status, number(p.Proofs)]),
          },
          {
            caption: t`Decisions`,
            head: [t`Figure`, t`Value`],
            rows: [
              [t`Proofs decided`, number(data.payments.decided)],
              [t`Median time to a decision`, median === null ? '—' : label.duration(median)],
            ],
          },
        ]}
      />
      <ChartSection
        testId="analytics-active"
        title={t`Active students per week`}
        summary={activeSummary}
        chartLabel={activeChart}
        empty={data.activeStudents.total === 0}
        chart={
          <AreaChart
            h={chartHeight}
            data={weeks}
            dataKey="week"
            series={[{ name: 'Active students', label: t`Active students`, color: 'indigo.7' }]}
            valueFormatter={number}
            curveType="linear"
            yAxisProps={wholeTicks}
            tickLine="y"
          />
        }
        tables={[
          {
            caption: t`Active students per week (week starting Monday)`,
            head: [t`Week of`, t`Active students`],
            rows: data.activeStudents.weeks.map((w) => [label.week(w.week), number(w.students)]),
          },
        ]}
      />
      <ChartSection
        testId="analytics-quiz"
        title={t`Quiz attempts and pass rate`}
        summary={quizSummary}
        chartLabel={quizChart}
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
              { name: 'Attempts', label: t`Attempts`, color: 'blue.7' },
              { name: 'Passed', label: t`Passed`, color: 'green.8' },
            ]}
            valueFormatter={number}
            withLegend
          />
        }
        tables={[
          {
            caption: t`Quiz attempts and pass rate by language and tier`,
            head: [t`Language and tier`, t`Attempts`, t`Passed`, t`Pass rate`],
            rows: data.quiz.map((q) => [levelOf(q), number(q.attempts), number(q.passed), percent(q.passRate)]),
          },
        ]}
      />
      <ChartSection
        testId="analytics-runs"
        title={t`Code runs by language`}
        summary={runsSummary}
        chartLabel={runsChart}
        empty={totalRuns === 0}
        chart={
          <BarChart
            h={chartHeight}
            data={runs}
            dataKey="language"
            series={[{ name: 'Runs', label: t`Runs`, color: 'orange.8' }]}
            valueFormatter={number}
            yAxisProps={wholeTicks}
            tickLine="y"
          />
        }
        tables={[
          {
            caption: t`Code runs by language`,
            head: [t`Language`, t`Runs`],
            rows: runs.map((r) => [r.language, number(r.Runs)]),
          },
        ]}
      />
      <ChartSection
        testId="analytics-courses"
        title={t`Most and least chosen courses`}
        summary={t`Enrolments made in the range`}
        after={
          <Text size="sm" data-testid="analytics-least">
            <Text span fw={600}>
              <Trans>Least chosen:</Trans>{' '}
            </Text>
            {data.courses.leastChosen.length === 0
              ? t`every course is among the most chosen above`
              : data.courses.leastChosen.map((c) => `${c.title} (${number(c.enrolments)})`).join(', ')}
          </Text>
        }
        chartLabel={coursesChart}
        empty={most.length === 0}
        chart={
          <BarChart
            h={Math.max(chartHeight, most.length * 40)}
            data={most}
            dataKey="course"
            orientation="vertical"
            yAxisProps={{ width: 140 }}
            xAxisProps={wholeTicks}
            series={[{ name: 'Enrolments', label: enrolments, color: 'cyan.8' }]}
            valueFormatter={number}
          />
        }
        tables={[
          {
            caption: t`Most chosen courses`,
            head: [course, enrolments],
            rows: data.courses.mostChosen.map((c) => [c.title, number(c.enrolments)]),
          },
          {
            caption: t`Least chosen courses`,
            head: [course, enrolments],
            rows: data.courses.leastChosen.map((c) => [c.title, number(c.enrolments)]),
          },
        ]}
      />
    </SimpleGrid>
  );
}
