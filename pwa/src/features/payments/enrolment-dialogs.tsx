import { Alert, Anchor, Badge, Button, FileInput, Group, Loader, Radio, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconPhoto, IconQrcode } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useT } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { defaultSiteConfig, messages, upiNote, upiPaymentLink, type Course } from '@institute/shared-schema';
import { useFormat } from '../../i18n/format';
import { useSharedText } from '../../i18n/shared-text';
import { getSession } from '../../data/session';
import { notify } from '../../ui/notify';
import { checkScreenshotFile } from './check-screenshot-file';
import { submitPaymentProof } from './payments-data';
import { UpiQr } from './upi-qr';
import { Modal } from '../../ui/dialogs';

/** Spec section 9: the simulated payment takes 2 s; the move to the dashboard waits 2 s. */
export const simulatedPaymentMs = 2000;
export const redirectDelayMs = 2000;
const paymentToastMs = 3000;

const methods = [
  { value: 'qr', label: msg`QR code (scan and pay with any UPI app)`, enabled: true },
  { value: 'card', label: msg`Credit or debit card`, enabled: false },
  { value: 'upi', label: msg`UPI ID`, enabled: false },
  { value: 'netbanking', label: msg`Net banking`, enabled: false },
  { value: 'wallet', label: msg`Wallet`, enabled: false },
];

/**
 * Choose a method (only QR works, so it is chosen already; the others are Coming soon), then a
 * 2-second state while the QR code is prepared. No money moves here: the button says what it does.
 */
export function PaymentMethodModal({ course, onClose, onPaid }: { course: Course | null; onClose: () => void; onPaid: () => void }) {
  const [processing, setProcessing] = useState(false);
  const { t } = useT();
  return (
    <Modal
      opened={course !== null}
      onClose={processing ? () => undefined : onClose}
      title={t`Choose a payment method`}
      centered
      withCloseButton={!processing}
    >
      {course && <MethodChoice key={course.id} course={course} onProcessing={setProcessing} onPaid={onPaid} />}
    </Modal>
  );
}

function MethodChoice({ course, onProcessing, onPaid }: { course: Course; onProcessing: (busy: boolean) => void; onPaid: () => void }) {
  const { i18n } = useLingui();
  const { t } = useT();
  const f = useFormat();
  const [method, setMethod] = useState<string | null>('qr');
  const [processing, setProcessing] = useState(false);
  useEffect(() => {
    if (!processing) return;
    onProcessing(true);
    const timer = window.setTimeout(() => {
      onProcessing(false);
      onPaid();
    }, simulatedPaymentMs);
    return () => {
      window.clearTimeout(timer);
      onProcessing(false);
    };
  }, [processing, onPaid, onProcessing]);

  return (
    <Stack>
      <Text size="sm">
        {course.title}: <b>{f.rupees(course.price)}</b>
      </Text>
      <Radio.Group value={method} onChange={setMethod} label={t`Payment method`} name="payment-method">
        {/* Rows 44 px apart: each radio's touch area stays its own on a phone. */}
        <Stack gap="xl" mt="sm">
          {methods.map((m) => (
            <Group key={m.value} gap="xs" wrap="nowrap">
              <Radio value={m.value} label={i18n._(m.label)} disabled={!m.enabled || processing} />
              {!m.enabled && (
                <Badge variant="light" color="gray" size="sm">
                  <Trans>Coming soon</Trans>
                </Badge>
              )}
            </Group>
          ))}
        </Stack>
      </Radio.Group>
      {processing ? (
        <Group gap="sm" role="status" aria-live="polite">
          <Loader size="sm" />
          <Text size="sm">
            <Trans>Preparing the QR code...</Trans>
          </Text>
        </Group>
      ) : (
        <Button size="md" disabled={method !== 'qr'} onClick={() => setProcessing(true)}>
          <Trans>Show QR code</Trans>
        </Button>
      )}
    </Stack>
  );
}

/**
 * Payment Verification (spec sections 4 and 5): the UPI QR for the course's price, then the
 * transaction id and the screenshot, with every message of the payment proof rules.
 */
export function PaymentVerificationModal({
  course,
  onClose,
  onSubmitted,
  onLoginNeeded,
}: {
  course: Course | null;
  onClose: () => void;
  onSubmitted: () => void;
  onLoginNeeded: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const { t } = useT();
  return (
    <Modal opened={course !== null} onClose={busy ? () => undefined : onClose} title={t`Payment Verification`} size="md" centered>
      {course && <ProofForm key={course.id} course={course} onBusy={setBusy} onSubmitted={onSubmitted} onLoginNeeded={onLoginNeeded} />}
    </Modal>
  );
}

/** Mounted afresh each time the dialog opens, so the form starts empty (spec: the form is cleared). */
function ProofForm({
  course,
  onBusy,
  onSubmitted,
  onLoginNeeded,
}: {
  course: Course;
  onBusy: (busy: boolean) => void;
  onSubmitted: () => void;
  onLoginNeeded: () => void;
}) {
  const { t } = useT();
  const tm = useSharedText();
  const f = useFormat();
  const user = getSession()?.user;
  const [transactionId, setTransactionId] = useState('');
  const [mobileNumber, setMobileNumber] = useState(() => user?.phoneNumber ?? '');
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ transactionId?: string; screenshot?: string; form?: string }>({});
  const [busy, setBusyState] = useState(false);
  const setBusy = (b: boolean) => {
    setBusyState(b);
    onBusy(b);
  };
  const studentName = user ? `${user.firstName} ${user.lastName}` : '';
  const link = upiPaymentLink({
    payeeAddress: defaultSiteConfig.upi.payeeAddress,
    payeeName: defaultSiteConfig.upi.payeeName,
    amount: course.price,
    note: upiNote(course.title, studentName),
  });

  const chooseFile = async (file: File | null) => {
    setScreenshot(file);
    setErrors((e) => ({ ...e, screenshot: undefined }));
    const problem = file ? await checkScreenshotFile(file) : null;
    if (problem) {
      setScreenshot(null);
      setErrors((e) => ({ ...e, screenshot: problem }));
    }
  };

  const submit = async () => {
    const session = getSession();
    if (!session?.token || !session.user) {
      void notify(messages.validation.authError, 'error', paymentToastMs);
      onLoginNeeded();
      return;
    }
    if (!session.user.id || !session.user.firstName || !session.user.lastName) {
      setErrors({ form: messages.validation.studentInfoMissing });
      return;
    }
    const next: typeof errors = {};
    if (!transactionId.trim()) next.transactionId = messages.validation.transactionIdRequired;
    const shot = await checkScreenshotFile(screenshot);
    if (shot) next.screenshot = shot;
    setErrors(next);
    if (next.transactionId || next.screenshot || !screenshot) return;
    setBusy(true);
    try {
      await submitPaymentProof({ course, transactionId, mobileNumber, screenshot });
      setTransactionId('');
      setScreenshot(null);
      onSubmitted();
    } catch (e) {
      const message = e instanceof Error && e.message ? e.message : messages.public.verifyPaymentFailed;
      setErrors({ form: message });
      void notify(message, 'error', paymentToastMs);
    } finally {
      setBusy(false);
    }
  };

  // The payee's name and UPI address are the institute's own data: never translated.
  const { payeeName, payeeAddress } = defaultSiteConfig.upi;
  const price = f.rupees(course.price);
  return (
    <Stack gap="md">
      <Stack gap={4} align="center" ta="center">
        <UpiQr link={link} label={t`UPI QR code to pay ${price} to ${payeeName}`} />
        <Text fw={700} fz="xl" c="var(--app-text-blue)">
          {price}
        </Text>
        <Text size="sm">
          <Trans>
            Pay to <b>{payeeName}</b> ({payeeAddress})
          </Trans>
        </Text>
        <Text size="xs" c="dimmed">
          <Trans>
            Scan with any UPI app (Google Pay, PhonePe, Paytm, BHIM) or{' '}
            <Anchor href={link} size="xs">
              open your UPI app
            </Anchor>
            . Then enter the transaction ID and upload a screenshot of the payment.
          </Trans>
        </Text>
      </Stack>
      <TextInput
        label={t`Transaction ID`}
        placeholder={t`UPI reference / UTR number`}
        required
        value={transactionId}
        onChange={(e) => setTransactionId(e.currentTarget.value)}
        error={errors.transactionId && tm(errors.transactionId)}
        disabled={busy}
      />
      <TextInput
        label={t`Mobile number`}
        type="tel"
        value={mobileNumber}
        onChange={(e) => setMobileNumber(e.currentTarget.value)}
        disabled={busy}
        description={t`The number you paid from, if it differs from your account's`}
      />
      <FileInput
        label={t`Payment screenshot`}
        placeholder={t`Choose an image (JPG, PNG), under 5 MB`}
        accept="image/*"
        required
        clearable
        leftSection={<IconPhoto size={16} aria-hidden />}
        value={screenshot}
        onChange={(f) => void chooseFile(f)}
        error={errors.screenshot && tm(errors.screenshot)}
        disabled={busy}
      />
      {errors.form && (
        <Alert color="red" role="alert">
          {tm(errors.form)}
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        {tm(messages.payments.promise)}
      </Text>
      <Button
        onClick={() => void submit()}
        loading={busy}
        disabled={!screenshot || !transactionId.trim()}
        leftSection={<IconQrcode size={16} aria-hidden />}
      >
        <Trans>Submit for Verification</Trans>
      </Button>
    </Stack>
  );
}

/** Successfully Enrolled: the proof is in; after 2 seconds the student dashboard opens. */
export function EnrolledModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const { t } = useT();
  const promise = useSharedText()(messages.payments.promise);
  useEffect(() => {
    if (!opened) return;
    const timer = window.setTimeout(() => {
      onClose();
      void navigate({ to: '/student/dashboard' });
    }, redirectDelayMs);
    return () => window.clearTimeout(timer);
  }, [opened, onClose, navigate]);
  return (
    <Modal opened={opened} onClose={onClose} title={t`Successfully Enrolled`} centered>
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" color="teal" variant="light">
          <IconCircleCheck size={36} aria-hidden />
        </ThemeIcon>
        <Text>
          <Trans>Your payment proof has been submitted. {promise}</Trans>
        </Text>
        <Text size="sm" c="dimmed">
          <Trans>Taking you to your dashboard...</Trans>
        </Text>
        <Button
          onClick={() => {
            onClose();
            void navigate({ to: '/student/dashboard' });
          }}
        >
          <Trans>Go to Dashboard</Trans>
        </Button>
      </Stack>
    </Modal>
  );
}
