import { createFileRoute } from '@tanstack/react-router';
import { CertificatePage } from '../features/certificates/certificate-page';
import { parseCertificateSearch } from '../features/certificates/certificate-address';

/** `/certificate.html?firstName=…&passed=true&id=…`: the spec's certificate address, drawn from its query alone (works offline). */
export const Route = createFileRoute('/certificate.html')({
  validateSearch: parseCertificateSearch,
  component: CertificateRoute,
});

function CertificateRoute() {
  return <CertificatePage search={Route.useSearch()} />;
}
