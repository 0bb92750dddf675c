import { PagePlaceholder } from '../../components/PagePlaceholder';

export function ServiceProvidersPage() {
  return <PagePlaceholder page="serviceProviders" />;
}
