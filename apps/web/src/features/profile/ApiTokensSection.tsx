import type { ApiToken } from '@dd/contract';
import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useApiTokens, useRevokeApiToken } from '../../api/api-tokens';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { errorText } from '../../lib/errors';
import { useFormatters } from '../../lib/format';
import { NewApiTokenDialog } from './NewApiTokenDialog';
import { Section, SectionLoading } from './Section';

/** Profile > Security > API tokens: the user's own tokens, a new one, revoke with confirmation. */
export function ApiTokensSection({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      toast.success(t('apiTokens.revoked'));
      setRevoking(null);
    } catch (error) {
      toast.error(errorText(error, t, t('apiTokens.revokeFailed')));
    }
  };

  return (
    // A labelled region: a page (or a test) finds the section by its name.
    <section aria-label={t('apiTokens.heading')}>
      <Section
        title={t('apiTokens.heading')}
        description={t('apiTokens.description')}
        actions={
          <Button variant="secondary" size="sm" onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {t('apiTokens.new')}
          </Button>
        }
      >
        {tokens.isPending ? (
          <SectionLoading />
        ) : tokens.isError ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-red-700 dark:text-red-400">{t('apiTokens.loadFailed')}</p>
            <Button variant="secondary" size="sm" onClick={() => void tokens.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : tokens.data.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('apiTokens.empty')}</p>
        ) : (
          <ul
            className="divide-y divide-slate-200 dark:divide-slate-800"
            aria-label={t('apiTokens.listLabel')}
          >
            {tokens.data.map((token) => (
              <TokenRow
                key={token.id}
                token={token}
                timeZone={timeZone}
                onRevoke={() => setRevoking(token)}
              />
            ))}
          </ul>
        )}
        <NewApiTokenDialog open={creating} onOpenChange={setCreating} />
        <ConfirmDialog
          open={revoking !== null}
          onOpenChange={(open) => {
            if (!open) setRevoking(null);
          }}
          title={t('apiTokens.confirmTitle')}
          message={t('apiTokens.confirmMessage', { name: revoking?.name ?? '' })}
          confirmLabel={t('apiTokens.confirm')}
          onConfirm={() => void confirmRevoke()}
          busy={revoke.isPending}
        />
      </Section>
    </section>
  );
}

function TokenRow({
  token,
  timeZone,
  onRevoke,
}: {
  token: ApiToken;
  timeZone: string;
  onRevoke: () => void;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters(timeZone);
  const expired = token.expired;
  return (
    <li className="flex flex-wrap items-start gap-3 py-3 first:pt-0 last:pb-0">
      <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-400" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900 dark:text-white">
          <span className="break-words">{token.name}</span>
          <Badge tone={token.scope === 'read' ? 'slate' : 'indigo'}>
            {t(`apiTokens.scope.${token.scope}`)}
          </Badge>
          {expired ? <Badge tone="red">{t('apiTokens.expiredBadge')}</Badge> : null}
        </p>
        <p className="font-mono text-xs text-slate-500 dark:text-slate-400">{token.prefix}…</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('apiTokens.created', { date: fmt.date(token.createdAt) })}
          {' · '}
          {t(expired ? 'apiTokens.expired' : 'apiTokens.expires', {
            date: fmt.date(token.expiresAt),
          })}
          {' · '}
          {t('apiTokens.lastUsed', {
            date: token.lastUsedAt ? fmt.dateTime(token.lastUsedAt) : t('apiTokens.never'),
          })}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        onClick={onRevoke}
        aria-label={t('apiTokens.revokeLabel', { name: token.name })}
      >
        {t('apiTokens.revoke')}
      </Button>
    </li>
  );
}
