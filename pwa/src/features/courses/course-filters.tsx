import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { courseLevels } from '@institute/shared-schema';
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
  const active = value.text !== '' || value.category !== null || value.level !== null;
  return (
    <Group gap="sm" align="flex-end" role="search" aria-label="Filter courses" wrap="wrap">
      <TextInput
        label="Search"
        placeholder="Title or description"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={value.text}
        onChange={(e) => onChange({ ...value, text: e.currentTarget.value })}
        style={{ flex: '1 1 220px' }}
      />
      <Select
        label="Category"
        placeholder="All categories"
        data={categories}
        value={value.category}
        onChange={(category) => onChange({ ...value, category })}
        clearable
        style={{ flex: '1 1 160px' }}
      />
      <Select
        label="Level"
        placeholder="All levels"
        data={[...courseLevels]}
        value={value.level}
        onChange={(level) => onChange({ ...value, level })}
        clearable
        style={{ flex: '1 1 140px' }}
      />
      {active && (
        <Button variant="subtle" onClick={() => onChange(noFilter)}>
          Clear filters
        </Button>
      )}
    </Group>
  );
}
