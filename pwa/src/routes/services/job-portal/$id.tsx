import { createFileRoute } from '@tanstack/react-router';
import { JobPage } from '../../../features/jobs/job-page';

export const Route = createFileRoute('/services/job-portal/$id')({ component: JobRoute });

function JobRoute() {
  return <JobPage id={Route.useParams().id} />;
}
