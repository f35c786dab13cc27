import { ActionIcon, Button, Divider, Group, Modal, NumberInput, Select, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import {
  courseFormSchema,
  courseLevels,
  courseStatuses,
  joinMessages,
  messages,
  type Course,
  type CourseForm,
} from '@institute/shared-schema';
import { notify } from '../../ui/notify';
import { useCreateCourse, useUpdateCourse } from './courses-admin-api';

const adminToastMs = 6000;

interface Topic {
  key: number;
  mainTopic: string;
  /** One sub topic per line. */
  subTopics: string;
}
interface Values {
  title: string;
  description: string;
  level: string | null;
  duration: string;
  instructor: string;
  price: number | string;
  originalPrice: number | string;
  category: string;
  status: string | null;
  isActive: boolean;
  skills: string;
  topics: Topic[];
}

let nextKey = 1;
const blank: Values = {
  title: '',
  description: '',
  level: null,
  duration: '',
  instructor: '',
  price: '',
  originalPrice: '',
  category: 'Programming',
  status: 'draft',
  isActive: true,
  skills: '',
  topics: [],
};

function fromCourse(c: Course): Values {
  return {
    title: c.title,
    description: c.description,
    level: c.level,
    duration: c.duration,
    instructor: c.instructor,
    price: c.price,
    originalPrice: c.originalPrice ?? '',
    category: c.category,
    status: c.status,
    isActive: c.isActive,
    skills: c.skills.join(', '),
    topics: c.syllabus.map((s) => ({ key: nextKey++, mainTopic: s.mainTopic, subTopics: s.subTopics.join('\n') })),
  };
}

/** The form's values as the API takes them; the shared schema then trims and drops incomplete topics. */
function toForm(v: Values): CourseForm {
  return {
    title: v.title,
    description: v.description,
    level: (v.level ?? '') as CourseForm['level'],
    duration: v.duration,
    instructor: v.instructor,
    price: v.price === '' ? Number.NaN : Number(v.price),
    originalPrice: v.originalPrice === '' ? Number.NaN : Number(v.originalPrice),
    category: v.category,
    status: (v.status ?? 'draft') as CourseForm['status'],
    isActive: v.isActive,
    skills: v.skills
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    syllabus: v.topics.map((t) => ({ mainTopic: t.mainTopic, subTopics: t.subTopics.split('\n') })),
  };
}

/**
 * Add (none selected) or edit a course (spec sections 4 and 5). All problems are shown together in
 * one error toast, joined by commas; syllabus topics are kept only with a main topic and a sub topic.
 */
export function CourseFormModal({ opened, course, onClose }: { opened: boolean; course: Course | null; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={course ? 'Edit course' : 'Add course'} size="lg" centered>
      {opened && <CourseFormBody key={course?.id ?? 'new'} course={course} onClose={onClose} />}
    </Modal>
  );
}

function CourseFormBody({ course, onClose }: { course: Course | null; onClose: () => void }) {
  const [values, setValues] = useState<Values>(() => (course ? fromCourse(course) : blank));
  const create = useCreateCourse();
  const update = useUpdateCourse();
  const busy = create.isPending || update.isPending;
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const setTopic = (key: number, patch: Partial<Topic>) =>
    setValues((v) => ({ ...v, topics: v.topics.map((t) => (t.key === key ? { ...t, ...patch } : t)) }));

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    const form = toForm(values);
    const parsed = courseFormSchema.safeParse(form);
    if (!parsed.success) {
      void notify(joinMessages(parsed.error.issues), 'error', adminToastMs);
      return;
    }
    try {
      const answer = course
        ? await update.mutateAsync({ params: { id: course.id }, body: form })
        : await create.mutateAsync({ body: form });
      void notify(answer.message, 'success', adminToastMs);
      onClose();
    } catch (err) {
      void notify(
        `${messages.adminSave.course} ${err instanceof Error ? err.message : messages.validation.courseFormFallback}`,
        'error',
        adminToastMs,
      );
    }
  };

  return (
    <form onSubmit={(e) => void save(e)} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Title"
          required
          data-autofocus
          value={values.title}
          onChange={(e) => set('title', e.currentTarget.value)}
          disabled={busy}
        />
        <Textarea
          label="Description"
          required
          autosize
          minRows={2}
          value={values.description}
          onChange={(e) => set('description', e.currentTarget.value)}
          disabled={busy}
        />
        <Group grow align="flex-start">
          <Select label="Level" required data={[...courseLevels]} value={values.level} onChange={(v) => set('level', v)} disabled={busy} />
          <TextInput
            label="Duration"
            required
            placeholder="8 weeks"
            value={values.duration}
            onChange={(e) => set('duration', e.currentTarget.value)}
            disabled={busy}
          />
        </Group>
        <Group grow align="flex-start">
          <TextInput
            label="Instructor"
            required
            value={values.instructor}
            onChange={(e) => set('instructor', e.currentTarget.value)}
            disabled={busy}
          />
          <TextInput label="Category" value={values.category} onChange={(e) => set('category', e.currentTarget.value)} disabled={busy} />
        </Group>
        <Group grow align="flex-start">
          <NumberInput
            label="Price (₹)"
            required
            min={0}
            thousandSeparator=","
            value={values.price}
            onChange={(v) => set('price', v)}
            disabled={busy}
          />
          <NumberInput
            label="Original price (₹)"
            required
            min={0}
            thousandSeparator=","
            value={values.originalPrice}
            onChange={(v) => set('originalPrice', v)}
            disabled={busy}
          />
        </Group>
        <Group grow align="flex-end">
          <Select label="Status" data={[...courseStatuses]} value={values.status} onChange={(v) => set('status', v)} disabled={busy} />
          <Switch
            label="Active"
            checked={values.isActive}
            onChange={(e) => set('isActive', e.currentTarget.checked)}
            disabled={busy}
            mb={8}
          />
        </Group>
        <TextInput
          label="Skills"
          description="Comma separated"
          value={values.skills}
          onChange={(e) => set('skills', e.currentTarget.value)}
          disabled={busy}
        />
        <Divider label="Syllabus" labelPosition="left" />
        {values.topics.length === 0 && (
          <Text size="sm" c="dimmed">
            No topics yet.
          </Text>
        )}
        {values.topics.map((t, i) => (
          <Group key={t.key} align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={4} style={{ flex: 1 }}>
              <TextInput
                label={`Topic ${i + 1}`}
                value={t.mainTopic}
                onChange={(e) => setTopic(t.key, { mainTopic: e.currentTarget.value })}
                disabled={busy}
              />
              <Textarea
                label={`Sub topics of topic ${i + 1}`}
                description="One per line"
                autosize
                minRows={2}
                value={t.subTopics}
                onChange={(e) => setTopic(t.key, { subTopics: e.currentTarget.value })}
                disabled={busy}
              />
            </Stack>
            <ActionIcon
              variant="subtle"
              color="red"
              mt={24}
              aria-label={`Remove topic ${i + 1}`}
              onClick={() =>
                set(
                  'topics',
                  values.topics.filter((x) => x.key !== t.key),
                )
              }
              disabled={busy}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="subtle"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => set('topics', [...values.topics, { key: nextKey++, mainTopic: '', subTopics: '' }])}
          disabled={busy}
          style={{ alignSelf: 'flex-start' }}
        >
          Add topic
        </Button>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {course ? 'Save changes' : 'Create course'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
