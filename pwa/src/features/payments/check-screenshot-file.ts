import { checkScreenshot, detectImageType, messages } from '@institute/shared-schema';

/**
 * The screenshot rule in the browser (spec section 5): an image under 5 MB. The declared type and
 * size first, then the first bytes, so a document renamed to .png is caught before it is sent (the
 * server checks the content again).
 */
export async function checkScreenshotFile(file: File | null): Promise<string | null> {
  const problem = checkScreenshot(file);
  if (problem || !file) return problem;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return detectImageType(head) ? null : messages.validation.screenshotType;
}
