import '@mantine/core/styles/SegmentedControl.css';
import { Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { adminUserSchema, messages, type Role } from '@institute/shared-schema';
import { focusFirstInvalid, serverFieldErrors, submittedForm, translateErrors } from '../../ui/form-errors';
import { notify } from '../../ui/notify';
import { segmentStyles } from '../../ui/touch';
import { useCreateUser, useUpdateUser, type ManagedUser } from './users-api';
import { Modal } from '../../ui/dialogs';

const adminToastMs = 6000;

/**
 * Add (no user given) or edit a user (site spec section 5, administrator user form). Errors show
 * under their fields and the first invalid field takes the focus; a toast only for the rest.
 */
export function UserFormModal({ opened, user, onClose }: { opened: boolean; user: ManagedUser | null; onClose: () => void }) {
  const { t } = useLingui();
  const create = useCreateUser();
  const update = useUpdateUser();
  const busy = create.isPending || update.isPending;
  const form = useForm({
    mode: 'controlled',
    initialValues: { firstName: '', lastName: '', email: '', phoneNumber: '', role: 'student' as Role, secretCode: '' },
    validate: translateErrors(schemaResolver(adminUserSchema, { sync: true })),
  });
  useEffect(() => {
    if (!opened) return;
    form.setValues(
      user
        ? {
            firstName: user.firstName,
            lastName: user.lastName,
            email: user.email,
            phoneNumber: user.phoneNumber ?? '',
            role: user.role,
            secretCode: '',
          }
        : { firstName: '', lastName: '', email: '', phoneNumber: '', role: 'student', secretCode: '' },
    );
    form.resetDirty();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset only when the dialog opens
  }, [opened, user]);

  const submit = form.onSubmit(
    async (values, event) => {
      const formElement = submittedForm(event);
      try {
        const answer = user
          ? await update.mutateAsync({ params: { id: user.id }, body: values })
          : await create.mutateAsync({ body: values });
        void notify(answer.message, 'success', adminToastMs);
        onClose();
      } catch (e) {
        // A refusal naming a field (the email taken, the secret code wrong) goes under that field.
        const fields = serverFieldErrors(e, Object.keys(values));
        if (Object.keys(fields).length > 0) {
          form.setErrors(fields);
          focusFirstInvalid(formElement);
          return;
        }
        void notify(e instanceof Error ? e.message : messages.adminSave.user, 'error', adminToastMs);
      }
    },
    (_errors, _values, event) => focusFirstInvalid(submittedForm(event)),
  );

  return (
    <Modal opened={opened} onClose={onClose} title={user ? t`Edit user` : t`Add user`} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t`First name`} disabled={busy} data-autofocus {...form.getInputProps('firstName')} />
          <TextInput label={t`Last name`} disabled={busy} {...form.getInputProps('lastName')} />
          <TextInput label={t`Email`} type="email" disabled={busy} {...form.getInputProps('email')} />
          <TextInput label={t`Phone (optional)`} type="tel" disabled={busy} {...form.getInputProps('phoneNumber')} />
          <div>
            <Text size="sm" fw={500} mb={4}>
              <Trans>Role</Trans>
            </Text>
            <SegmentedControl
              fullWidth
              styles={segmentStyles}
              disabled={busy}
              data={[
                { value: 'student', label: t`Student` },
                { value: 'admin', label: t`Administrator` },
              ]}
              {...form.getInputProps('role')}
            />
          </div>
          {form.values.role === 'admin' && (!user || user.role !== 'admin') && (
            <TextInput
              label={t`Secret code`}
              description={
                user
                  ? t`Making an administrator needs the institute's secret code.`
                  : t`Creating an administrator needs the institute's secret code.`
              }
              disabled={busy}
              {...form.getInputProps('secretCode')}
            />
          )}
          {!user && (
            <Text size="xs" c="dimmed">
              <Trans>New users sign in with the institute&apos;s default password and must change it when they first sign in.</Trans>
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={busy}>
              {user ? <Trans>Save</Trans> : <Trans>Add user</Trans>}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
