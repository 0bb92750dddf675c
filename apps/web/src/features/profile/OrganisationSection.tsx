import { Building2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useOrganisation, useUpdateOrganisation } from '../../api/organisation';
import { Button } from '../../components/ui/Button';
import { Input, Label, Textarea } from '../../components/ui/Field';
import { Spinner } from '../../components/ui/Spinner';
import { ErrorState, LoadingState } from '../../components/ui/States';
import { cn } from '../../components/ui/cn';
import { errorText } from '../../lib/errors';
import {
  checkOrganisation,
  organisationFormValues,
  type OrganisationField,
  type OrganisationFormValues,
  type TdsProblems,
} from './organisation-form';
import { Section } from './Section';
import { TdsFields } from './TdsFields';

const invalidClass = 'aria-invalid:border-red-500 dark:aria-invalid:border-red-400';

/** Admins: our company's details, printed as the consignor on every delivery challan. */
export function OrganisationSection() {
  const { t } = useTranslation();
  const query = useOrganisation();
  return (
    <Section
      title={t('profile.organisation.heading')}
      description={t('profile.organisation.description')}
    >
      {query.isPending ? (
        <LoadingState label={t('profile.organisation.loading')} />
      ) : query.isError ? (
        <ErrorState
          title={t('profile.organisation.loadFailed')}
          detail={errorText(query.error, t, '')}
          action={
            <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
              {t('profile.organisation.retry')}
            </Button>
          }
        />
      ) : (
        // A newer answer (the one kept on the device came first) starts the form again from it,
        // so a save never writes back what the device remembered.
        <OrganisationForm
          key={query.data.organisation.updatedAt}
          initial={organisationFormValues(query.data.organisation)}
        />
      )}
    </Section>
  );
}

function OrganisationForm({ initial }: { initial: OrganisationFormValues }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useUpdateOrganisation();
  const [values, setValues] = useState<OrganisationFormValues>(initial);
  const [invalid, setInvalid] = useState<OrganisationField[]>([]);
  const [tdsProblems, setTdsProblems] = useState<TdsProblems>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const checked = checkOrganisation(values);
    if (!checked.ok) {
      setInvalid(checked.invalid);
      setTdsProblems(checked.tds);
      document.getElementById(`${id}-${checked.invalid[0]}`)?.focus();
      return;
    }
    setInvalid([]);
    setTdsProblems({});
    try {
      await save.mutateAsync(checked.body);
      toast.success(t('profile.organisation.saved'));
    } catch (error) {
      toast.error(errorText(error, t, t('profile.organisation.failed')));
    }
  };

  const field = (
    name: Exclude<OrganisationField, 'tdsRate' | 'tdsThreshold'>,
    props: { autoComplete?: string; type?: string } = {},
  ) => {
    const bad = invalid.includes(name);
    return (
      <div className={name === 'address' ? 'sm:col-span-2' : undefined}>
        <Label htmlFor={`${id}-${name}`}>{t(`profile.organisation.fields.${name}`)}</Label>
        {name === 'address' ? (
          <Textarea
            id={`${id}-${name}`}
            rows={3}
            className={invalidClass}
            value={values[name]}
            onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
            aria-invalid={bad || undefined}
            aria-describedby={bad ? `${id}-${name}-error` : undefined}
          />
        ) : (
          <Input
            id={`${id}-${name}`}
            className={cn(invalidClass, name === 'gstin' && 'font-mono uppercase')}
            value={values[name]}
            onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
            aria-invalid={bad || undefined}
            aria-describedby={bad ? `${id}-${name}-error` : undefined}
            {...props}
          />
        )}
        {bad && (
          <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-600 dark:text-red-400">
            {t(`profile.organisation.errors.${name}`)}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid gap-4 sm:grid-cols-2"
      aria-busy={save.isPending}
    >
      {field('name', { autoComplete: 'organization' })}
      {field('gstin')}
      {field('address')}
      {field('pinCode', { autoComplete: 'postal-code' })}
      {field('phone', { autoComplete: 'tel', type: 'tel' })}
      {field('email', { autoComplete: 'email', type: 'email' })}
      {field('hsnPos')}
      {field('hsnSoundbox')}
      <TdsFields
        id={id}
        rate={values.tdsRate}
        threshold={values.tdsThreshold}
        problems={tdsProblems}
        onRate={(tdsRate) => setValues((v) => ({ ...v, tdsRate }))}
        onThreshold={(tdsThreshold) => setValues((v) => ({ ...v, tdsThreshold }))}
      />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner /> : <Building2 aria-hidden="true" className="size-4" />}
          {t('profile.organisation.save')}
        </Button>
      </div>
    </form>
  );
}
