import { PagePlaceholder } from '../../components/PagePlaceholder';

export function ProfilePage() {
  return <PagePlaceholder page="profile" />;
}
