import { PagePlaceholder } from '../../components/PagePlaceholder';

export function MachinesPage() {
  return <PagePlaceholder page="machines" />;
}
