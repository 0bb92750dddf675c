import { PagePlaceholder } from '../../components/PagePlaceholder';

export function OrderBookingPage() {
  return <PagePlaceholder page="orderBooking" />;
}
