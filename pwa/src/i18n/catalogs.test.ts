/**
 * The translation catalogues are complete (issue 21): every message the code has is in every
 * catalogue, with a translation in Marathi and in Hindi that keeps its placeholders; nothing stale
 * is left; and the generated route map and shared messages match the sources.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';
import { generatedFile, generatedSource } from '../../scripts/i18n-route-catalogs.mjs';
import { placeholders } from '../../scripts/i18n-translate.mjs';

const pwa = fileURLToPath(new URL('../..', import.meta.url));
const config = getConfig({ configPath: path.join(pwa, 'lingui.config.ts') });

describe('translation catalogues', () => {
  it(
    'hold every message of the code, each translated into Marathi and Hindi with the same placeholders',
    { timeout: 120_000 },
    async () => {
      const problems: string[] = [];
      let count = 0;
      for (const catalog of await getCatalogs(config)) {
        const extracted = (await catalog.collect()) ?? {};
        const all = await catalog.readAll();
        const where = path.relative(pwa, catalog.path);
        const ids = Object.keys(extracted).sort();
        count += ids.length;
        for (const locale of ['en', 'mr', 'hi']) {
          const messages = all[locale] ?? {};
          const known = Object.keys(messages).filter((id) => !messages[id]?.obsolete);
          for (const id of ids) if (!(id in messages)) problems.push(`${where} ${locale}: missing ${extracted[id]?.message ?? id}`);
          for (const id of known)
            if (!(id in extracted)) problems.push(`${where} ${locale}: no longer in the code: ${messages[id]?.message ?? id}`);
          if (locale === 'en') continue;
          for (const id of ids) {
            const source = extracted[id]?.message ?? id;
            const translation = messages[id]?.translation ?? '';
            if (!translation.trim()) problems.push(`${where} ${locale}: untranslated: ${source}`);
            else if (placeholders(source).join(' ') !== placeholders(translation).join(' '))
              problems.push(`${where} ${locale}: placeholders differ: ${source} → ${translation}`);
          }
        }
      }
      expect(problems, 'run `pnpm --filter @institute/pwa i18n`, then translate (scripts/i18n-translate.mjs)').toEqual([]);
      expect(count).toBeGreaterThan(100);
    },
  );

  it('the route map and the shared messages are generated from the current sources', () => {
    expect(fs.readFileSync(generatedFile, 'utf8')).toBe(generatedSource());
    execFileSync(process.execPath, ['--conditions=source', '--import', 'tsx', 'scripts/i18n-shared-messages.ts', '--check'], { cwd: pwa });
  });
});
