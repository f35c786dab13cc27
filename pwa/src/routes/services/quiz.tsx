import { createFileRoute } from '@tanstack/react-router';
import { QuizPage } from '../../features/quiz/quiz-page';

export const Route = createFileRoute('/services/quiz')({ component: QuizPage });
