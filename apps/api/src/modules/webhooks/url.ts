import { webhookUrlProblem } from '@dd/contract';
import { badRequest } from '../../lib/http-errors';
import { bareHost, checkHost } from './address';

/**
 * A webhook URL an admin may save: http(s), no credentials, and (unless private addresses are
 * allowed) a host that resolves, only to public addresses. Delivery checks the host again.
 */
export async function checkWebhookUrl(value: string, allowPrivate: boolean): Promise<string> {
  if (webhookUrlProblem(value))
    throw badRequest(
      'webhook_url_invalid',
      'The URL must start with http:// or https:// and carry no user name or password',
    );
  const url = new URL(value);
  const host = bareHost(url);
  const checked = await checkHost(host, allowPrivate);
  if (!checked.ok && checked.reason === 'private')
    throw badRequest(
      'webhook_url_private',
      `The host ${host} is a private, reserved or this server's own address`,
      { params: { host } },
    );
  if (!checked.ok)
    throw badRequest('webhook_url_unresolvable', `The host ${host} does not resolve`, {
      params: { host },
    });
  return url.toString();
}
