// Written by scripts/i18n-shared-messages.ts (`pnpm --filter @institute/pwa i18n`): do not edit.
// The institute’s tagline and hours (`defaultSiteConfig`), in the footer and on the contact page, for Lingui's extraction: the shared catalogue's texts are translated by their English.
import { msg } from '@lingui/core/macro';

export const sharedMessages = [
  msg({ id: "9am to 10pm", message: "9am to 10pm" }),
  msg({ id: "Anytime", message: "Anytime" }),
  msg({ id: "Learn to code. Get placed.", message: "Learn to code. Get placed." }),
  msg({ id: "Monday to Friday", message: "Monday to Friday" }),
  msg({ id: "Saturday and Sunday", message: "Saturday and Sunday" }),
];
