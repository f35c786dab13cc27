import { createFileRoute } from '@tanstack/react-router';
import { jobBoardSearch } from '@institute/shared-schema';
import { JobBoardPage, type JobBoardSearch } from '../../../features/jobs/job-board-page';

/** The job board; its search text and filter live in the URL (`?q=&filter=`), read by a plain function (no zod in the entry). */
export const Route = createFileRoute('/services/job-portal/')({
  validateSearch: (search: Record<string, unknown>): JobBoardSearch => jobBoardSearch(search),
  component: JobPortalRoute,
});

function JobPortalRoute() {
  const navigate = Route.useNavigate();
  // Typing replaces the entry (Back leaves the board rather than stepping through keystrokes); a filter is a step of its own.
  // Either stays where the page is scrolled: the search box and the menu are below the featured job.
  return (
    <JobBoardPage
      search={Route.useSearch()}
      onSearch={(search, typing) => void navigate({ search, replace: typing, resetScroll: false })}
    />
  );
}
