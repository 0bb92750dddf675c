import type { Webhook } from '@dd/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import {
  useDeleteWebhook,
  useRotateWebhookSecret,
  useSendTestEvent,
  useWebhooks,
} from '../../../api/webhooks';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/States';
import { errorText } from '../../../lib/errors';
import { Section } from '../Section';
import { DeliveriesDialog } from './DeliveriesDialog';
import { SecretDialog } from './SecretDialog';
import { WebhookCard } from './WebhookCard';
import { WebhookDialog } from './WebhookDialog';

type Open =
  | { kind: 'none' }
  | { kind: 'form'; webhook: Webhook | null }
  | { kind: 'deliveries'; webhook: Webhook }
  | { kind: 'delete'; webhook: Webhook }
  | { kind: 'rotate'; webhook: Webhook };

/** Admins: outgoing webhooks (docs/webhooks.md): the list, add/edit, test, log, secret, delete. */
export function WebhooksSection({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const query = useWebhooks();
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const [secret, setSecret] = useState<string | null>(null);
  const remove = useDeleteWebhook();
  const rotate = useRotateWebhookSecret();
  const test = useSendTestEvent();
  const close = () => setOpen({ kind: 'none' });

  const sendTest = async (webhook: Webhook) => {
    try {
      await test.mutateAsync(webhook.id);
      toast.success(t('webhooks.testSent'));
    } catch (error) {
      toast.error(errorText(error, t, t('webhooks.testFailed')));
    }
  };

  const confirmDelete = async (webhook: Webhook) => {
    try {
      await remove.mutateAsync(webhook.id);
      toast.success(t('webhooks.remove.done'));
      close();
    } catch (error) {
      toast.error(errorText(error, t, t('webhooks.remove.failed')));
    }
  };

  const confirmRotate = async (webhook: Webhook) => {
    try {
      const answer = await rotate.mutateAsync(webhook.id);
      close();
      setSecret(answer.secret);
    } catch (error) {
      toast.error(errorText(error, t, t('webhooks.rotate.failed')));
    }
  };

  const webhooks = query.data?.webhooks ?? [];
  return (
    <Section
      title={t('webhooks.heading')}
      description={t('webhooks.description')}
      actions={
        <Button size="sm" onClick={() => setOpen({ kind: 'form', webhook: null })}>
          <Plus aria-hidden="true" className="size-4" />
          {t('webhooks.add')}
        </Button>
      }
    >
      {query.isPending ? (
        <LoadingState label={t('webhooks.loading')} />
      ) : query.isError ? (
        <ErrorState
          title={t('webhooks.loadFailed')}
          detail={errorText(query.error, t, '')}
          onRetry={() => void query.refetch()}
        />
      ) : webhooks.length === 0 ? (
        <EmptyState title={t('webhooks.empty')} hint={t('webhooks.emptyHint')} />
      ) : (
        <ul className="space-y-3" aria-label={t('webhooks.heading')}>
          {webhooks.map((webhook) => (
            <WebhookCard
              key={webhook.id}
              webhook={webhook}
              timeZone={timeZone}
              testing={test.isPending && test.variables === webhook.id}
              onEdit={() => setOpen({ kind: 'form', webhook })}
              onTest={() => void sendTest(webhook)}
              onDeliveries={() => setOpen({ kind: 'deliveries', webhook })}
              onRotate={() => setOpen({ kind: 'rotate', webhook })}
              onDelete={() => setOpen({ kind: 'delete', webhook })}
            />
          ))}
        </ul>
      )}

      <WebhookDialog
        open={open.kind === 'form'}
        webhook={open.kind === 'form' ? open.webhook : null}
        onClose={close}
        onCreated={setSecret}
      />
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
      <DeliveriesDialog
        webhook={open.kind === 'deliveries' ? open.webhook : null}
        timeZone={timeZone}
        onClose={close}
      />
      <ConfirmDialog
        open={open.kind === 'delete'}
        onOpenChange={(next) => !next && close()}
        title={t('webhooks.remove.title')}
        message={t('webhooks.remove.message', {
          url: open.kind === 'delete' ? open.webhook.url : '',
        })}
        confirmLabel={t('webhooks.remove.confirm')}
        busy={remove.isPending}
        onConfirm={() => open.kind === 'delete' && void confirmDelete(open.webhook)}
      />
      <ConfirmDialog
        open={open.kind === 'rotate'}
        onOpenChange={(next) => !next && close()}
        title={t('webhooks.rotate.title')}
        message={t('webhooks.rotate.message')}
        confirmLabel={t('webhooks.rotate.confirm')}
        busy={rotate.isPending}
        onConfirm={() => open.kind === 'rotate' && void confirmRotate(open.webhook)}
      />
    </Section>
  );
}
