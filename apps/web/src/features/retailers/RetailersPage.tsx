import { PagePlaceholder } from '../../components/PagePlaceholder';

export function RetailersPage() {
  return <PagePlaceholder page="retailers" />;
}
