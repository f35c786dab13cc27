import { createFileRoute } from '@tanstack/react-router';
import { galleryFilterOf, type GalleryFilter } from '@institute/shared-schema';
import { GalleryPage } from '../features/site-content/gallery-page';

/** The gallery; its filter lives in the link (`?filter=`), read by a plain function (no zod in the entry). */
export const Route = createFileRoute('/gallery')({
  validateSearch: (search: Record<string, unknown>): { filter?: GalleryFilter } => {
    const filter = galleryFilterOf(search.filter);
    return filter === 'all' ? {} : { filter };
  },
  component: GalleryRoute,
});

function GalleryRoute() {
  const navigate = Route.useNavigate();
  const { filter = 'all' } = Route.useSearch();
  return <GalleryPage filter={filter} onFilter={(f) => void navigate({ search: f === 'all' ? {} : { filter: f }, replace: true })} />;
}
