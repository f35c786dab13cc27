import '@mantine/core/styles/Rating.css';
import { Badge, Button, Card, Container, Group, Rating, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconEye, IconEyeOff, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { messages, type Testimonial } from '@institute/shared-schema';
import { useFormat } from '../../i18n/format';
import { useSharedText } from '../../i18n/shared-text';
import { withQueries } from '../../api/queries';
import { ConfirmDeleteModal } from '../../ui/confirm-delete-modal';
import { ErrorAlert } from '../../ui/error-alert';
import { notify } from '../../ui/notify';
import { segmentStyles } from '../../ui/touch';
import { reviewsQuery, useDeleteTestimonial, useSetApproval } from './reviews-admin-api';
import { TestimonialEditModal } from './testimonial-edit-modal';

const adminToastMs = 6000;
type View = 'waiting' | 'approved' | 'all';

/**
 * Reviews (site spec section 2, Administrator area; issue 15): testimonial moderation. Cards of
 * every testimonial, those waiting for approval first; Approve puts one on the home page and
 * /about/testimonials, Hide takes it off again; Edit opens the dialog with the form's rules;
 * Delete asks first. Each change is audited on the server. Admin screens need the network.
 */
export const ReviewsAdminPage = withQueries(ReviewsAdminScreen);

function ReviewsAdminScreen() {
  const query = useQuery(reviewsQuery());
  const all = query.data ?? null;
  const error = query.error?.message ?? null;
  const [view, setView] = useState<View>('all');
  const [editing, setEditing] = useState<Testimonial | null>(null);
  const [deleting, setDeleting] = useState<Testimonial | null>(null);
  const approval = useSetApproval();
  const remove = useDeleteTestimonial();
  const { t: tr } = useLingui();
  const tm = useSharedText();
  const f = useFormat();

  const waiting = all?.filter((t) => !t.approved).length ?? 0;
  const waitingCount = f.number(waiting);
  const total = f.number(all?.length ?? 0);
  const deletingAuthor = deleting?.author ?? '';
  const shown = all?.filter((t) => view === 'all' || (view === 'approved') === t.approved) ?? null;

  const setApproved = async (t: Testimonial, approved: boolean) => {
    try {
      const answer = await approval.mutateAsync({ params: { id: t.id }, body: { approved } });
      void notify(answer.message, 'success', adminToastMs);
    } catch (e) {
      void notify(e instanceof Error ? e.message : messages.reviews.approvalFailed, 'error', adminToastMs);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return void notify(messages.adminSave.noTestimonial, 'error', adminToastMs);
    try {
      const answer = await remove.mutateAsync({ params: { id: deleting.id } });
      void notify(answer.message, 'success', adminToastMs);
      setDeleting(null);
    } catch {
      void notify(messages.adminSave.deleteTestimonial, 'error', adminToastMs);
    }
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>
              <Trans>Reviews</Trans>
            </Title>
            <Text c="dimmed">
              {all ? tr`${total} testimonials, ${waitingCount} waiting for approval` : tr`Testimonials sent by learners and visitors`}
            </Text>
          </div>
          <SegmentedControl
            aria-label={tr`Show`}
            styles={segmentStyles}
            value={view}
            onChange={setView}
            data={[
              { value: 'all', label: tr`All` },
              { value: 'waiting', label: all ? tr`Waiting (${waitingCount})` : tr`Waiting` },
              { value: 'approved', label: tr`Approved` },
            ]}
          />
        </Group>
        <ErrorAlert message={error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        {!shown && !error && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} aria-busy="true" aria-label={tr`Loading testimonials`}>
            {[0, 1].map((i) => (
              <Skeleton key={i} h={180} radius="md" />
            ))}
          </SimpleGrid>
        )}
        {shown?.length === 0 && <Text c="dimmed">{tm(view === 'waiting' ? messages.reviews.noneWaiting : messages.reviews.noneYet)}</Text>}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {shown?.map((t) => {
            const { author } = t;
            const rating = f.number(t.rating);
            return (
              <Card key={t.id} withBorder radius="md" padding="lg" data-testid="review" data-approved={t.approved}>
                <Group justify="space-between" mb="xs" wrap="nowrap">
                  <Rating value={t.rating} readOnly role="img" aria-label={tr`${rating} out of 5`} />
                  {t.approved ? (
                    <Badge color="teal" variant="light">
                      <Trans>Shown on the site</Trans>
                    </Badge>
                  ) : (
                    <Badge color="yellow" variant="light">
                      <Trans>Waiting for approval</Trans>
                    </Badge>
                  )}
                </Group>
                <Text mb="sm" style={{ overflowWrap: 'anywhere' }}>
                  “{t.text}”
                </Text>
                <Text fw={600}>{t.author}</Text>
                <Text size="sm" c="dimmed">
                  {t.course} · {t.faculty} · {f.date(t.createdAt)}
                </Text>
                <Group gap="xs" mt="md">
                  {t.approved ? (
                    <Button
                      size="md"
                      variant="light"
                      color="gray"
                      leftSection={<IconEyeOff size={18} />}
                      aria-label={tr`Hide the testimonial by ${author}`}
                      loading={approval.isPending && approval.variables?.params.id === t.id}
                      onClick={() => void setApproved(t, false)}
                    >
                      <Trans>Hide</Trans>
                    </Button>
                  ) : (
                    <Button
                      size="md"
                      color="teal"
                      leftSection={<IconEye size={18} />}
                      aria-label={tr`Approve the testimonial by ${author}`}
                      loading={approval.isPending && approval.variables?.params.id === t.id}
                      onClick={() => void setApproved(t, true)}
                    >
                      <Trans>Approve</Trans>
                    </Button>
                  )}
                  <Button
                    size="md"
                    variant="default"
                    leftSection={<IconEdit size={18} />}
                    aria-label={tr`Edit the testimonial by ${author}`}
                    onClick={() => setEditing(t)}
                  >
                    <Trans>Edit</Trans>
                  </Button>
                  <Button
                    size="md"
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={18} />}
                    aria-label={tr`Delete the testimonial by ${author}`}
                    onClick={() => setDeleting(t)}
                  >
                    <Trans>Delete</Trans>
                  </Button>
                </Group>
              </Card>
            );
          })}
        </SimpleGrid>
      </Stack>
      <TestimonialEditModal testimonial={editing} onClose={() => setEditing(null)} />
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={tr`Delete testimonial`}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      >
        <Trans>Delete the testimonial by {deletingAuthor}? This cannot be undone.</Trans>
      </ConfirmDeleteModal>
    </Container>
  );
}
