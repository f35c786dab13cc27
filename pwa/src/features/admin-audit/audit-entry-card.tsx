/** One line of the audit trail: who, what, when, and a link to the page of the thing it changed. */
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link, type LinkProps } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { useLingui as useT } from '@lingui/react/macro';
import type { AuditEntry } from '@institute/shared-schema';
import { useFormat } from '../../i18n/format';
import { auditActionText, roleText } from './audit-labels';

const pageOf: Record<string, NonNullable<LinkProps['to']>> = {
  user: '/admin/users',
  enrollment: '/admin/users',
  course: '/admin/courses',
  payment_verification: '/admin/payment-verifications',
  assignment_submission: '/admin/assignments',
  testimonial: '/admin/reviews',
};

export function AuditEntryCard({ entry: e }: { entry: AuditEntry }) {
  const { i18n } = useLingui();
  const { t } = useT();
  const f = useFormat();
  const known = auditActionText[e.action as keyof typeof auditActionText];
  // An action the trail has no words for yet shows its code.
  const label = known ? i18n._(known) : e.action;
  const to = pageOf[e.entity];

  /** The details worth a glance: who or what it was about, the note, the change of role. */
  const summary = (): string => {
    const d = e.details ?? {};
    const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
    const role = (v: unknown) => {
      const code = text(v);
      return roleText[code] ? i18n._(roleText[code]) : code;
    };
    const transaction = text(d.transactionId);
    const from = role(d.from);
    const toRole = role(d.to);
    const marks = text(d.marks);
    const maxMarks = text(d.maxMarks);
    const parts = [
      text(d.name),
      text(d.author),
      text(d.email),
      transaction && t`transaction ${transaction}`,
      from && `${from} → ${toRole}`,
      text(d.notes),
      marks && t`marks ${marks} of ${maxMarks}`,
    ];
    return parts.filter(Boolean).join(' · ');
  };

  /** The link's words: the kind of record and the start of its id. */
  const open = (id: string): string => {
    switch (e.entity) {
      case 'user':
        return t`Open user ${id}`;
      case 'enrollment':
        return t`Open enrollment ${id}`;
      case 'course':
        return t`Open course ${id}`;
      case 'payment_verification':
        return t`Open payment verification ${id}`;
      case 'assignment_submission':
        return t`Open assignment submission ${id}`;
      case 'testimonial':
        return t`Open testimonial ${id}`;
      default: {
        const kind = e.entity.replace('_', ' ');
        return t`Open ${kind} ${id}`;
      }
    }
  };

  const detail = summary();
  return (
    <Card withBorder padding="sm" data-testid="audit-entry">
      <Stack gap={2}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Text fw={600}>{e.actorName ?? t`A deleted account`}</Text>
            <Badge variant="light" color={e.action.endsWith('delete') || e.action.endsWith('reject') ? 'red' : 'blue'}>
              {label}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" component="time" dateTime={e.at}>
            {f.dateTime(e.at, { dateStyle: 'medium', timeStyle: 'short' })}
          </Text>
        </Group>
        {detail && <Text size="sm">{detail}</Text>}
        {to && e.entityId && (
          <Anchor component={Link} to={to} size="sm" mih={44} style={{ display: 'inline-flex', alignItems: 'center' }}>
            {open(e.entityId.slice(0, 8))}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
