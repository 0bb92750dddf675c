import { Navigate, Outlet } from 'react-router';
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

/** Signed-out visitors reach only /login (docs/product.md section 3). */
export function RequireAuth() {
  const { user } = useSession();
  return user ? <Outlet /> : <Navigate to="/login" replace />;
}

/** A signed-in user visiting /login goes to the dashboard. */
export function GuestOnly() {
  const { user } = useSession();
  return user ? <Navigate to="/dashboard" replace /> : <Outlet />;
}
