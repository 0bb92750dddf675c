import { PagePlaceholder } from '../../components/PagePlaceholder';

export function OrdersPage() {
  return <PagePlaceholder page="orders" />;
}
