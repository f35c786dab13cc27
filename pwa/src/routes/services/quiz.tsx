import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '../../data/session';
import { LearnerQuiz, VisitorQuiz } from '../../features/quiz/quiz-page';

export const Route = createFileRoute('/services/quiz')({
  component: QuizRoute,
});

/** The quiz challenge (editor spec section 2): visitors see the levels and are asked to log in. */
function QuizRoute() {
  const session = useSession();
  // Keyed by the user, so a sign-in or sign-out in another tab starts from a clean page.
  return session ? <LearnerQuiz key={session.user.id} session={session} /> : <VisitorQuiz />;
}
