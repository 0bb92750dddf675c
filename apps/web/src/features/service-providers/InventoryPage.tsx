import { PagePlaceholder } from '../../components/PagePlaceholder';

export function InventoryPage() {
  return <PagePlaceholder page="inventory" />;
}
