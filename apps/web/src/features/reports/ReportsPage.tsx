import { PagePlaceholder } from '../../components/PagePlaceholder';

export function ReportsPage() {
  return <PagePlaceholder page="reports" />;
}
