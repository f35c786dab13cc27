import '@mantine/core/styles/SimpleGrid.css';
import { Button, FileButton, Paper, SimpleGrid, Title } from '@mantine/core';
import type { ResumeSection } from '@institute/shared-schema';

/** Labels wrap instead of being cut in the two columns of a phone; a button stays 44 px or taller. */
const wrap = { h: 'auto', mih: 44, py: 6, styles: { label: { whiteSpace: 'normal' as const, lineHeight: 1.25 } } };

const addLabels: [ResumeSection, string][] = [
  ['work', '+ Add Experience'],
  ['education', '+ Add Education'],
  ['projects', '+ Add Project'],
  ['skills', '+ Add Skill'],
  ['certificates', '+ Add Certificate'],
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
  return (
    <Paper component="nav" aria-labelledby="resume-controls" withBorder p="md" radius="md">
      <Title order={2} size="h4" id="resume-controls" mb="sm">
        Resume Controls
      </Title>
      {/* Two columns on a phone, so the resume is not pushed a screen down. */}
      <SimpleGrid cols={{ base: 2, md: 1 }} spacing="xs">
        {addLabels.map(([section, label]) => (
          <Button key={section} variant="light" onClick={() => onAdd(section)} justify="start" px="xs" {...wrap}>
            {label}
          </Button>
        ))}
        <Button onClick={onDownloadPdf} loading={busy === 'pdf'} {...wrap}>
          {downloadLabel}
        </Button>
        <Button variant="default" onClick={onDownloadDocx} loading={busy === 'docx'} {...wrap}>
          Download DOCX
        </Button>
        <Button variant="default" onClick={onShareImage} loading={busy === 'png'} {...wrap}>
          Share as image
        </Button>
        <Button variant="default" onClick={onPrint} {...wrap}>
          Print
        </Button>
        <Button variant="default" onClick={onExportJson} {...wrap}>
          Export JSON Resume
        </Button>
        <FileButton onChange={onImportJson} accept="application/json,.json">
          {(props) => (
            <Button variant="default" {...props} {...wrap}>
              Import JSON Resume
            </Button>
          )}
        </FileButton>
        <Button variant="subtle" color="red" onClick={onStartOver} {...wrap}>
          Start over
        </Button>
      </SimpleGrid>
    </Paper>
  );
}
