/**
 * Light and dark themes (issue 21): the page follows the system until the reader picks one with the
 * header's switch; the choice is kept on the device under Mantine's own key, so the provider and
 * this script read the same value.
 */
export const colorSchemeStorageKey = 'mantine-color-scheme-value';

/**
 * The one inline script the app's pages carry, first in their `<head>`: it sets the theme on
 * `<html>` before the first paint, so a reader in dark mode never sees a white page flash (a
 * prerendered page's HTML is drawn before any module runs). The server's Content-Security-Policy
 * allows exactly this text by its hash. It is the logic of Mantine's `ColorSchemeScript`.
 */
export const colorSchemeScript =
  `try{var s=localStorage.getItem(${JSON.stringify(colorSchemeStorageKey)});` +
  `if(s!=='light'&&s!=='dark')s=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';` +
  `document.documentElement.setAttribute('data-mantine-color-scheme',s)}catch(e){}`;
