import { Trans, useLingui } from '@lingui/react/macro';
import { Text, Title } from '@mantine/core';
import { defaultSiteConfig } from '@institute/shared-schema';
import { useFormat } from '../../i18n/format';
import { TextPage } from '../layout/text-page';

export function PrivacyPolicyPage() {
  const { t } = useLingui();
  const f = useFormat();
  const { name, email, phone } = defaultSiteConfig;
  return (
    <TextPage title={t`Privacy Policy`} updated={f.date('2026-11-22')}>
      <Text>
        <Trans>
          {name} keeps only what it needs to teach you: your name, email address and mobile number, the courses you enrol in, your payment
          proofs, quiz attempts and code you choose to run. We never sell your data.
        </Trans>
      </Text>
      <Title order={2} size="h3">
        <Trans>On your device</Trans>
      </Title>
      <Text>
        <Trans>
          The app stores a copy of your courses, progress and unsent work on your device so that it works without a network. Signing out
          removes your personal data from the device.
        </Trans>
      </Text>
      <Title order={2} size="h3">
        <Trans>Payment proofs</Trans>
      </Title>
      <Text>
        <Trans>Screenshots of payments are visible only to you and to the institute&apos;s administrators.</Trans>
      </Text>
      <Title order={2} size="h3">
        <Trans>Contact</Trans>
      </Title>
      <Text>
        <Trans>
          Questions about your data: {email}, {phone}.
        </Trans>
      </Text>
    </TextPage>
  );
}
