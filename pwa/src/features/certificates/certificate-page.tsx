import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { defaultSiteConfig, formatDate } from '@institute/shared-schema';
import { notify } from '../../ui/notify';
import { displayName, type CertificateSearch } from './certificate-search';
import { QrCode } from './qr-code';
import classes from './certificate.module.css';

/**
 * The printable certificate (spec: `/certificate.html` with its query parameters). Everything on
 * it comes from the address, so it opens offline; the id and its QR code lead to the public
 * verification page, which asks the server whether the certificate is real.
 */
export function CertificatePage({ search }: { search: CertificateSearch }) {
  const [busy, setBusy] = useState(false);
  const name = `${search.firstName} ${search.lastName}`.trim();
  if (!search.passed || !name)
    return (
      <Container size="sm" py="xl">
        <Stack>
          <Title order={1}>Certificate</Title>
          <Alert color="orange" role="alert">
            There is no certificate at this address. Certificates are awarded for passing an Assignment Level in the quiz challenge.
          </Alert>
          <Button component={Link} to="/services/quiz" w="fit-content">
            Go to the Quiz
          </Button>
        </Stack>
      </Container>
    );

  const verifyUrl = search.id && typeof window !== 'undefined' ? `${window.location.origin}/certificates/${search.id}` : null;
  const level = `${displayName(search.difficulty)} ${displayName(search.subLevel)}`.trim();
  const achievement = `has passed the ${level} of the ${displayName(search.language)} Quiz Challenge`;
  const score = `${search.score} / ${search.totalQuestions}`;

  const download = async () => {
    setBusy(true);
    try {
      const { downloadCertificatePdf } = await import('./certificate-pdf');
      await downloadCertificatePdf({ name, achievement, score, date: search.date, id: search.id, verifyUrl });
    } catch {
      void notify('The PDF could not be made. Please use Print instead.', 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" className={classes.noPrint}>
          <Button component={Link} to="/services/quiz" variant="subtle">
            Back to the Quiz
          </Button>
          <Group gap="sm">
            <Button variant="light" leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()}>
              Print
            </Button>
            <Button leftSection={<IconDownload size={18} aria-hidden />} onClick={() => void download()} loading={busy}>
              Download PDF
            </Button>
          </Group>
        </Group>

        <article className={classes.sheet} aria-labelledby="certificate-title">
          <Text fw={800} c="blue.8" tt="uppercase" lts={2}>
            {defaultSiteConfig.name}
          </Text>
          <Title order={1} id="certificate-title" ff="Georgia, 'Times New Roman', serif" fz={{ base: 26, sm: 40 }}>
            Certificate of Achievement
          </Title>
          <Text c="dimmed">This certifies that</Text>
          <Text className={classes.name} fw={700}>
            {name}
          </Text>
          <Text size="lg">{achievement}</Text>
          <Text size="lg">
            with a score of <strong>{score}</strong>
          </Text>
          <Text c="dimmed">Awarded on {formatDate(search.date)}</Text>
          {search.id && (
            <div className={classes.footer}>
              <div>
                <Text size="sm" c="dimmed">
                  Certificate ID
                </Text>
                <Text className={classes.id} fw={700} data-testid="certificate-id">
                  {search.id}
                </Text>
                <Text size="xs" c="dimmed">
                  Verify at{' '}
                  <Link to="/certificates/$id" params={{ id: search.id }}>
                    {verifyUrl ?? `/certificates/${search.id}`}
                  </Link>
                </Text>
              </div>
              {verifyUrl && (
                <QrCode value={verifyUrl} size={112} label={`QR code linking to the verification page of certificate ${search.id}`} />
              )}
            </div>
          )}
        </article>
      </Stack>
    </Container>
  );
}
