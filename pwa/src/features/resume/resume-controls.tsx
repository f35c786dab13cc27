import '@mantine/core/styles/SimpleGrid.css';
import { Button, FileButton, Paper, SimpleGrid, Title } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { ResumeSection } from '@institute/shared-schema';

/** Labels wrap instead of being cut in the two columns of a phone; a button stays 44 px or taller. */
const wrap = { h: 'auto', mih: 44, py: 6, styles: { label: { whiteSpace: 'normal' as const, lineHeight: 1.25 } } };

const addLabels: [ResumeSection, MessageDescriptor][] = [
  ['work', msg`+ Add Experience`],
  ['education', msg`+ Add Education`],
  ['projects', msg`+ Add Project`],
  ['skills', msg`+ Add Skill`],
  ['certificates', msg`+ Add Certificate`],
];

/** FresherTemplate2's "Resume Controls", offered beside every template: add items, download (PDF, DOCX, print), share as an image, JSON Resume export and import, start over. */
export function ResumeControls({
  downloadLabel,
  busy,
  onAdd,
  onDownloadPdf,
  onDownloadDocx,
  onShareImage,
  onPrint,
  onExportJson,
  onImportJson,
  onStartOver,
}: {
  /** The template's download label, in the language shown. */
  downloadLabel: string;
  busy: string | null;
  onAdd: (section: ResumeSection) => void;
  onDownloadPdf: () => void;
  onDownloadDocx: () => void;
  onShareImage: () => void;
  onPrint: () => void;
  onExportJson: () => void;
  onImportJson: (file: File | null) => void;
  onStartOver: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <Paper component="nav" aria-labelledby="resume-controls" withBorder p="md" radius="md">
      <Title order={2} size="h4" id="resume-controls" mb="sm">
        <Trans>Resume Controls</Trans>
      </Title>
      {/* Two columns on a phone, so the resume is not pushed a screen down. */}
      <SimpleGrid cols={{ base: 2, md: 1 }} spacing="xs">
        {addLabels.map(([section, label]) => (
          <Button key={section} variant="light" onClick={() => onAdd(section)} justify="start" px="xs" {...wrap}>
            {i18n._(label)}
          </Button>
        ))}
        <Button onClick={onDownloadPdf} loading={busy === 'pdf'} {...wrap}>
          {downloadLabel}
        </Button>
        <Button variant="default" onClick={onDownloadDocx} loading={busy === 'docx'} {...wrap}>
          <Trans>Download DOCX</Trans>
        </Button>
        <Button variant="default" onClick={onShareImage} loading={busy === 'png'} {...wrap}>
          <Trans>Share as image</Trans>
        </Button>
        <Button variant="default" onClick={onPrint} {...wrap}>
          <Trans>Print</Trans>
        </Button>
        <Button variant="default" onClick={onExportJson} {...wrap}>
          <Trans>Export JSON Resume</Trans>
        </Button>
        <FileButton onChange={onImportJson} accept="application/json,.json">
          {(props) => (
            <Button variant="default" {...props} {...wrap}>
              <Trans>Import JSON Resume</Trans>
            </Button>
          )}
        </FileButton>
        <Button variant="subtle" color="red" onClick={onStartOver} {...wrap}>
          <Trans>Start over</Trans>
        </Button>
      </SimpleGrid>
    </Paper>
  );
}
