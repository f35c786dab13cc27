import { createFileRoute } from '@tanstack/react-router';
import { PublicProfilePage } from '../../features/public-profile/public-profile-page';

/** The public student profile (spec section 2): no guard, for any visitor. */
export const Route = createFileRoute('/student/$studentId')({
  component: PublicProfileRoute,
});

function PublicProfileRoute() {
  const { studentId } = Route.useParams();
  return <PublicProfilePage key={studentId} studentId={studentId} />;
}
