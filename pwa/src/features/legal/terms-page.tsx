import { Trans, useLingui } from '@lingui/react/macro';
import { Text, Title } from '@mantine/core';
import { defaultSiteConfig } from '@institute/shared-schema';
import { useFormat } from '../../i18n/format';
import { TextPage } from '../layout/text-page';

export function TermsPage() {
  const { t } = useLingui();
  const f = useFormat();
  const { name } = defaultSiteConfig;
  return (
    <TextPage title={t`Terms of Use`} updated={f.date('2026-11-22')}>
      <Text>
        <Trans>By creating an account or enrolling in a course of {name} you agree to these terms.</Trans>
      </Text>
      <Title order={2} size="h3">
        <Trans>Enrolment and payment</Trans>
      </Title>
      <Text>
        <Trans>
          An enrolment is confirmed once the institute has verified your payment proof, normally within 24 hours. Courses carry a 30-day
          money-back guarantee and lifetime access to their recorded material.
        </Trans>
      </Text>
      <Title order={2} size="h3">
        <Trans>Fair use</Trans>
      </Title>
      <Text>
        <Trans>
          The code editor runs your programs in an isolated sandbox with time and memory limits. Do not use it to attack other systems or
          other learners; accounts that do are closed.
        </Trans>
      </Text>
    </TextPage>
  );
}
