import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/PasswordInput.css';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Container,
  FileButton,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useT } from '@lingui/react/macro';
import { IconCamera } from '@tabler/icons-react';
import { useLiveQuery } from '../../data/use-live-query';
import { useEffect, useState } from 'react';
import { checkScreenshot, fullName, messages, profileUpdateSchema, type User } from '@institute/shared-schema';
import { getSession, setSession, useSession } from '../../data/session';
import { db } from '../../data/db';
import { mutate } from '../../sync/sync-runtime';
import { ariaInvalid, focusFirstInvalid, submittedForm, translateErrors } from '../../ui/form-errors';
import { useSharedText } from '../../i18n/shared-text';
import { notify } from '../../ui/notify';
import { listStudents, sendPhoneCode, updateContact, uploadProfileImage } from './profile-api';
import { useProtectedImage } from './use-protected-image';
import { ErrorAlert } from '../../ui/error-alert';
import { ScrollTable } from '../../ui/scroll-table';
import { PublicProfileSetting } from '../public-profile/public-profile-setting';

const snackbarMs = 6000;
const roleLabel = { admin: msg`Administrator`, student: msg`Student` } as const;

/** The profile screen (spec section 2): avatar, the editable fields, the role chip; admins also see the students. */
export function ProfileScreen() {
  const session = useSession();
  const { i18n } = useLingui();
  const { t } = useT();
  const tm = useSharedText();
  // The device's copy (synced, and edited offline); the session's user until the first sync.
  const synced = useLiveQuery(
    async () => (session ? ((await db.collection('me').get(session.user.id)) as User | undefined) : undefined),
    [session?.user.id],
  );
  const [uploaded, setUser] = useState<User | null>(null);
  const user: User | null = synced ?? uploaded ?? session?.user ?? null;
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  // What a change of email or phone needs (sent online only, never kept on the device).
  const [currentPassword, setCurrentPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [proofError, setProofError] = useState<string | null>(null);
  const avatar = useProtectedImage(user?.profileImage);
  const form = useForm({
    mode: 'controlled',
    initialValues: { firstName: '', lastName: '', email: '', phone: '', address: '', education: '', bio: '' },
    validate: translateErrors(schemaResolver(profileUpdateSchema, { sync: true })),
  });

  const startEditing = () => {
    if (!user) return;
    form.setValues({
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phoneNumber ?? '',
      address: user.address ?? '',
      education: user.education ?? '',
      bio: user.bio ?? '',
    });
    setCurrentPassword('');
    setOtp('');
    setCodeSentTo(null);
    setProofError(null);
    setEditing(true);
  };

  const newPhone = form.values.phone.trim();
  const emailChanged = !!user && form.values.email.trim().toLowerCase() !== user.email.toLowerCase();
  const phoneChanged = !!user && newPhone !== (user.phoneNumber ?? '');
  const contactChanged = emailChanged || phoneChanged;
  const needsCode = phoneChanged && newPhone !== '';

  const sendCode = async () => {
    const problem = form.validateField('phone');
    if (problem.hasError) return;
    setBusy(true);
    setProofError(null);
    try {
      await sendPhoneCode(newPhone);
      setCodeSentTo(newPhone);
      void notify(messages.auth.otpSent, 'success', snackbarMs);
    } catch (e) {
      setProofError(e instanceof Error ? e.message : messages.auth.sendOtpFailed);
    } finally {
      setBusy(false);
    }
  };

  const save = form.onSubmit(
    async (values, event) => {
      setProofError(null);
      if (contactChanged) {
        if (!currentPassword) {
          setProofError(messages.auth.currentPasswordRequired);
          return focusFirstInvalid(submittedForm(event));
        }
        if (needsCode && (codeSentTo !== newPhone || !/^\d{6}$/.test(otp))) return setProofError(messages.auth.phoneCodeRequired);
      }
      setBusy(true);
      try {
        const update = profileUpdateSchema.parse(values);
        if (contactChanged) {
          // Online only, with the proof: the server checks the password and the new phone's code.
          const answer = await updateContact({ ...update, currentPassword, ...(needsCode ? { otp } : {}) });
          setEditing(false);
          void notify(answer.message, 'success', snackbarMs);
          return;
        }
        // Saved on the device at once and sent when the network allows (the sync status shows it).
        await mutate('profile.update', update);
        const current = getSession();
        if (current)
          setSession({
            ...current,
            user: { ...current.user, firstName: update.firstName, lastName: update.lastName, email: update.email },
          });
        setEditing(false);
        void notify(messages.success.profileUpdated, 'success', snackbarMs);
      } catch (e) {
        const message = e instanceof Error ? e.message : messages.profile.updateFailed;
        if (contactChanged) setProofError(message);
        void notify(message, 'error', snackbarMs);
      } finally {
        setBusy(false);
      }
    },
    (_errors, _values, event) => focusFirstInvalid(submittedForm(event)),
  );

  const changeImage = async (file: File | null) => {
    const problem = checkScreenshot(file);
    if (problem) return void notify(problem, 'error', snackbarMs);
    setBusy(true);
    try {
      const answer = await uploadProfileImage(file!);
      setUser(answer.user);
      void notify(answer.message, 'success', snackbarMs);
    } catch (e) {
      void notify(e instanceof Error ? e.message : messages.profile.imageFailed, 'error', snackbarMs);
    } finally {
      setBusy(false);
    }
  };

  if (!user) return null;
  // The missing password goes under its field; the other proof problems in the alert.
  const passwordMissing = proofError === messages.auth.currentPasswordRequired;
  const fields: [keyof typeof form.values, string][] = [
    ['firstName', t`First name`],
    ['lastName', t`Last name`],
    ['email', t`Email`],
    ['phone', t`Phone`],
    ['address', t`Address`],
    ['education', t`Education`],
  ];
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>
          <Trans>Profile</Trans>
        </Title>
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
          <Group align="flex-start" gap="lg" wrap="wrap">
            <Stack align="center" gap="xs">
              <Avatar src={avatar} size={96} radius={96} color="blue" alt={fullName(user)}>
                {`${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase()}
              </Avatar>
              <FileButton onChange={(f) => void changeImage(f)} accept="image/png,image/jpeg,image/webp,image/gif">
                {(props) => (
                  <Button {...props} size="xs" variant="light" leftSection={<IconCamera size={14} aria-hidden />} disabled={busy}>
                    <Trans>Change photo</Trans>
                  </Button>
                )}
              </FileButton>
            </Stack>
            <Stack gap={4} style={{ flex: 1, minWidth: 220 }}>
              <Group gap="xs">
                <Title order={2} size="h3">
                  {user.firstName} {user.lastName}
                </Title>
                <Badge color={user.role === 'admin' ? 'pink' : 'blue'} variant="light">
                  {i18n._(roleLabel[user.role])}
                </Badge>
              </Group>
              <Text c="dimmed">{user.email}</Text>
            </Stack>
          </Group>

          {editing ? (
            <form onSubmit={save} noValidate>
              <SimpleGrid cols={{ base: 1, sm: 2 }} mt="lg">
                {fields.map(([name, label]) => (
                  <TextInput key={name} label={label} disabled={busy} {...form.getInputProps(name)} />
                ))}
              </SimpleGrid>
              <Textarea label={t`Bio`} mt="sm" autosize minRows={3} disabled={busy} {...form.getInputProps('bio')} />
              {contactChanged && (
                <Stack gap="sm" mt="md">
                  <Alert color="blue" variant="light">
                    {needsCode ? (
                      <Trans>Changing your mobile number needs your current password and the OTP we send to the new number.</Trans>
                    ) : (
                      <Trans>Changing your email or mobile number needs your current password.</Trans>
                    )}
                  </Alert>
                  <PasswordInput
                    label={t`Current password`}
                    autoComplete="current-password"
                    value={currentPassword}
                    onChange={(e) => setCurrentPassword(e.currentTarget.value)}
                    error={passwordMissing ? tm(messages.auth.currentPasswordRequired) : undefined}
                    {...ariaInvalid(passwordMissing)}
                    disabled={busy}
                  />
                  {needsCode && (
                    <Group align="flex-end" wrap="wrap">
                      <Button variant="light" onClick={() => void sendCode()} disabled={busy}>
                        {codeSentTo === newPhone ? <Trans>Resend OTP</Trans> : <Trans>Send OTP to new number</Trans>}
                      </Button>
                      {codeSentTo === newPhone && (
                        <TextInput
                          label={t`OTP sent to the new number`}
                          inputMode="numeric"
                          autoComplete="one-time-code"
                          maxLength={6}
                          value={otp}
                          onChange={(e) => setOtp(e.currentTarget.value.replace(/\D/g, ''))}
                          disabled={busy}
                          style={{ flex: 1, minWidth: 160 }}
                        />
                      )}
                    </Group>
                  )}
                  <ErrorAlert message={passwordMissing ? null : proofError} />
                </Stack>
              )}
              <Group justify="flex-end" mt="md">
                <Button variant="default" onClick={() => setEditing(false)} disabled={busy}>
                  <Trans>Cancel</Trans>
                </Button>
                <Button type="submit" loading={busy}>
                  <Trans>Save</Trans>
                </Button>
              </Group>
            </form>
          ) : (
            <>
              <SimpleGrid cols={{ base: 1, sm: 2 }} mt="lg" spacing="sm">
                {(
                  [
                    ['phone', t`Phone`, user.phoneNumber],
                    ['address', t`Address`, user.address],
                    ['education', t`Education`, user.education],
                  ] as const
                ).map(([key, label, value]) => (
                  <div key={key}>
                    <Text size="xs" c="dimmed">
                      {label}
                    </Text>
                    <Text>{value || '—'}</Text>
                  </div>
                ))}
              </SimpleGrid>
              <Text size="xs" c="dimmed" mt="sm">
                <Trans>Bio</Trans>
              </Text>
              <Text>{user.bio || '—'}</Text>
              <Group justify="flex-end" mt="md">
                <Button onClick={startEditing}>
                  <Trans>Edit profile</Trans>
                </Button>
              </Group>
            </>
          )}
        </Paper>
        {user.role === 'student' && <PublicProfileSetting userId={user.id} />}
        {user.role === 'admin' && <RegisteredStudents />}
      </Stack>
    </Container>
  );
}

function StudentAvatar({ student }: { student: User }) {
  const src = useProtectedImage(student.profileImage);
  return (
    <Avatar src={src} radius="xl" size="sm" alt="">
      {`${student.firstName[0] ?? ''}${student.lastName[0] ?? ''}`.toUpperCase()}
    </Avatar>
  );
}

/** The administrator's table of registered students (spec: status always Active). */
function RegisteredStudents() {
  const { t } = useT();
  const tm = useSharedText();
  const [students, setStudents] = useState<User[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    listStudents().then(setStudents, () => setError(messages.profile.studentsFailed));
  }, []);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
      <Title order={2} size="h3" mb="md">
        <Trans>Registered students</Trans>
      </Title>
      <ErrorAlert message={error} />
      {!students && !error && <Skeleton h={120} />}
      {students?.length === 0 && <Text c="dimmed">{tm(messages.profile.noStudents)}</Text>}
      {students && students.length > 0 && (
        <ScrollTable label={t`Registered students`} minWidth={560}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Student</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Email</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Phone</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Education</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Status</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {students.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <StudentAvatar student={s} />
                      {s.firstName} {s.lastName}
                    </Group>
                  </Table.Td>
                  <Table.Td>{s.email}</Table.Td>
                  <Table.Td>{s.phoneNumber ?? '—'}</Table.Td>
                  <Table.Td>{s.education ?? '—'}</Table.Td>
                  <Table.Td>
                    <Badge color="teal" variant="light">
                      <Trans>Active</Trans>
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Paper>
  );
}
