#!/usr/bin/env node
/**
 * A translator's helper for PO catalogues.
 *
 *   node scripts/i18n-translate.mjs missing <file.po>           prints the untranslated messages as JSON ({ msgid: "" })
 *   node scripts/i18n-translate.mjs apply <file.po> <dict.json>  sets each msgid's translation from { msgid: msgstr }
 *
 * `apply` refuses a translation that drops or invents a placeholder (`{name}`, `{0}`) or a tag (`<0>`),
 * and names the msgids of the dictionary the catalogue does not have.
 */
import fs from 'node:fs';
import PO from 'pofile';

import { fileURLToPath } from 'node:url';

/** A message's placeholders and tags (`{name}`, `{0}`, `{count}` of a plural, `<0>`), sorted. */
export const placeholders = (text) =>
  [...text.matchAll(/\{[\w]+(?:,[^{}]*(?:\{[^{}]*\}[^{}]*)*)?\}|<\/?\d+\/?>/g)].map((m) => m[0].replace(/^\{(\w+),.*$/s, '{$1}')).sort();
const tokens = placeholders;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, file, dictFile] = process.argv.slice(2);
  const po = PO.parse(fs.readFileSync(file, 'utf8'));

  if (command === 'missing') {
    const missing = Object.fromEntries(po.items.filter((item) => !item.msgstr.join('').trim()).map((item) => [item.msgid, '']));
    console.log(JSON.stringify(missing, null, 2));
  } else if (command === 'apply') {
    const dict = JSON.parse(fs.readFileSync(dictFile, 'utf8'));
    const byId = new Map(po.items.map((item) => [item.msgid, item]));
    const problems = [];
    for (const [msgid, msgstr] of Object.entries(dict)) {
      const item = byId.get(msgid);
      if (!item) problems.push(`not in the catalogue: ${msgid}`);
      else if (typeof msgstr !== 'string' || !msgstr.trim()) problems.push(`empty translation: ${msgid}`);
      else if (tokens(msgid).join(' ') !== tokens(msgstr).join(' ')) problems.push(`placeholders differ: ${msgid} → ${msgstr}`);
      else item.msgstr = [msgstr];
    }
    fs.writeFileSync(file, po.toString());
    if (problems.length) {
      console.error(problems.join('\n'));
      process.exit(1);
    }
    console.log(`${Object.keys(dict).length} translations set in ${file}`);
  } else {
    console.error('usage: i18n-translate.mjs missing <file.po> | apply <file.po> <dict.json>');
    process.exit(2);
  }
}
