import { createFileRoute } from '@tanstack/react-router';
import { CertificatePage } from '../features/certificates/certificate-page';
import { certificateSearchSchema } from '../features/certificates/certificate-search';

/** `/certificate.html?firstName=…&passed=true&id=…`: the spec's certificate address, drawn from its query alone (works offline). */
export const Route = createFileRoute('/certificate.html')({
  validateSearch: (raw: Record<string, unknown>) => certificateSearchSchema.parse(raw),
  component: CertificateRoute,
});

function CertificateRoute() {
  return <CertificatePage search={Route.useSearch()} />;
}
