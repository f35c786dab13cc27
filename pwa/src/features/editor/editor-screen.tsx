/**
 * The code editor page (spec sections 2, 4, 7, 8, 9): 'EPL Code Editor' with the language selector,
 * Run Code and Clear; the editor on the left, the Output pane with elapsed time and copy on the
 * right. Beyond the spec: a stdin box, code kept per language, JavaScript and HTML run in the
 * browser (offline too), other languages queued while offline, and the last ten runs.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, CopyButton, Group, NativeSelect, Paper, SimpleGrid, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useNetwork } from '@mantine/hooks';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { editorLanguages, htmlPreviewPath, languageLabels, messages, type EditorLanguage } from '@institute/shared-schema';
import { requestSync } from '../../sync/sync-runtime';
import { useFormat } from '../../i18n/format';
import { useSession } from '../../data/session';
import { LoginRequiredModal } from '../auth/login-required-modal';
import {
  loadDraft,
  recordRun,
  saveDraft,
  scopeOf,
  useRecentRuns,
  useRejectedRuns,
  useServerRuns,
  type HistoryEntry,
} from './editor-storage';
import {
  answerOutput,
  clearedOutput,
  errorOutput,
  initialOutput,
  outputText,
  queuedOutput,
  queuedSentOutput,
  resultOutput,
  runningOutput,
  historyOf,
  visibleControls,
  type OutputState,
} from './output-text';
import { queueRun, runJavaScriptInBrowser, runOnServer } from './run-code';
import { RunHistory } from './run-history';
import { starters } from './starters';
import keyboard from '../../ui/keyboard-only.module.css';

const CodeEditor = lazy(() => import('./code-editor'));

const outputColors: Record<OutputState['kind'], string> = { info: '#c9d1d9', ok: '#e6edf3', error: '#ff9b9b', queued: '#9ecbff' };

function newId() {
  return crypto.randomUUID();
}

export function EditorScreen() {
  const { t } = useLingui();
  const f = useFormat();
  const session = useSession();
  const userId = session?.user.id ?? null;
  const scope = scopeOf(userId);
  const [language, setLanguage] = useState<EditorLanguage>('java');
  /** Null while the saved program is read from the device. */
  const [code, setCode] = useState<string | null>(null);
  const [stdin, setStdin] = useState('');
  const [output, setOutput] = useState<OutputState>(initialOutput);
  const [elapsedMs, setElapsedMs] = useState<number | null>(null);
  const [running, setRunning] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  const [html, setHtml] = useState<{ doc: string; key: string } | null>(null);
  /** The queued run the Output pane is showing, so its result replaces the "queued" text. */
  const [shownQueued, setShownQueued] = useState<string | null>(null);
  const htmlStarted = useRef(0);
  const loadToken = useRef(0);

  const { online } = useNetwork();
  const history = useRecentRuns(scope);
  const queuedIds = (history ?? []).filter((e) => e.status === 'queued').map((e) => e.id);
  const serverRuns = useServerRuns(userId, shownQueued ? [...queuedIds, shownQueued] : queuedIds);
  const rejectedRuns = useRejectedRuns();

  // The saved program of the language shown (the starter when there is none).
  const showLanguage = useCallback(
    (next: EditorLanguage) => {
      // Language and program change together, so an edit never lands in the other language's draft.
      const token = ++loadToken.current;
      void loadDraft(scope, next)
        .catch(() => null)
        .then((draft) => {
          if (token !== loadToken.current) return;
          setLanguage(next);
          setCode(draft ?? starters[next]);
        });
    },
    [scope],
  );
  useEffect(() => showLanguage('java'), [showLanguage]);

  // A queued run's result arrived with a sync: the list of recent runs says how it ended.
  const queuedKey = queuedIds.join();
  useEffect(() => {
    const queued = new Set(queuedKey.split(','));
    for (const run of serverRuns?.finished ?? []) {
      if (!queued.has(run.id) || !run.result) continue;
      void recordRun(scope, {
        id: run.id,
        language: run.language,
        at: Date.parse(run.finishedAt ?? run.createdAt) || Date.now(),
        status: run.result.status,
        elapsedMs: run.result.timeMs,
        ...historyOf(resultOutput(run.result)),
      });
    }
  }, [serverRuns, scope, queuedKey]);

  // While runs wait for the server, sync often so their results show soon after they finish; less
  // often the longer they wait (a runner that is down must not turn a lab into a stream of pulls).
  const waiting = serverRuns?.waiting ?? 0;
  useEffect(() => {
    if (waiting === 0) return;
    let delay = 1500;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      if (navigator.onLine) requestSync();
      delay = Math.min(delay * 1.25, 15_000);
      timer = setTimeout(tick, delay);
    };
    timer = setTimeout(tick, delay);
    return () => clearTimeout(timer);
  }, [waiting]);

  // The Output pane: a queued run shows its state (waiting, refused, or its result) as it changes.
  const shown = ((): { output: OutputState; elapsedMs: number | null } => {
    if (!shownQueued) return { output, elapsedMs };
    if (rejectedRuns?.has(shownQueued)) {
      const reason = rejectedRuns.get(shownQueued) ?? null;
      return { output: { text: '', note: { say: 'refused', reason }, kind: 'error' }, elapsedMs: null };
    }
    const result = serverRuns?.finished.find((r) => r.id === shownQueued)?.result;
    if (result) return { output: resultOutput(result), elapsedMs: result.timeMs };
    return { output: online ? queuedSentOutput : queuedOutput, elapsedMs: null };
  })();

  const changeCode = (next: string) => {
    setCode(next);
    void saveDraft(scope, language, next).catch(() => undefined); // a full device: the editor still works
  };

  const show = (id: string, state: OutputState, ms: number | null, status: HistoryEntry['status']) => {
    setOutput(state);
    setElapsedMs(ms);
    void recordRun(scope, { id, language, at: Date.now(), status, elapsedMs: ms, ...historyOf(state) });
  };

  const run = async () => {
    if (running || code === null) return;
    // Spec section 5: both a stored token and a stored user, or the dialog and no request.
    if (!session) {
      setLoginOpen(true);
      return;
    }
    const id = newId();
    setHtml(null);
    setShownQueued(null);
    if (language === 'html') {
      htmlStarted.current = performance.now();
      setOutput({ text: '', kind: 'ok' });
      setElapsedMs(null);
      setHtml({ doc: code, key: id });
      void recordRun(scope, {
        id,
        language,
        at: Date.now(),
        status: 'ok',
        elapsedMs: null,
        ...historyOf({ text: '', note: { say: 'rendered' } }),
      });
      return;
    }
    setRunning(true);
    setOutput(runningOutput);
    setElapsedMs(null);
    try {
      if (language === 'javascript') {
        const result = await runJavaScriptInBrowser(code, stdin);
        show(id, resultOutput(result), result.timeMs, result.status);
        return;
      }
      const queue = async () => {
        try {
          await queueRun({ id, language, code, stdin });
        } catch (e) {
          setOutput(errorOutput(e instanceof Error ? e.message : String(e)));
          return;
        }
        setShownQueued(id);
        show(id, queuedOutput, null, 'queued');
      };
      if (!navigator.onLine) return await queue();
      const started = performance.now();
      const answer = await runOnServer({ code, language, ...(stdin ? { stdin } : {}) });
      const ms = Math.round(performance.now() - started);
      if (answer.kind === 'unauthorized') {
        setOutput(initialOutput);
        setLoginOpen(true);
        return;
      }
      // No answer at all (the network dropped, the server is unreachable): keep the run for later.
      if (answer.kind === 'offline') return await queue();
      const status = answer.kind === 'result' ? answer.result.status : 'http-error';
      show(id, answerOutput(answer), answer.kind === 'result' ? ms : null, status);
    } finally {
      setRunning(false);
    }
  };

  const shownText = outputText(shown.output);
  const languageName = languageLabels[language];
  const elapsed = shown.elapsedMs !== null ? f.number(shown.elapsedMs, { useGrouping: false }) : null;

  const clear = () => {
    setOutput(clearedOutput);
    setElapsedMs(null);
    setHtml(null);
    setShownQueued(null);
  };

  return (
    <Box p={{ base: 'xs', sm: 'md' }} maw={1600} mx="auto">
      <Paper withBorder p="sm" mb="sm" bg="dark.7" c="white">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={1} size="h3" c="white">
            <Trans>EPL Code Editor</Trans>
          </Title>
          <Group gap="xs" wrap="wrap">
            <NativeSelect
              aria-label={t`Language`}
              value={language}
              onChange={(e) => showLanguage(e.currentTarget.value as EditorLanguage)}
              data={editorLanguages.map((l) => ({ value: l, label: languageLabels[l] }))}
              w={130}
            />
            <Button
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              onClick={() => void run()}
              disabled={running || code === null}
              loading={running}
              // White on green.8 is 3.4:1; teal.9 keeps the green look at 5:1 (WCAG AA).
              color="teal.9"
            >
              <Trans>Run Code</Trans>
            </Button>
            <Button leftSection={<IconTrash size={16} aria-hidden />} onClick={clear} variant="default">
              <Trans>Clear</Trans>
            </Button>
          </Group>
        </Group>
      </Paper>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <Stack gap="xs">
          <Paper withBorder style={{ overflow: 'hidden' }} bg="#282c34">
            <Group justify="space-between" px="sm" py={6} bg="dark.6">
              <Text size="sm" c="white" fw={600} id="code-label" component="h2">
                <Trans>Code ({languageName})</Trans>
              </Text>
              <Text size="xs" c="gray.4" className={keyboard.keyboardOnly}>
                <Trans>Ctrl+Space for suggestions</Trans>
              </Text>
            </Group>
            <Box h={{ base: 360, md: 520 }}>
              <Suspense fallback={<Skeleton h="100%" radius={0} aria-label={t`Loading the editor`} />}>
                {code === null ? (
                  <Skeleton h="100%" radius={0} aria-label={t`Loading your code`} />
                ) : (
                  <CodeEditor language={language} value={code} onChange={changeCode} onRun={() => void run()} labelledBy="code-label" />
                )}
              </Suspense>
            </Box>
          </Paper>
          <Text size="xs" c="dimmed" className={keyboard.keyboardOnly}>
            <Trans>Tab indents; to leave the editor press Escape (twice while suggestions show), then Tab. Ctrl+Enter runs the code.</Trans>
          </Text>
          <Textarea
            label={t`Input (stdin)`}
            description={language === 'html' ? t`HTML pages do not read input.` : t`Text your program reads from standard input.`}
            value={stdin}
            onChange={(e) => setStdin(e.currentTarget.value)}
            autosize
            minRows={2}
            maxRows={6}
            styles={{ input: { fontFamily: 'monospace' } }}
          />
        </Stack>

        <Paper
          withBorder
          style={{ overflow: 'hidden', display: 'flex', flexDirection: 'column' }}
          bg="#0d1117"
          mih={{ base: 240, md: 520 }}
        >
          <Group justify="space-between" px="sm" py={6} bg="dark.6" wrap="nowrap">
            <Text size="sm" c="white" fw={600} component="h2">
              <Trans>Output</Trans>
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Text size="xs" c="gray.3" data-testid="elapsed" aria-live="polite">
                {elapsed !== null ? t`Time: ${elapsed} ms` : ''}
              </Text>
              <CopyButton value={shownText}>
                {({ copied, copy }) => (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="gray.3"
                    onClick={copy}
                    leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
                  >
                    {copied ? t`Copied` : t`Copy output`}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Group>
          {html ? (
            <iframe
              key={html.key}
              title={t`HTML output`}
              // public/html-preview.html: its own policy sandboxes it (an opaque origin that cannot
              // read this app's storage or session) and runs the student's scripts, which a srcdoc
              // frame, inheriting the app's policy, would block. Not a sandbox attribute: a frame
              // sandboxed by its element skips the service worker, so it would not open offline.
              src={htmlPreviewPath}
              onLoad={(event) => {
                const frame = event.currentTarget;
                // The first load is the empty page: hand it the HTML (its origin is opaque: '*').
                if (frame.dataset.sent) return;
                frame.dataset.sent = 'true';
                frame.contentWindow?.postMessage({ htmlPreview: html.doc }, '*');
                setElapsedMs(Math.round(performance.now() - htmlStarted.current));
              }}
              style={{ flex: 1, border: 0, background: 'white', minHeight: 320, width: '100%' }}
            />
          ) : (
            <Box
              component="pre"
              role="log"
              aria-live="polite"
              aria-label={t`Program output`}
              data-testid="output"
              m={0}
              p="sm"
              style={{
                flex: 1,
                overflow: 'auto',
                whiteSpace: 'pre-wrap',
                wordBreak: 'break-word',
                fontSize: 14,
                color: outputColors[shown.output.kind],
              }}
            >
              {visibleControls(shownText)}
            </Box>
          )}
        </Paper>
      </SimpleGrid>

      <Box mt="sm">
        <RunHistory entries={history ?? []} />
      </Box>
      <LoginRequiredModal
        opened={loginOpen}
        onClose={() => setLoginOpen(false)}
        // The dialog draws these shared texts in the reader's language.
        title={messages.editor.loginTitle}
        text={messages.editor.loginText}
        detail={messages.editor.loginDetail}
      />
    </Box>
  );
}
