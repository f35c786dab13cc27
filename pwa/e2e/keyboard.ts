/**
 * Keyboard-only walks (issue 21): moving by Tab as a keyboard user does, with every stop checked
 * for a visible focus indicator (WCAG 2.4.7).
 */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * What shows the focused element, or why nothing does: an outline, a ring (box-shadow), a text
 * field's border in the primary colour (Mantine's inputs), or the code editor's own outline.
 */
async function focusIndicator(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return 'no element has the focus';
    if (!focused.matches(':focus-visible')) return `${focused.outerHTML.slice(0, 160)} is focused but not :focus-visible`;
    // The code editor shows focus on its frame, a password field on the box around its input.
    const shown = focused.closest<HTMLElement>('.cm-editor, .mantine-Input-input') ?? focused;
    // A field's border fades to its focus colour: measured once it has.
    await Promise.all(shown.getAnimations().map((a) => a.finished.catch(() => a)));
    const style = getComputedStyle(shown);
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) return 'outline';
    if (style.boxShadow !== 'none') return 'ring';
    const probe = document.createElement('span');
    probe.style.color = 'var(--mantine-primary-color-filled)';
    document.body.append(probe);
    const primary = getComputedStyle(probe).color;
    probe.remove();
    if (style.borderTopColor === primary) return 'border';
    return `${focused.outerHTML.slice(0, 160)} shows no focus`;
  });
}

/** The focus is shown; some widgets mark it on their next update (the code editor's `cm-focused`). */
export async function expectFocusVisible(page: Page) {
  await expect.poll(() => focusIndicator(page), { timeout: 5_000 }).toMatch(/^(outline|ring|border)$/);
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus, checking at each stop that the
 * focus can be seen; fails if it is not reached within `max` presses.
 */
export async function tabTo(page: Page, target: Locator, { max = 40, back = false } = {}) {
  await target.waitFor();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    await expectFocusVisible(page);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${target.toString()} was not reached in ${max} presses of Tab`);
}

/** Tabs to a field and types into it. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}
