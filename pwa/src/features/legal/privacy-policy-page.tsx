import { Text, Title } from '@mantine/core';
import { defaultSiteConfig } from '@institute/shared-schema';
import { TextPage } from '../layout/text-page';

export function PrivacyPolicyPage() {
  const site = defaultSiteConfig;
  return (
    <TextPage title="Privacy Policy" updated="Nov 22, 2026">
      <Text>
        {site.name} keeps only what it needs to teach you: your name, email address and mobile number, the courses you enrol in, your
        payment proofs, quiz attempts and code you choose to run. We never sell your data.
      </Text>
      <Title order={2} size="h3">
        On your device
      </Title>
      <Text>
        The app stores a copy of your courses, progress and unsent work on your device so that it works without a network. Signing out
        removes your personal data from the device.
      </Text>
      <Title order={2} size="h3">
        Payment proofs
      </Title>
      <Text>Screenshots of payments are visible only to you and to the institute&apos;s administrators.</Text>
      <Title order={2} size="h3">
        Contact
      </Title>
      <Text>
        Questions about your data: {site.email}, {site.phone}.
      </Text>
    </TextPage>
  );
}
