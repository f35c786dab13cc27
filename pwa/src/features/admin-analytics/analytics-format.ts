/** Words and labels of the analytics page (issue 19): months, weeks, durations, levels, in the reader's language. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useLingui as useT } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useFormat } from '../../i18n/format';
import { tierLabels } from '../certificates/quiz-level-labels';

// English keeps the spec's "Mar 2026" and "Mar 23" (en-US); Marathi and Hindi are drawn by `useFormat`.
const monthOptions = { month: 'short', year: 'numeric', timeZone: 'UTC' } as const;
const dayOptions = { month: 'short', day: 'numeric', timeZone: 'UTC' } as const;
const monthFormat = new Intl.DateTimeFormat('en-US', monthOptions);
const dayFormat = new Intl.DateTimeFormat('en-US', dayOptions);

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Programming languages keep their names in every language. */
const languageNames: Record<string, string> = {
  html: 'HTML',
  javascript: 'JavaScript',
  python: 'Python',
  java: 'Java',
  csharp: 'C#',
  cpp: 'C++',
  c: 'C',
};

/** A payment proof's statuses (`paymentStatuses`). */
const statusLabels: Record<string, MessageDescriptor> = {
  pending: msg`Pending`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
};

export const languageLabel = (language: string) => languageNames[language] ?? capitalised(language);

export interface AnalyticsLabels {
  /** `2026-03` → "Mar 2026". */
  month: (month: string) => string;
  /** A week's Monday, `2026-03-23` → "Mar 23". */
  week: (monday: string) => string;
  /** Seconds as the largest two units: "45 min", "6 h 5 min", "3 d 2 h". */
  duration: (seconds: number) => string;
  tier: (tier: string) => string;
  status: (status: string) => string;
}

export function useAnalyticsLabels(): AnalyticsLabels {
  const f = useFormat();
  const { i18n } = useLingui();
  const { t } = useT();
  return useMemo(() => {
    const english = f.locale === 'en';
    const labelOf = (labels: Record<string, MessageDescriptor>, value: string) => {
      const label = labels[value];
      return label ? i18n._(label) : capitalised(value);
    };
    return {
      month: (month) => {
        const at = `${month}-01T00:00:00Z`;
        return english ? monthFormat.format(new Date(at)) : f.dateTime(at, monthOptions);
      },
      week: (monday) => {
        const at = `${monday}T00:00:00Z`;
        return english ? dayFormat.format(new Date(at)) : f.dateTime(at, dayOptions);
      },
      duration: (seconds) => {
        const total = Math.round(seconds / 60);
        if (total < 1) return t`under a minute`;
        const minutes = f.number(total % 60);
        if (total < 60) return t`${minutes} min`;
        const allHours = Math.floor(total / 60);
        const hours = f.number(allHours % 24);
        if (allHours < 24) return total % 60 ? t`${hours} h ${minutes} min` : t`${hours} h`;
        const days = f.number(Math.floor(allHours / 24));
        return allHours % 24 ? t`${days} d ${hours} h` : t`${days} d`;
      },
      tier: (tier) => labelOf(tierLabels, tier),
      status: (status) => labelOf(statusLabels, status),
    };
  }, [f, i18n, t]);
}
