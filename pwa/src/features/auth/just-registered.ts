import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useLocation } from '@tanstack/react-router';

/**
 * A student who has just registered is welcomed ("Welcome, Asha!"), one who signs in again is
 * welcomed back (issue 23). Registration marks the navigation to the dashboard in the history
 * state; signing in does not.
 */
declare module '@tanstack/react-router' {
  interface HistoryState {
    justRegistered?: boolean;
  }
}

/** True on the screen registration opened, until the user goes elsewhere. */
export const useJustRegistered = () => useLocation({ select: (location) => location.state.justRegistered === true });

/**
 * The dashboard's heading in the active language: "Welcome back" only for a returning student.
 * Before any language is active (a unit test) Lingui cannot be asked, and the English is given.
 */
export function welcomeHeading(firstName: string, justRegistered: boolean): string {
  if (!i18n.locale) return justRegistered ? `Welcome, ${firstName}!` : `Welcome back, ${firstName}!`;
  return justRegistered ? t`Welcome, ${firstName}!` : t`Welcome back, ${firstName}!`;
}
