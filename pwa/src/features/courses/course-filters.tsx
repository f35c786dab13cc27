import { useLingui } from '@lingui/react';
import { Trans, useLingui as useT } from '@lingui/react/macro';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { courseLevels } from '@institute/shared-schema';
import { courseLevelLabels } from './course-level-labels';
import { noFilter, type CourseFilter } from './filter-courses';

/** Visible controls for the filters the spec keeps only in state: search text, category, level. */
export function CourseFilters({
  value,
  onChange,
  categories,
}: {
  value: CourseFilter;
  onChange: (f: CourseFilter) => void;
  categories: string[];
}) {
  const { i18n } = useLingui();
  const { t } = useT();
  const active = value.text !== '' || value.category !== null || value.level !== null;
  return (
    <Group gap="sm" align="flex-end" role="search" aria-label={t`Filter courses`} wrap="wrap">
      <TextInput
        label={t`Search`}
        placeholder={t`Title or description`}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={value.text}
        onChange={(e) => onChange({ ...value, text: e.currentTarget.value })}
        style={{ flex: '1 1 220px' }}
      />
      <Select
        label={t`Category`}
        placeholder={t`All categories`}
        data={categories}
        value={value.category}
        onChange={(category) => onChange({ ...value, category })}
        clearable
        style={{ flex: '1 1 160px' }}
      />
      <Select
        label={t`Level`}
        placeholder={t`All levels`}
        data={courseLevels.map((level) => ({ value: level, label: i18n._(courseLevelLabels[level]) }))}
        value={value.level}
        onChange={(level) => onChange({ ...value, level })}
        clearable
        style={{ flex: '1 1 140px' }}
      />
      {active && (
        <Button variant="subtle" onClick={() => onChange(noFilter)}>
          <Trans>Clear filters</Trans>
        </Button>
      )}
    </Group>
  );
}
