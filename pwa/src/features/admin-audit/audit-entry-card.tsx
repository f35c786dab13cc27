/** One line of the audit trail: who, what, when, and a link to the page of the thing it changed. */
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link, type LinkProps } from '@tanstack/react-router';
import { auditActionLabels, type AuditEntry } from '@institute/shared-schema';

const pageOf: Record<string, NonNullable<LinkProps['to']>> = {
  user: '/admin/users',
  enrollment: '/admin/users',
  course: '/admin/courses',
  payment_verification: '/admin/payment-verifications',
  assignment_submission: '/admin/assignments',
  testimonial: '/admin/reviews',
};

/** The details worth a glance: who or what it was about, the note, the change of role. */
function summary(e: AuditEntry): string {
  const d = e.details ?? {};
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
  const parts = [
    text(d.name),
    text(d.author),
    text(d.email),
    text(d.transactionId) && `transaction ${text(d.transactionId)}`,
    text(d.from) && `${text(d.from)} → ${text(d.to)}`,
    text(d.notes),
    text(d.marks) && `marks ${text(d.marks)} of ${text(d.maxMarks)}`,
  ];
  return parts.filter(Boolean).join(' · ');
}

export function AuditEntryCard({ entry: e }: { entry: AuditEntry }) {
  const label = auditActionLabels[e.action as keyof typeof auditActionLabels] ?? e.action;
  const to = pageOf[e.entity];
  const detail = summary(e);
  return (
    <Card withBorder padding="sm" data-testid="audit-entry">
      <Stack gap={2}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Text fw={600}>{e.actorName ?? 'A deleted account'}</Text>
            <Badge variant="light" color={e.action.endsWith('delete') || e.action.endsWith('reject') ? 'red' : 'blue'}>
              {label}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" component="time" dateTime={e.at}>
            {new Date(e.at).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' })}
          </Text>
        </Group>
        {detail && <Text size="sm">{detail}</Text>}
        {to && e.entityId && (
          <Anchor component={Link} to={to} size="sm" mih={44} style={{ display: 'inline-flex', alignItems: 'center' }}>
            Open {e.entity.replace('_', ' ')} {e.entityId.slice(0, 8)}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
