import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '../../../features/auth/route-guard';
import { ContinueLearningPage } from '../../../features/learning/continue-learning-page';

export const Route = createFileRoute('/student/continue-learning/$courseId')({
  beforeLoad: requireRole('student'),
  component: ContinueLearning,
});

function ContinueLearning() {
  const { courseId } = Route.useParams();
  return <ContinueLearningPage courseId={courseId} />;
}
