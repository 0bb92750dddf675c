import {
  webhookUrlProblem,
  type ErrorCode,
  type NotificationEventType,
  type Webhook,
  type WebhookWriteRequest,
} from '@dd/contract';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { CheckboxLine } from '../../../components/forms/CheckboxLine';
import { FormFooter } from '../../../components/forms/FormFooter';
import { useCreateWebhook, useUpdateWebhook } from '../../../api/webhooks';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { useDialogDirty } from '../../../components/ui/dialog-dirty';
import { Input, Label } from '../../../components/ui/Field';
import { isApiError } from '../../../lib/api';
import { errorText } from '../../../lib/errors';
import { EVENT_GROUPS } from './webhook-events';

type Values = { url: string; description: string; events: string[]; active: boolean };
const EMPTY: Values = { url: '', description: '', events: [], active: true };
const ALL = EVENT_GROUPS.flatMap((g) => g.types);
/** The server's refusals of the URL: shown on the URL field, not in a toast. */
const URL_CODES: readonly ErrorCode[] = [
  'webhook_url_invalid',
  'webhook_url_private',
  'webhook_url_unresolvable',
];

/** Brings a field into view (a long dialog scrolls) and puts the cursor in it. */
function showField(id: string) {
  const field = document.getElementById(id);
  field?.scrollIntoView?.({ block: 'center' });
  field?.focus({ preventScroll: true });
}

/**
 * Add or edit a webhook: URL, description, events (checkboxes by group) and active. A new one
 * answers its secret, which `onCreated` shows once.
 */
export function WebhookDialog({
  open,
  webhook,
  onClose,
  onCreated,
}: {
  open: boolean;
  /** null: a new webhook. */
  webhook: Webhook | null;
  onClose: () => void;
  onCreated: (secret: string) => void;
}) {
  const { t } = useTranslation();
  const initial: Values = webhook
    ? {
        url: webhook.url,
        description: webhook.description ?? '',
        events: webhook.events,
        active: webhook.active,
      }
    : EMPTY;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t(webhook ? 'webhooks.form.editTitle' : 'webhooks.form.createTitle')}
      size="lg"
    >
      {open && (
        <WebhookForm
          key={webhook?.id ?? 'new'}
          id={webhook?.id ?? null}
          initial={initial}
          onClose={onClose}
          onCreated={onCreated}
        />
      )}
    </Dialog>
  );
}

function WebhookForm({
  id,
  initial,
  onClose,
  onCreated,
}: {
  id: number | null;
  initial: Values;
  onClose: () => void;
  onCreated: (secret: string) => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const busy = create.isPending || update.isPending;
  const [values, setValues] = useState<Values>(initial);
  const [invalid, setInvalid] = useState<Array<'url' | 'events'>>([]);
  // The server's reason the URL was refused (private or unknown host...), on the field.
  const [urlRefusal, setUrlRefusal] = useState<string | null>(null);
  useDialogDirty(JSON.stringify(values) !== JSON.stringify(initial));

  const toggle = (type: NotificationEventType) =>
    setValues((v) => ({
      ...v,
      events: v.events.includes(type) ? v.events.filter((e) => e !== type) : [...v.events, type],
    }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const bad: Array<'url' | 'events'> = [];
    if (webhookUrlProblem(values.url.trim())) bad.push('url');
    if (values.events.length === 0) bad.push('events');
    setInvalid(bad);
    setUrlRefusal(null);
    if (bad.length > 0) {
      showField(`${formId}-${bad[0]}`);
      return;
    }
    const body = {
      url: values.url.trim(),
      description: values.description.trim() || null,
      events: ALL.filter((type) => values.events.includes(type)),
      active: values.active,
    } satisfies WebhookWriteRequest;
    try {
      if (id === null) {
        const created = await create.mutateAsync(body);
        toast.success(t('webhooks.form.created'));
        onCreated(created.secret);
      } else {
        await update.mutateAsync({ id, body });
        toast.success(t('webhooks.form.saved'));
      }
      onClose();
    } catch (error) {
      const text = errorText(error, t, t('webhooks.form.failed'));
      if (isApiError(error) && error.code && URL_CODES.includes(error.code)) {
        setUrlRefusal(text);
        showField(`${formId}-url`);
      } else toast.error(text);
    }
  };

  const problemOf = (field: 'url' | 'events') =>
    invalid.includes(field)
      ? t(`webhooks.form.errors.${field}`)
      : field === 'url'
        ? urlRefusal
        : null;
  const error = (field: 'url' | 'events') => {
    const problem = problemOf(field);
    return problem ? (
      <p id={`${formId}-${field}-error`} className="mt-1 text-sm text-red-600 dark:text-red-400">
        {problem}
      </p>
    ) : null;
  };
  const urlWrong = problemOf('url') !== null;

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-5" aria-busy={busy}>
      <div>
        <Label htmlFor={`${formId}-url`}>{t('webhooks.form.url')}</Label>
        <Input
          id={`${formId}-url`}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          value={values.url}
          onChange={(e) => {
            setValues((v) => ({ ...v, url: e.target.value }));
            setUrlRefusal(null);
          }}
          aria-invalid={urlWrong || undefined}
          aria-describedby={`${formId}-url-hint${urlWrong ? ` ${formId}-url-error` : ''}`}
        />
        <p id={`${formId}-url-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {t('webhooks.form.urlHint')}
        </p>
        {error('url')}
      </div>
      <div>
        <Label htmlFor={`${formId}-description`}>{t('webhooks.form.description')}</Label>
        <Input
          id={`${formId}-description`}
          maxLength={200}
          value={values.description}
          onChange={(e) => setValues((v) => ({ ...v, description: e.target.value }))}
        />
      </div>
      <fieldset
        id={`${formId}-events`}
        tabIndex={-1}
        aria-invalid={invalid.includes('events') || undefined}
        aria-describedby={`${formId}-events-hint`}
      >
        <legend className="text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('webhooks.form.events')}
        </legend>
        <p id={`${formId}-events-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {t('webhooks.form.eventsHint')}
        </p>
        <div className="mt-2 flex gap-2">
          {(['all', 'none'] as const).map((which) => (
            <Button
              key={which}
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => setValues((v) => ({ ...v, events: which === 'all' ? [...ALL] : [] }))}
            >
              {t(`webhooks.form.${which}`)}
            </Button>
          ))}
        </div>
        <div className="mt-2 grid gap-4 sm:grid-cols-2">
          {EVENT_GROUPS.map((group) => (
            <div key={group.key} role="group" aria-labelledby={`${formId}-g-${group.key}`}>
              <p
                id={`${formId}-g-${group.key}`}
                className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400"
              >
                {t(`webhooks.groups.${group.key}` as 'webhooks.groups.order')}
              </p>
              {group.types.map((type) => (
                <CheckboxLine
                  key={type}
                  className="py-1"
                  checked={values.events.includes(type)}
                  onChange={() => toggle(type)}
                >
                  {t(`webhooks.events.${type}`)}
                </CheckboxLine>
              ))}
            </div>
          ))}
        </div>
        {error('events')}
      </fieldset>
      <CheckboxLine
        checked={values.active}
        onChange={(checked) => setValues((v) => ({ ...v, active: checked }))}
      >
        {t('webhooks.form.active')}
      </CheckboxLine>
      <div className="flex justify-end gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
        <FormFooter
          busy={busy}
          onCancel={onClose}
          submitLabel={t(id === null ? 'webhooks.form.create' : 'webhooks.form.save')}
        />
      </div>
    </form>
  );
}
