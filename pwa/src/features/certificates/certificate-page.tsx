import { useLingui } from '@lingui/react';
import { Trans, useLingui as useT } from '@lingui/react/macro';
import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { defaultSiteConfig } from '@institute/shared-schema';
import { useFormat } from '../../i18n/format';
import { notify } from '../../ui/notify';
import { localName, type CertificateSearch } from './certificate-search';
import { QrCode } from './qr-code';
import classes from './certificate.module.css';

/**
 * The printable certificate (spec: `/certificate.html` with its query parameters). Everything on
 * it comes from the address, so it opens offline; the id and its QR code lead to the public
 * verification page, which asks the server whether the certificate is real.
 */
export function CertificatePage({ search }: { search: CertificateSearch }) {
  const [busy, setBusy] = useState(false);
  const { i18n } = useLingui();
  const { t } = useT();
  const f = useFormat();
  const name = `${search.firstName} ${search.lastName}`.trim();
  if (!search.passed || !name)
    return (
      <Container size="sm" py="xl">
        <Stack>
          <Title order={1}>
            <Trans>Certificate</Trans>
          </Title>
          <Alert color="orange" role="alert">
            <Trans>
              There is no certificate at this address. Certificates are awarded for passing an Assignment Level in the quiz challenge.
            </Trans>
          </Alert>
          <Button component={Link} to="/services/quiz" w="fit-content">
            <Trans>Go to the Quiz</Trans>
          </Button>
        </Stack>
      </Container>
    );

  const verifyUrl = search.id && typeof window !== 'undefined' ? `${window.location.origin}/certificates/${search.id}` : null;
  const level = `${localName(search.difficulty, i18n)} ${localName(search.subLevel, i18n)}`.trim();
  const language = localName(search.language, i18n);
  const score = `${f.number(search.score)} / ${f.number(search.totalQuestions)}`;
  const awardedOn = f.date(search.date);
  const id = search.id;
  const verifyText = verifyUrl ?? `/certificates/${search.id}`;

  const download = async () => {
    setBusy(true);
    try {
      const { downloadCertificatePdf } = await import('./certificate-pdf');
      // The sheet's words as it shows them, in the reader's language.
      await downloadCertificatePdf({
        name,
        id: id ?? null,
        verifyUrl,
        wording: {
          title: t`Certificate of Achievement`,
          certifies: t`This certifies that`,
          achievement: t`has passed the ${level} of the ${language} Quiz Challenge`,
          score: t`with a score of ${score}`,
          awarded: t`Awarded on ${awardedOn}`,
          id: id ? t`Certificate ID: ${id}` : null,
          scanToVerify: t`Scan to verify`,
        },
      });
    } catch {
      void notify(t`The PDF could not be made. Please use Print instead.`, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" className={classes.noPrint}>
          <Button component={Link} to="/services/quiz" variant="subtle">
            <Trans>Back to the Quiz</Trans>
          </Button>
          <Group gap="sm">
            <Button variant="light" leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()}>
              <Trans>Print</Trans>
            </Button>
            <Button leftSection={<IconDownload size={18} aria-hidden />} onClick={() => void download()} loading={busy}>
              <Trans>Download PDF</Trans>
            </Button>
          </Group>
        </Group>

        <article className={classes.sheet} aria-labelledby="certificate-title">
          <Text fw={800} c="blue.8" tt="uppercase" lts={2}>
            {defaultSiteConfig.name}
          </Text>
          <Title order={1} id="certificate-title" ff="Georgia, 'Times New Roman', serif" fz={{ base: 26, sm: 40 }}>
            <Trans>Certificate of Achievement</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>This certifies that</Trans>
          </Text>
          <Text className={classes.name} fw={700}>
            {name}
          </Text>
          <Text size="lg">
            <Trans>
              has passed the {level} of the {language} Quiz Challenge
            </Trans>
          </Text>
          <Text size="lg">
            <Trans>
              with a score of <strong>{score}</strong>
            </Trans>
          </Text>
          <Text c="dimmed">
            <Trans>Awarded on {awardedOn}</Trans>
          </Text>
          {search.id && (
            <div className={classes.footer}>
              <div>
                <Text size="sm" c="dimmed">
                  <Trans>Certificate ID</Trans>
                </Text>
                <Text className={classes.id} fw={700} data-testid="certificate-id">
                  {search.id}
                </Text>
                <Text size="xs" c="dimmed">
                  <Trans>
                    Verify at{' '}
                    <Link to="/certificates/$id" params={{ id: search.id }}>
                      {verifyText}
                    </Link>
                  </Trans>
                </Text>
              </div>
              {verifyUrl && (
                <QrCode value={verifyUrl} size={112} label={t`QR code linking to the verification page of certificate ${id}`} />
              )}
            </div>
          )}
        </article>
      </Stack>
    </Container>
  );
}
