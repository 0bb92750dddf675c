import { LogOut, Monitor } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { errorText } from '../../lib/errors';
import { useFormatters } from '../../lib/format';
import { useRevokeOtherSessions, useSessions } from '../../api/profile';
import { serverOrLocal } from './messages';
import { Section, SectionLoading } from './Section';
import { describeUserAgent } from './user-agent';

/** The user's signed-in devices (GET /auth/sessions) and "sign out everywhere else". */
export function SessionsSection({ timeZone }: { timeZone: string }) {
  const { t, i18n } = useTranslation();
  const fmt = useFormatters(timeZone);
  const sessions = useSessions();
  const revoke = useRevokeOtherSessions();
  const [confirming, setConfirming] = useState(false);
  const list = sessions.data ?? [];
  const others = list.filter((session) => !session.current).length;

  const revokeOthers = async () => {
    try {
      const answer = await revoke.mutateAsync();
      toast.success(
        serverOrLocal(i18n.language, answer?.message, t('profile.messages.sessionsRevoked')),
      );
      setConfirming(false);
    } catch (error) {
      toast.error(errorText(error, t, t('profile.messages.sessionsRevokeFailed')));
    }
  };

  return (
    <Section
      title={t('profile.sessions.heading')}
      description={t('profile.sessions.description')}
      actions={
        <Button
          variant="secondary"
          size="sm"
          disabled={others === 0 || revoke.isPending}
          onClick={() => setConfirming(true)}
        >
          <LogOut aria-hidden="true" className="size-4" />
          {t('profile.sessions.revokeOthers')}
        </Button>
      }
    >
      {sessions.isPending ? (
        <SectionLoading />
      ) : sessions.isError ? (
        <p className="text-sm text-red-700 dark:text-red-400">{t('profile.sessions.loadFailed')}</p>
      ) : (
        <ul
          className="divide-y divide-slate-200 dark:divide-slate-800"
          aria-label={t('profile.sessions.heading')}
        >
          {list.map((session) => {
            const agent = describeUserAgent(session.userAgent);
            return (
              <li key={session.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
                <Monitor aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-400" />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900 dark:text-white">
                    <span title={session.userAgent ?? undefined}>
                      {agent
                        ? t('profile.sessions.device', agent)
                        : t('profile.sessions.unknownDevice')}
                    </span>
                    {session.current ? (
                      <Badge tone="green">{t('profile.sessions.thisDevice')}</Badge>
                    ) : null}
                  </p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {session.ip ? `${t('profile.sessions.ip', { ip: session.ip })} · ` : ''}
                    {t('profile.sessions.lastSeen', {
                      time: fmt.dateTime(session.lastSeenAt),
                    })}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('profile.sessions.confirmTitle')}
        message={t('profile.sessions.confirmMessage')}
        confirmLabel={t('profile.sessions.confirm')}
        onConfirm={() => void revokeOthers()}
        busy={revoke.isPending}
      />
    </Section>
  );
}
