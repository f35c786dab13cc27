import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { isResumeTemplateId } from '@institute/shared-schema';
import { getSession } from '../../../../data/session';
import { ResumeEditorPage } from '../../../../features/resume/resume-editor-page';

/**
 * One of the sixteen template routes (spec section 2). A visitor is sent to /login and comes back
 * here after signing in; an unknown template is the 404 page. Search is read with a plain function
 * (a zod schema here would put zod in the home page's first load: docs/LEARNED.md).
 */
export const Route = createFileRoute('/services/resume-builder/templates/$templateId')({
  validateSearch: (search: Record<string, unknown>): { resume?: string } =>
    typeof search.resume === 'string' && /^[\w-]{1,64}$/.test(search.resume) ? { resume: search.resume } : {},
  beforeLoad: ({ params, location }) => {
    // TanStack Router's way to leave from `beforeLoad` is to throw its redirect or not-found object.
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    if (!isResumeTemplateId(params.templateId)) throw notFound();
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    if (!getSession()) throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  component: TemplateRoute,
});

function TemplateRoute() {
  const { templateId } = Route.useParams();
  const { resume } = Route.useSearch();
  if (!isResumeTemplateId(templateId)) return null;
  return <ResumeEditorPage key={templateId} templateId={templateId} resumeId={resume} />;
}
