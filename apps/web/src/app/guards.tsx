import type { User } from '@dd/contract';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useMeta } from '../api/auth';
import { LoadingScreen } from './LoadingScreen';
import { useApplyPreferences } from './preferences';
import { useSession } from '../api/session';
import { SessionProvider } from './session';

function SessionGate() {
  const { user, loading } = useSession();
  useApplyPreferences(user);
  return loading ? <LoadingScreen /> : <Outlet />;
}

/** The root of every route: the session, the user's language and theme, the loading screen. */
export function SessionRoot() {
  return (
    <SessionProvider>
      <SessionGate />
    </SessionProvider>
  );
}

/** Where an admin without 2FA goes while REQUIRE_ADMIN_2FA is on (the section says why). */
const ENROLMENT_PATH = '/profile?tab=security';

/** REQUIRE_ADMIN_2FA and an admin without 2FA: only Profile until it is on (the server agrees). */
function useEnrolmentRequired(user: User | null): boolean {
  const candidate = user?.userType === 'admin' && !user.twoFactorEnabled;
  const meta = useMeta({ enabled: candidate });
  return candidate && meta.data?.requireAdminTwoFactor === true;
}

/** Signed-out visitors reach only /login (docs/product/screens.md). */
export function RequireAuth() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const enrolmentRequired = useEnrolmentRequired(user);
  if (!user) return <Navigate to="/login" replace />;
  if (enrolmentRequired && pathname !== '/profile') return <Navigate to={ENROLMENT_PATH} replace />;
  return <Outlet />;
}

/** A signed-in user visiting /login goes to the dashboard. */
export function GuestOnly() {
  const { user } = useSession();
  const enrolmentRequired = useEnrolmentRequired(user);
  if (!user) return <Outlet />;
  return <Navigate to={enrolmentRequired ? ENROLMENT_PATH : '/dashboard'} replace />;
}
