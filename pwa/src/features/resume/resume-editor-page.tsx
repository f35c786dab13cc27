/**
 * A template route: the student's resume (kept on this device, saved on every change) shown in the
 * template's design, edited in place, with the Resume Controls beside it. Switching template keeps
 * the content: every template draws the same model.
 */
import { Alert, Box, Button, Container, Group, Loader, NativeSelect, Stack, TextInput, VisuallyHidden } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useT } from '@lingui/react/macro';
import {
  emptyItem,
  messages,
  resumeFileName,
  resumeTemplateIds,
  sampleResumeFor,
  type Resume,
  type ResumeSection,
  type ResumeTemplateId,
} from '@institute/shared-schema';
import type { ResumeDraftRow } from '../../data/db';
import { useSession } from '../../data/session';
import { notify } from '../../ui/notify';
import { useSharedText } from '../../i18n/shared-text';
import { ResumeControls } from './resume-controls';
import { ResumeDocument } from './resume-document';
import { useFormat } from '../../i18n/format';
import { saveFile } from '../../ui/save-file';
import { exportJson, readJsonResume } from './resume-files';
import { itemNames, sectionTitlesIn } from './resume-sections';
import { createResume, deleteResume, flushAllResumes, openResume, saveResume, useResumeList } from './resume-store';
import { resumeTemplates } from './templates';

export function ResumeEditorPage({ templateId, resumeId }: { templateId: ResumeTemplateId; resumeId?: string }) {
  const session = useSession();
  const scope = session?.user.id ?? 'visitor';
  const navigate = useNavigate();
  const { i18n } = useLingui();
  const { t } = useT();
  const f = useFormat();
  const tm = useSharedText();
  const template = resumeTemplates[templateId];
  const design = template.design;
  const [row, setRow] = useState<ResumeDraftRow | null>(null);
  // The sample shown before any resume exists; replaced by the student's own when a sync brings one.
  const [unsaved, setUnsaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const list = useResumeList(scope);
  // The latest row, for saves fired by handlers created before the last render (set with `row`).
  const current = useRef<ResumeDraftRow | null>(null);
  // The paper drawn as an image by Share as image.
  const paperBox = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    openResume(scope, templateId, resumeId).then(
      (opened) => {
        if (!live) return;
        current.current = opened.row;
        setRow(opened.row);
        setUnsaved(opened.unsaved);
      },
      () => live && setError(messages.sync.storageFull),
    );
    return () => {
      live = false;
    };
  }, [scope, templateId, resumeId]);

  // Changes waiting for their save go to the outbox when the page is hidden or left.
  useEffect(() => {
    const onHide = () => document.visibilityState === 'hidden' && flushAllResumes();
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', flushAllResumes);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', flushAllResumes);
      flushAllResumes();
    };
  }, []);

  // An untouched sample gives way to the student's latest resume as soon as a sync brings one.
  const latest = list?.[0];
  const shown = unsaved && latest ? latest : row;
  useEffect(() => {
    current.current = shown;
  }, [shown]);

  const announce = useCallback((text: string) => setAnnouncement(text), []);

  const commit = useCallback((next: Resume) => {
    const base = current.current;
    if (!base) return;
    const updated = { ...base, resume: next, updatedAt: Date.now() };
    current.current = updated;
    setRow(updated);
    setUnsaved(false);
    saveResume(base, next).catch(() => setError(messages.sync.storageFull));
  }, []);

  const update = useCallback(
    (recipe: (draft: Resume) => void) => {
      if (!current.current) return;
      const next = structuredClone(current.current.resume);
      recipe(next);
      next.meta['x-app'].template = templateId;
      commit(next);
    },
    [commit, templateId],
  );

  if (error)
    return (
      <Alert color="red" m="md">
        {tm(error)}
      </Alert>
    );
  if (!shown)
    return (
      <Group justify="center" p="xl">
        <Loader aria-label={t`Loading your resume`} />
      </Group>
    );

  const resume = shown.resume;
  const untitled = t`Untitled resume`;
  // The template's headings in the language shown: the exports have the preview's words.
  const titles = sectionTitlesIn((descriptor) => i18n._(descriptor));
  const add = (section: ResumeSection) => {
    update((r) => void (r[section] as unknown[]).push(emptyItem(section)));
    announce(tm(messages.resume.added(i18n._(itemNames[section]))));
  };
  const downloadPdf = async () => {
    setBusy('pdf');
    try {
      const { makeResumePdf } = await import('./pdf/make-pdf');
      saveFile(
        await makeResumePdf(resume, {
          accent: design.accent,
          photo: design.photo !== null,
          header: design.header,
          headings: design.headings,
          layout: design.layout,
          main: design.main,
          side: design.side,
          // The headings and page numbers in the language shown; the PDF embeds Devanagari's font for them (make-pdf.ts).
          titles,
          pageNumber: (n, count) => {
            const [page, pages] = [f.number(n), f.number(count)];
            return t`Page ${page} of ${pages}`;
          },
        }),
        resumeFileName(resume, 'pdf'),
      );
    } catch {
      void notify(messages.resume.pdfFailed, 'error');
    } finally {
      setBusy(null);
    }
  };
  const downloadDocx = async () => {
    setBusy('docx');
    try {
      const { makeResumeDocx } = await import('./docx/make-docx');
      saveFile(
        await makeResumeDocx(resume, design.accent, [...design.main, ...design.side], { titles, untitled: t`Resume` }),
        resumeFileName(resume, 'docx'),
      );
    } catch {
      void notify(messages.resume.docxFailed, 'error');
    } finally {
      setBusy(null);
    }
  };
  const shareImage = async () => {
    const paper = paperBox.current?.querySelector('article');
    if (!paper) return;
    setBusy('png');
    try {
      const { resumeImage, shareOrSave } = await import('./share-image');
      const outcome = await shareOrSave(await resumeImage(paper), resumeFileName(resume, 'png'), resume.basics.name || t`Resume`);
      if (outcome === 'shared') announce(tm(messages.resume.imageShared));
    } catch {
      void notify(messages.resume.imageFailed, 'error');
    } finally {
      setBusy(null);
    }
  };
  const importJson = async (file: File | null) => {
    if (!file) return;
    const read = await readJsonResume(file);
    if ('error' in read) return void notify(read.error, 'error');
    read.resume.meta['x-app'] = { ...resume.meta['x-app'], ...read.resume.meta['x-app'], template: templateId };
    commit(read.resume);
    void notify(messages.resume.imported, 'success');
  };
  const startOver = () => {
    if (!window.confirm(tm(messages.resume.startOverConfirm))) return;
    const sample = sampleResumeFor(templateId);
    sample.meta['x-app'] = { ...resume.meta['x-app'], template: templateId };
    commit(sample);
    announce(t`Resume reset to the sample`);
  };
  const remove = async () => {
    if (!window.confirm(tm(messages.resume.deleteConfirm(resume.meta['x-app'].title || untitled)))) return;
    await deleteResume(shown.id);
    // The next resume opens (the latest), or the sample when none is left.
    const opened = await openResume(scope, templateId);
    current.current = opened.row;
    setRow(opened.row);
    setUnsaved(opened.unsaved);
    announce(t`Resume deleted`);
    await navigate({ to: '/services/resume-builder/templates/$templateId', params: { templateId }, search: { resume: opened.row.id } });
  };
  const openOther = (id: string) =>
    void navigate({ to: '/services/resume-builder/templates/$templateId', params: { templateId }, search: { resume: id } });

  return (
    <Container size="xl" py="md">
      <VisuallyHidden aria-live="polite" role="status">
        {announcement}
      </VisuallyHidden>
      <Stack gap="md">
        <Group align="end" wrap="wrap">
          <NativeSelect
            label={t`Resume`}
            data={(list?.some((r) => r.id === shown.id) ? list : [shown, ...(list ?? [])]).map((r) => ({
              value: r.id,
              label: r.resume.meta['x-app'].title || untitled,
            }))}
            value={shown.id}
            onChange={(e) => openOther(e.currentTarget.value)}
            w={200}
          />
          <TextInput
            label={t`Resume name`}
            value={resume.meta['x-app'].title}
            maxLength={200}
            onChange={(e) => {
              const title = e.currentTarget.value;
              update((r) => void (r.meta['x-app'].title = title));
            }}
            w={200}
          />
          <Button variant="default" onClick={() => void createResume(scope, templateId).then((r) => openOther(r.id))}>
            <Trans>New resume</Trans>
          </Button>
          <Button variant="subtle" color="red" onClick={() => void remove()}>
            <Trans>Delete resume</Trans>
          </Button>
          <NativeSelect
            label={t`Template`}
            data={resumeTemplateIds.map((id) => ({ value: id, label: `${i18n._(resumeTemplates[id].title)} (${id})` }))}
            value={templateId}
            onChange={(e) =>
              void navigate({
                to: '/services/resume-builder/templates/$templateId',
                params: { templateId: e.currentTarget.value },
                search: { resume: shown.id },
              })
            }
            w={300}
          />
          <VisuallyHidden role="status">{tm(messages.resume.saved)}</VisuallyHidden>
        </Group>
        <Group align="flex-start" wrap="wrap" gap="md">
          <Box w={{ base: '100%', md: 240 }}>
            <ResumeControls
              downloadLabel={i18n._(template.downloadLabel)}
              busy={busy}
              onAdd={add}
              onDownloadPdf={() => void downloadPdf()}
              onDownloadDocx={() => void downloadDocx()}
              onShareImage={() => void shareImage()}
              onPrint={() => window.print()}
              onExportJson={() => exportJson(resume)}
              onImportJson={(f) => void importJson(f)}
              onStartOver={startOver}
            />
          </Box>
          <Box ref={paperBox} style={{ flex: 1, minWidth: 0 }}>
            <ResumeDocument
              template={template}
              resume={resume}
              update={update}
              announce={announce}
              onError={(m) => void notify(m, 'error')}
            />
          </Box>
        </Group>
      </Stack>
    </Container>
  );
}
