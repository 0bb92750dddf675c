import { PagePlaceholder } from '../../components/PagePlaceholder';

export function DistributorsPage() {
  return <PagePlaceholder page="distributors" />;
}
