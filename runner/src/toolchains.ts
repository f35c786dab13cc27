/**
 * Which languages this machine can run. Each server-side language names the programs it needs;
 * a language whose programs are missing is reported "unavailable" with its name, never a crash
 * (DESIGN.md "Runner"). The sandboxed execution itself is built on top of this (issue 5).
 */
import { access, constants } from 'node:fs/promises';
import path from 'node:path';
import { languageLabels, serverLanguages, type ServerLanguage } from '@institute/shared-schema';

/** The programs each language needs, by absolute path where Debian puts them. */
export const toolchainPrograms: Record<ServerLanguage, string[]> = {
  python: ['/usr/bin/python3'],
  javascript: [process.execPath],
  c: ['/usr/bin/gcc'],
  cpp: ['/usr/bin/g++'],
  java: ['/usr/bin/javac', '/usr/bin/java'],
  csharp: ['/usr/bin/mcs', '/usr/bin/mono'],
};

export type Availability = { language: ServerLanguage; available: true } | { language: ServerLanguage; available: false; reason: string };

async function isExecutable(file: string) {
  try {
    await access(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export async function detectToolchain(language: ServerLanguage, programs = toolchainPrograms[language]): Promise<Availability> {
  for (const program of programs)
    if (!(await isExecutable(program)))
      return {
        language,
        available: false,
        reason: `${languageLabels[language]} is unavailable on this server (${path.basename(program)} not found)`,
      };
  return { language, available: true };
}

export async function detectToolchains(): Promise<Availability[]> {
  return Promise.all(serverLanguages.map((l) => detectToolchain(l)));
}
