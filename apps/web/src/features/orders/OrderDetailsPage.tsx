import { PagePlaceholder } from '../../components/PagePlaceholder';

export function OrderDetailsPage() {
  return <PagePlaceholder page="orderDetails" />;
}
