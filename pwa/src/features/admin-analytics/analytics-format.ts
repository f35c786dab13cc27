/** Words and labels of the analytics page (issue 19): months, weeks, durations, levels. */
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** `2026-03` → "Mar 2026". */
export const monthLabel = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

/** A week's Monday, `2026-03-23` → "Mar 23". */
export const weekLabel = (monday: string) => dayFormat.format(new Date(`${monday}T00:00:00Z`));

/** Seconds as the largest two units: "45 min", "6 h 5 min", "3 d 2 h". */
export function durationLabel(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

const languageNames: Record<string, string> = {
  html: 'HTML',
  javascript: 'JavaScript',
  python: 'Python',
  java: 'Java',
  csharp: 'C#',
  cpp: 'C++',
  c: 'C',
};

export const languageLabel = (language: string) => languageNames[language] ?? capitalised(language);
export const tierLabel = capitalised;
export const statusLabel = capitalised;
