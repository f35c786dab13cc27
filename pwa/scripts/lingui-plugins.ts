/**
 * Lingui in the build and in Vitest: its macros (`t`, `msg`, `<Trans>`) become message look-ups
 * (Babel, only in the files that import a macro), and a `.po` catalogue imported by the app becomes
 * its compiled messages.
 */
import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';

const configPath = new URL('../lingui.config.ts', import.meta.url).pathname;

export function linguiPlugins() {
  return [
    babel({
      presets: [
        {
          preset: { plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig: getConfig({ configPath }) }]] },
          rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
        },
      ],
    }),
    lingui({ configPath }),
  ];
}
