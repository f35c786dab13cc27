// Written by scripts/i18n-shared-messages.ts (`pnpm --filter @institute/pwa i18n`): do not edit.
// The home page’s words kept as data (`homeContent`), for Lingui's extraction: the shared catalogue's texts are translated by their English.
import { msg } from '@lingui/core/macro';

export const sharedMessages = [
  msg({ id: "Build a real application in a team.", message: "Build a real application in a team." }),
  msg({ id: "Career guidances", message: "Career guidances" }),
  msg({ id: "Entry", message: "Entry" }),
  msg({ id: "Internship", message: "Internship" }),
  msg({ id: "Job placement rate", message: "Job placement rate" }),
  msg({ id: "Live Project", message: "Live Project" }),
  msg({ id: "Live classes, notes, assignments and daily practice.", message: "Live classes, notes, assignments and daily practice." }),
  msg({ id: "Mock Interview", message: "Mock Interview" }),
  msg({ id: "New batches of Java, Python, C and MERN Stack", message: "New batches of Java, Python, C and MERN Stack" }),
  msg({ id: "Pick a course and a batch that fits your day.", message: "Pick a course and a batch that fits your day." }),
  msg({ id: "Register free and enrol online", message: "Register free and enrol online" }),
  msg({ id: "Students trained", message: "Students trained" }),
  msg({ id: "Technical and HR rounds with feedback.", message: "Technical and HR rounds with feedback." }),
  msg({ id: "Trained", message: "Trained" }),
  msg({ id: "Work on production code and get placed.", message: "Work on production code and get placed." }),
];
