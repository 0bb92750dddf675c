import {
  LANGUAGES,
  THEMES,
  TIME_ZONES,
  type Preferences,
  type TimeZone,
  type User,
  BUSINESS_TIME_ZONE,
} from '@dd/contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { BusyLabel } from '../../components/forms/BusyLabel';
import { ChoiceField } from '../../components/forms/ChoiceField';
import { applyLanguage } from '../../i18n';
import { LANGUAGE_NAMES } from '../../i18n/language-choice';
import { errorText } from '../../lib/errors';
import { applyTheme } from '../../lib/theme';
import { useUpdateProfile } from '../../api/profile';
import { serverOrLocal } from './messages';
import { Section } from './Section';

const TIME_ZONE_KEYS: Record<TimeZone, 'kolkata' | 'utc' | 'newYork'> = {
  [BUSINESS_TIME_ZONE]: 'kolkata',
  UTC: 'utc',
  'America/New_York': 'newYork',
};

/**
 * While the section is open, the chosen theme and language apply to the app at once (a preview);
 * Save keeps them (PUT /auth/profile, and the session takes the saved user). Leaving without
 * saving puts the saved ones back. Time zone changes the dates once saved.
 */
function usePreview(values: Preferences, saved: Preferences) {
  const savedRef = useRef(saved);
  useEffect(() => {
    savedRef.current = saved;
  }, [saved]);
  useEffect(() => {
    applyLanguage(values.language);
  }, [values.language]);
  useEffect(() => {
    applyTheme(values.theme);
  }, [values.theme]);
  useEffect(
    () => () => {
      applyLanguage(savedRef.current.language);
      applyTheme(savedRef.current.theme);
    },
    [],
  );
}

/** Theme, language and time zone (docs/product/screens.md, Profile > Preferences). */
export function PreferencesSection({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<Preferences>(user.preferences);
  const update = useUpdateProfile();
  usePreview(values, user.preferences);
  const changed = (Object.keys(values) as (keyof Preferences)[]).some(
    (key) => values[key] !== user.preferences[key],
  );

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const answer = await update.mutateAsync({ preferences: values });
      const saved = answer.user.preferences;
      setValues(saved);
      // Said in the language just chosen.
      const tSaved = i18n.getFixedT(saved.language);
      toast.success(
        serverOrLocal(saved.language, answer.message, tSaved('profile.messages.profileUpdated')),
      );
    } catch (error) {
      toast.error(errorText(error, t, t('profile.messages.profileFailed')));
    }
  };

  const fields: {
    key: keyof Preferences;
    choices: readonly string[];
    choiceLabel: (value: string) => string;
    choiceLang?: (value: string) => string;
  }[] = [
    {
      key: 'theme',
      choices: THEMES,
      choiceLabel: (v) => t(`profile.preferences.themes.${v as Preferences['theme']}`),
    },
    {
      key: 'language',
      choices: LANGUAGES,
      choiceLabel: (v) => LANGUAGE_NAMES[v as Preferences['language']],
      choiceLang: (v) => v,
    },
    {
      key: 'timezone',
      choices: TIME_ZONES,
      choiceLabel: (v) => t(`profile.preferences.timezones.${TIME_ZONE_KEYS[v as TimeZone]}`),
    },
  ];

  return (
    <Section
      title={t('profile.preferences.heading')}
      description={t('profile.preferences.description')}
    >
      <form onSubmit={(event) => void save(event)} className="space-y-4">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {fields.map(({ key, choices, choiceLabel, choiceLang }) => (
            <ChoiceField<string>
              key={key}
              id={`${id}-${key}`}
              label={t(`profile.preferences.${key}`)}
              value={values[key]}
              onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
              choices={choices}
              choiceLabel={choiceLabel}
              choiceLang={choiceLang}
            />
          ))}
        </div>
        <div className="flex justify-end gap-2">
          {changed && !update.isPending ? (
            <Button variant="secondary" onClick={() => setValues(user.preferences)}>
              {t('profile.preferences.discard')}
            </Button>
          ) : null}
          <Button type="submit" disabled={!changed || update.isPending}>
            <BusyLabel busy={update.isPending} busyText={t('profile.preferences.saving')}>
              {t('profile.preferences.save')}
            </BusyLabel>
          </Button>
        </div>
      </form>
    </Section>
  );
}
