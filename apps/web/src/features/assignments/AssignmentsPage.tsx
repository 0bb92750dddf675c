import { PagePlaceholder } from '../../components/PagePlaceholder';

export function AssignmentsPage() {
  return <PagePlaceholder page="assignments" />;
}
