import { can, type Action } from '@dd/contract/values';
import { Outlet } from 'react-router';
import { useUser } from '../api/session';
import { AccessDenied } from './AccessDenied';
import { useNoAccessAnswer } from './forbidden-answer';

/**
 * The route guard of every signed-in screen: the contract's can() for the route's permission
 * (the server enforces the same), and the same access screen when the page's data answers 403.
 */
export function RequirePermission({ action }: { action: Action }) {
  const user = useUser();
  const noAccessAnswer = useNoAccessAnswer();
  if (!can(user.userType, action) || noAccessAnswer) return <AccessDenied />;
  return <Outlet />;
}
