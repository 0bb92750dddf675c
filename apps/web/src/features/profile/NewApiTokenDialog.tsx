import {
  API_TOKEN_EXPIRY_CHOICES,
  API_TOKEN_SCOPES,
  type ApiTokenScope,
  type CreateApiTokenResponse,
} from '@dd/contract';
import { AlertTriangle, Copy } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useCreateApiToken } from '../../api/api-tokens';
import { Button } from '../../components/ui/Button';
import { Dialog, type DialogOpenProps } from '../../components/ui/Dialog';
import { Input, Label } from '../../components/ui/Field';
import { ChoiceField } from '../../components/forms/ChoiceField';
import { errorText } from '../../lib/errors';
import { RadioChoices } from './RadioChoices';

/**
 * "New token": a name, read-only or read-write, and a lifetime; then the token itself, shown
 * once with a Copy button (the server keeps only its hash).
 */
export function NewApiTokenDialog({ open, onOpenChange }: DialogOpenProps) {
  const { t } = useTranslation();
  const [created, setCreated] = useState<CreateApiTokenResponse | null>(null);
  const close = (next: boolean) => {
    if (!next) setCreated(null);
    onOpenChange(next);
  };
  if (created) {
    return (
      <Dialog
        open={open}
        onOpenChange={close}
        title={t('apiTokens.secret.title')}
        footer={<Button onClick={() => close(false)}>{t('apiTokens.secret.done')}</Button>}
      >
        <TokenSecret created={created} />
      </Dialog>
    );
  }
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('apiTokens.form.title')}
      description={t('apiTokens.form.description')}
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="new-api-token">
            {t('apiTokens.form.create')}
          </Button>
        </>
      }
    >
      {open ? <NewTokenForm onCreated={setCreated} /> : null}
    </Dialog>
  );
}

function NewTokenForm({ onCreated }: { onCreated: (created: CreateApiTokenResponse) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const [days, setDays] = useState<number>(30);
  const [nameError, setNameError] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    if (name.trim() === '') {
      setNameError(true);
      return;
    }
    try {
      onCreated(await create.mutateAsync({ name: name.trim(), scope, expiresInDays: days }));
    } catch (error) {
      toast.error(errorText(error, t, t('apiTokens.form.failed')));
    }
  };

  return (
    <form id="new-api-token" className="space-y-5" onSubmit={(e) => void submit(e)} noValidate>
      <div>
        <Label htmlFor={`${id}-name`}>{t('apiTokens.form.name')}</Label>
        <Input
          id={`${id}-name`}
          value={name}
          maxLength={100}
          placeholder={t('apiTokens.form.namePlaceholder')}
          aria-invalid={nameError || undefined}
          aria-describedby={nameError ? `${id}-name-error` : undefined}
          onChange={(e) => {
            setName(e.target.value);
            if (e.target.value.trim() !== '') setNameError(false);
          }}
        />
        {nameError ? (
          <p id={`${id}-name-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
            {t('apiTokens.form.nameRequired')}
          </p>
        ) : null}
      </div>
      <RadioChoices
        legend={t('apiTokens.form.scope')}
        values={API_TOKEN_SCOPES}
        value={scope}
        onChange={setScope}
        title={(value) => t(`apiTokens.scope.${value}`)}
        hint={(value) => t(`apiTokens.scopeHint.${value}`)}
        legendClassName="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-300"
        listClassName="space-y-2"
      />
      <ChoiceField
        id={`${id}-expiry`}
        label={t('apiTokens.form.expiry')}
        value={days}
        onChange={(e) => setDays(Number(e.target.value))}
        choices={API_TOKEN_EXPIRY_CHOICES}
        choiceLabel={(choice) => t('apiTokens.form.days', { count: choice })}
      />
    </form>
  );
}

/** The new token, once: a read-only field to select, a Copy button and the warning. */
function TokenSecret({ created }: { created: CreateApiTokenResponse }) {
  const { t } = useTranslation();
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      toast.success(t('apiTokens.secret.copied'));
    } catch {
      toast.error(t('apiTokens.secret.copyFailed'));
    }
  };
  return (
    <div className="space-y-4">
      <p
        role="alert"
        className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-200"
      >
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('apiTokens.secret.warning')}
      </p>
      <div>
        <Label htmlFor={`${id}-secret`}>
          {t('apiTokens.secret.label', { name: created.token.name })}
        </Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={`${id}-secret`}
            readOnly
            value={created.secret}
            data-testid="api-token-secret"
            className="font-mono text-xs"
            onFocus={(e) => e.target.select()}
          />
          <Button variant="secondary" onClick={() => void copy()}>
            <Copy aria-hidden="true" className="size-4" />
            {t('apiTokens.secret.copy')}
          </Button>
        </div>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('apiTokens.secret.usage')}</p>
    </div>
  );
}
