import { useLingui } from '@lingui/react';
import { useLingui as useT } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { isLocale, localeNames, locales, type Locale } from '@institute/shared-schema';
import classes from './language-switch.module.css';

/**
 * The header's language switch (issue 21): a native select (a phone shows its own picker), each
 * language named in itself. The choice is remembered on the device; the page is drawn in the new
 * language once its words have loaded, where it was, with the focus still here.
 */
export function LanguageSwitch() {
  const { i18n } = useLingui();
  const { t } = useT();
  const [switching, setSwitching] = useState(false);
  const router = useRouter();
  const current = (i18n.locale || 'en') as Locale;
  return (
    <select
      className={classes.select}
      aria-label={t`Language`}
      title={t`Language`}
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
  );
}
