import { can } from '@dd/contract';
import { useUser } from '../../../api/session';

/** The props of an admins-only card on a provider's inventory page. */
export interface ProviderAdminCardProps {
  providerId: number;
  className?: string;
}

/** Whether the user may change a provider's settings (admins: providers:write). */
export function useProviderAdmin(): boolean {
  return can(useUser().userType, 'providers:write');
}
