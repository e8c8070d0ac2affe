import { useLocation } from 'react-router';
import { NotFoundView } from '@/components/not-found-view';
import { ADMIN_SECTIONS } from '../admin-sections';
import { AdminPlaceholder } from '../components/admin-placeholder';

/** Every admin section for now; the path's last segment picks the title. */
export default function AdminSectionPage() {
  const { pathname } = useLocation();
  const segment = pathname.replace(/\/+$/, '').split('/').pop();
  const match = ADMIN_SECTIONS.find((candidate) => candidate.path === segment);
  if (!match) return <NotFoundView />;
  return <AdminPlaceholder title={match.title} />;
}
