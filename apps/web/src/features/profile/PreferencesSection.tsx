import {
  LANGUAGES,
  THEMES,
  TIME_ZONES,
  type Preferences,
  type TimeZone,
  type User,
} from '@dd/contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Label, Select } from '../../components/ui/Field';
import { Spinner } from '../../components/ui/Spinner';
import { applyLanguage } from '../../i18n';
import { errorText } from '../../lib/errors';
import { applyTheme } from '../../lib/theme';
import { useUpdateProfile } from '../../api/profile';
import { serverOrLocal } from './messages';
import { Section } from './Section';

const TIME_ZONE_KEYS: Record<TimeZone, 'kolkata' | 'utc' | 'newYork'> = {
  'Asia/Kolkata': 'kolkata',
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

/** Theme, language and time zone (docs/product.md, Profile > Preferences). */
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

  return (
    <Section
      title={t('profile.preferences.heading')}
      description={t('profile.preferences.description')}
    >
      <form onSubmit={(event) => void save(event)} className="space-y-4">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <div>
            <Label htmlFor={`${id}-theme`}>{t('profile.preferences.theme')}</Label>
            <Select
              id={`${id}-theme`}
              value={values.theme}
              onChange={(e) =>
                setValues((v) => ({ ...v, theme: e.target.value as Preferences['theme'] }))
              }
            >
              {THEMES.map((theme) => (
                <option key={theme} value={theme}>
                  {t(`profile.preferences.themes.${theme}`)}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <Label htmlFor={`${id}-language`}>{t('profile.preferences.language')}</Label>
            <Select
              id={`${id}-language`}
              value={values.language}
              onChange={(e) =>
                setValues((v) => ({ ...v, language: e.target.value as Preferences['language'] }))
              }
            >
              {LANGUAGES.map((language) => (
                <option key={language} value={language} lang={language}>
                  {t(`profile.preferences.languages.${language}`)}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <Label htmlFor={`${id}-timezone`}>{t('profile.preferences.timezone')}</Label>
            <Select
              id={`${id}-timezone`}
              value={values.timezone}
              onChange={(e) =>
                setValues((v) => ({ ...v, timezone: e.target.value as Preferences['timezone'] }))
              }
            >
              {TIME_ZONES.map((zone) => (
                <option key={zone} value={zone}>
                  {t(`profile.preferences.timezones.${TIME_ZONE_KEYS[zone]}`)}
                </option>
              ))}
            </Select>
          </div>
        </div>
        <div className="flex justify-end gap-2">
          {changed && !update.isPending ? (
            <Button variant="secondary" onClick={() => setValues(user.preferences)}>
              {t('profile.preferences.discard')}
            </Button>
          ) : null}
          <Button type="submit" disabled={!changed || update.isPending}>
            {update.isPending ? (
              <>
                <Spinner />
                {t('profile.preferences.saving')}
              </>
            ) : (
              t('profile.preferences.save')
            )}
          </Button>
        </div>
      </form>
    </Section>
  );
}
