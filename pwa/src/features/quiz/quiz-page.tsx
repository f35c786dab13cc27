import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useDisclosure } from '@mantine/hooks';
import { useCallback, useMemo, useState } from 'react';
import {
  attemptAnswers,
  foldProgress,
  isSelectable,
  isServerScored,
  messages,
  quizPassed,
  quizResult,
  reviewRecords,
  prepareQuiz,
  scoreRun,
  type QuizAttemptInput,
  type QuizItem,
  type QuizResult,
  type ReviewRecord,
} from '@institute/shared-schema';
import { notify } from '../../ui/notify';
import { useSession, type Session } from '../../data/session';
import { LoginRequiredModal } from '../auth/login-required-modal';
import { certificateSearch } from '../certificates/certificate-search';
import {
  saveQuizAttempt,
  useCertificates,
  useOnline,
  usePendingAssignments,
  useQuizAttempts,
  useQuizBank,
  useServerResult,
} from './quiz-data';
import { QuizLayout } from './quiz-layout';
import { QuizQuestion } from './quiz-question';
import { QuizResults, QuizSubmitted } from './quiz-results';
import { QuizReview } from './quiz-review';
import { emptySelection, isFull, newId, selectionPath, type FullSelection, type QuizSelection } from './quiz-selection';
import { QuizSidebar } from './quiz-sidebar';
import { QuizWelcome } from './quiz-welcome';
import { continueSelection } from './quiz-continue';

/** The quiz challenge (editor spec section 2): visitors see the levels and are asked to log in. */
export function QuizPage() {
  const session = useSession();
  // Keyed by the user, so a sign-in or sign-out in another tab starts from a clean page.
  return session ? <LearnerQuiz key={session.user.id} session={session} /> : <VisitorQuiz />;
}

/** A visitor sees the sidebar and the welcome; anything they open asks them to log in (spec sections 5 and 6). */
export function VisitorQuiz() {
  const [login, setLogin] = useState(false);
  const [drawer, { open, close }] = useDisclosure(false);
  const requireLogin = () => {
    close();
    setLogin(true);
  };
  const sidebar = (
    <QuizSidebar progress={{}} signedIn={false} selection={emptySelection} onSelect={() => {}} onLoginRequired={requireLogin} />
  );
  return (
    <QuizLayout sidebar={sidebar} drawerOpened={drawer} onDrawerClose={close}>
      <QuizWelcome
        selection={emptySelection}
        signedIn={false}
        bankError={null}
        bankLoading={false}
        certificates={[]}
        onStart={() => {}}
        onChoose={open}
      />
      <LoginRequiredModal
        opened={login}
        onClose={() => setLogin(false)}
        // The dialog draws these shared texts in the reader's language.
        title={messages.quiz.loginTitle}
        text={messages.quiz.loginText}
      />
    </QuizLayout>
  );
}

type View = 'welcome' | 'quiz' | 'results' | 'review';
interface Run {
  key: string;
  selection: FullSelection;
  items: QuizItem[];
}
interface Outcome {
  attempt: QuizAttemptInput;
  /** The device's result of a practice level; null for an assignment, which only the server scores. */
  result: QuizResult | null;
  records: ReviewRecord[];
}

/** The signed-in learner's quiz: welcome → quiz → results ⇄ review, progress and unlocking folded from their attempts. */
export function LearnerQuiz({ session }: { session: Session }) {
  const { user } = session;
  const { i18n } = useLingui();
  const { bank, error: bankError } = useQuizBank();
  const attempts = useQuizAttempts(user.id);
  const progress = useMemo(() => foldProgress(attempts ?? []), [attempts]);
  const certificates = useCertificates(user.id);
  const pending = usePendingAssignments(user.id);
  const [selection, setSelection] = useState<QuizSelection>(emptySelection);
  const [view, setView] = useState<View>('welcome');
  const [run, setRun] = useState<Run | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [drawer, { open, close }] = useDisclosure(false);
  // An assignment's result comes with the sync: the server scored it.
  const server = useServerResult(outcome && !outcome.result ? outcome.attempt.id : null);
  const online = useOnline();

  const title = (s: QuizSelection) => selectionPath(s, i18n).join(' › ');

  const start = (s: QuizSelection) => {
    if (!bank || !isFull(s) || !isSelectable(progress, s.language, s.tier, s.subLevel)) return;
    const pool = bank[s.language].levels[s.tier].subLevels[s.subLevel].questions;
    setRun({ key: newId(), selection: s, items: prepareQuiz(pool, Math.random) });
    setOutcome(null);
    setView('quiz');
  };

  const finish = useCallback(
    (answers: (number | null)[], totalTimeMs: number) => {
      if (!run) return;
      // Practice levels: instant result from the device's key. Assignments: the server scores them.
      const result = isServerScored(run.selection.subLevel)
        ? null
        : scoreRun(
            answers,
            run.items.map((i) => i.correct),
            totalTimeMs,
          );
      const recorded = attemptAnswers(run.items, answers);
      const attempt: QuizAttemptInput = {
        id: newId(),
        ...run.selection,
        totalQuestions: run.items.length,
        totalTimeMs: Math.round(totalTimeMs),
        answers: recorded,
        finishedAt: new Date().toISOString(),
      };
      const byId = new Map(run.items.map((i) => [i.question.id, i.question]));
      setOutcome({ attempt, result, records: reviewRecords(recorded, byId) });
      setView('results');
      saveQuizAttempt(attempt).catch(() => void notify(t`Your result could not be saved on this device.`, 'error', 6000));
    },
    [run],
  );

  const select = (s: QuizSelection) => {
    setSelection(s);
    if (view !== 'welcome') setView('welcome');
    if (isFull(s)) close();
  };

  const home = () => {
    // A passed assignment is locked now: it leaves the selection.
    if (isFull(selection) && !isSelectable(progress, selection.language, selection.tier, selection.subLevel))
      setSelection({ ...selection, subLevel: null });
    setView('welcome');
  };

  const sidebar = <QuizSidebar progress={progress} signedIn selection={selection} onSelect={select} onLoginRequired={() => {}} />;
  const scored = server?.state === 'scored' ? server : null;
  const shortcut = continueSelection(progress, attempts ?? []);

  return (
    <QuizLayout sidebar={sidebar} drawerOpened={drawer} onDrawerClose={close}>
      {view === 'welcome' && (
        <QuizWelcome
          selection={selection}
          signedIn
          bankError={bankError}
          bankLoading={!bank}
          certificates={certificates ?? []}
          pending={pending}
          online={online}
          onStart={() => start(selection)}
          onChoose={open}
          shortcut={attempts ? { ...shortcut, onSelect: () => select(shortcut.selection) } : null}
        />
      )}
      {view === 'quiz' && run && <QuizQuestion key={run.key} items={run.items} title={title(run.selection)} onFinish={finish} />}
      {view === 'results' && run && outcome && outcome.result && (
        <QuizResults
          title={title(run.selection)}
          result={outcome.result}
          canRetake
          certificate={null}
          onHome={home}
          onRetake={() => start(run.selection)}
          onReview={() => setView('review')}
        />
      )}
      {view === 'results' && run && outcome && !outcome.result && scored && (
        <QuizResults
          title={title(run.selection)}
          result={quizResult(scored.attempt.score, scored.attempt.totalQuestions, outcome.attempt.totalTimeMs)}
          // A passed assignment is completed and locked: no retake.
          canRetake={!quizPassed(scored.attempt.score)}
          certificate={scored.certificate ? certificateSearch(scored.certificate) : null}
          onHome={home}
          onRetake={() => start(run.selection)}
          onReview={() => setView('review')}
        />
      )}
      {view === 'results' && run && outcome && !outcome.result && !scored && (
        <QuizSubmitted
          title={title(run.selection)}
          totalQuestions={outcome.attempt.totalQuestions}
          totalTimeMs={outcome.attempt.totalTimeMs}
          online={online}
          refusal={server?.state === 'rejected' ? server.message : null}
          onHome={home}
          onRetake={() => start(run.selection)}
          onReview={() => setView('review')}
        />
      )}
      {view === 'review' && run && outcome && (
        <QuizReview title={title(run.selection)} items={run.items} records={outcome.records} onDone={() => setView('results')} />
      )}
    </QuizLayout>
  );
}
