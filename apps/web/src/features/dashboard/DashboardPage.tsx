import { PagePlaceholder } from '../../components/PagePlaceholder';

export function DashboardPage() {
  return <PagePlaceholder page="dashboard" />;
}
