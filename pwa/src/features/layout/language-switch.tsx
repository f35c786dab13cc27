import { useLingui } from '@lingui/react';
import { useLingui as useT } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { IconLanguage } from '@tabler/icons-react';
import { useState } from 'react';
import { isLocale, localeNames, locales, type Locale } from '@institute/shared-schema';
import classes from './language-switch.module.css';

/** What the switch shows of the language it is in: short, so it fits a phone's header beside the account's icons. */
const shortNames: Record<Locale, string> = { en: 'EN', mr: 'मरा', hi: 'हिं' };

/**
 * The header's language switch (issue 21): a native select (a phone shows its own picker), each
 * language named in itself; what shows is an icon and the language's short name, the select lying
 * invisible over them (it takes the taps, the focus and the screen reader's questions). The choice is remembered on the device; the page is drawn in the new
 * language once its words have loaded, where it was, with the focus still here.
 */
export function LanguageSwitch() {
  const { i18n } = useLingui();
  const { t } = useT();
  const [switching, setSwitching] = useState(false);
  const router = useRouter();
  const current = (i18n.locale || 'en') as Locale;
  return (
    <span className={classes.switch}>
      <IconLanguage size={20} stroke={1.75} aria-hidden />
      <span className={classes.code} lang={current} aria-hidden>
        {shortNames[current]}
      </span>
      <select
        className={classes.select}
        aria-label={t`Display language`}
        title={t`Display language`}
        value={current}
        aria-busy={switching || undefined}
        data-testid="language-switch"
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (!isLocale(next) || next === current) return;
          setSwitching(true);
          // The router and the catalogues' loader come with the first change, not with every page.
          void import('./switch-locale').then(({ switchLocale }) => switchLocale(router, next)).finally(() => setSwitching(false));
        }}
      >
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {localeNames[locale]}
          </option>
        ))}
      </select>
    </span>
  );
}
