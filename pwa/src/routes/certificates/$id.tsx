import { createFileRoute } from '@tanstack/react-router';
import { VerifyPage } from '../../features/certificates/verify-page';

/** The public verification page a certificate's QR code opens. */
export const Route = createFileRoute('/certificates/$id')({
  component: VerifyRoute,
});

function VerifyRoute() {
  const { id } = Route.useParams();
  return <VerifyPage key={id} id={id} />;
}
