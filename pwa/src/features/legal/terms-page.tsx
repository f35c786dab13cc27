import { Text, Title } from '@mantine/core';
import { defaultSiteConfig } from '@institute/shared-schema';
import { TextPage } from '../layout/text-page';

export function TermsPage() {
  const site = defaultSiteConfig;
  return (
    <TextPage title="Terms of Use" updated="Nov 22, 2026">
      <Text>By creating an account or enrolling in a course of {site.name} you agree to these terms.</Text>
      <Title order={2} size="h3">
        Enrolment and payment
      </Title>
      <Text>
        An enrolment is confirmed once the institute has verified your payment proof, normally within 24 hours. Courses carry a 30-day
        money-back guarantee and lifetime access to their recorded material.
      </Text>
      <Title order={2} size="h3">
        Fair use
      </Title>
      <Text>
        The code editor runs your programs in an isolated sandbox with time and memory limits. Do not use it to attack other systems or
        other learners; accounts that do are closed.
      </Text>
    </TextPage>
  );
}
