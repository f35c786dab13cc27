/**
 * Measures the touch targets of the visible page: every link, button, tab, menu item, switch, radio
 * and checkbox (a radio or checkbox counts with its label, which also toggles it). A target passes
 * when it is at least 44×44 px, or when its box grown to 44×44 around its centre overlaps no other
 * target's grown box (WCAG 2.5.8's spacing rule, at the 44 px of issue 23). A delete or remove
 * action must also keep at least 8 px of empty space to any other target, so a slip cannot hit it.
 * With a dialog open only the dialog counts (the page behind it cannot be touched).
 * Returns one line per offender, named by its accessible name.
 */
import type { Page } from '@playwright/test';

export const minTarget = 44;
export const destructiveGap = 8;

export async function touchTargetOffenders(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ min, gap }) => {
      const selector = [
        'a[href]',
        'button',
        '[role="button"]',
        '[role="link"]',
        '[role="tab"]',
        '[role="menuitem"]',
        '[role="switch"]',
        '[role="radio"]',
        '[role="checkbox"]',
        'input[type="radio"]',
        'input[type="checkbox"]',
        'select',
        'summary',
      ].join(',');
      interface Box {
        el: Element;
        name: string;
        l: number;
        t: number;
        r: number;
        b: number;
      }
      const width = document.documentElement.clientWidth;
      const nameOf = (el: Element) => {
        const labelled = el.getAttribute('aria-labelledby');
        const byId = labelled
          ? labelled
              .split(/\s+/)
              .map((id) => document.getElementById(id)?.textContent ?? '')
              .join(' ')
          : '';
        const labels = el instanceof HTMLInputElement ? [...(el.labels ?? [])].map((l) => l.textContent ?? '').join(' ') : '';
        const value = el instanceof HTMLInputElement && el.type === 'radio' ? ` (${el.value})` : '';
        return (
          (el.getAttribute('aria-label') || byId || labels || el.textContent || el.getAttribute('title') || el.tagName)
            .replace(/\s+/g, ' ')
            .trim() + value
        );
      };
      const dialogs = [...document.querySelectorAll('[role="dialog"]')].filter((d) => d.checkVisibility({ visibilityProperty: true }));
      const root = dialogs.at(-1) ?? document;
      const boxes: Box[] = [];
      for (const el of root.querySelectorAll(selector)) {
        if (el.closest('[aria-hidden="true"], [inert]')) continue;
        const parts: DOMRect[] = [];
        if (el.checkVisibility({ visibilityProperty: true })) parts.push(el.getBoundingClientRect());
        if (el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox'))
          for (const label of el.labels ?? [])
            if (label.checkVisibility({ visibilityProperty: true })) parts.push(label.getBoundingClientRect());
        const shown = parts.filter((p) => p.width > 2 && p.height > 2);
        if (shown.length === 0) continue;
        const box = {
          el,
          name: nameOf(el),
          l: Math.min(...shown.map((p) => p.left)),
          t: Math.min(...shown.map((p) => p.top)),
          r: Math.max(...shown.map((p) => p.right)),
          b: Math.max(...shown.map((p) => p.bottom)),
        };
        // Off the screen sideways (a closed drawer slid away): not a target now.
        if (box.r <= 0 || box.l >= width) continue;
        boxes.push(box);
      }
      const grown = (x: Box) => {
        const w = Math.max(x.r - x.l, min);
        const h = Math.max(x.b - x.t, min);
        const cx = (x.l + x.r) / 2;
        const cy = (x.t + x.b) / 2;
        return { l: cx - w / 2, r: cx + w / 2, t: cy - h / 2, b: cy + h / 2 };
      };
      const overlap = (a: { l: number; r: number; t: number; b: number }, c: { l: number; r: number; t: number; b: number }, margin = 0) =>
        a.l < c.r + margin - 0.5 && c.l < a.r + margin - 0.5 && a.t < c.b + margin - 0.5 && c.t < a.b + margin - 0.5;
      const related = (a: Box, c: Box) => a.el.contains(c.el) || c.el.contains(a.el);
      const size = (x: Box) => `${Math.round(x.r - x.l)}×${Math.round(x.b - x.t)}`;
      const offenders: string[] = [];
      for (const a of boxes) {
        const others = boxes.filter((c) => c !== a && !related(a, c));
        const small = a.r - a.l < min - 0.5 || a.b - a.t < min - 0.5;
        const crowded = small ? others.find((c) => overlap(grown(a), grown(c))) : undefined;
        if (crowded) offenders.push(`"${a.name}" ${size(a)} is too close to "${crowded.name}" ${size(crowded)}`);
        if (/^(delete|remove)\b/i.test(a.name)) {
          const near = others.find((c) => overlap(a, c, gap));
          if (near) offenders.push(`destructive "${a.name}" is less than ${gap} px from "${near.name}"`);
        }
      }
      return offenders;
    },
    { min: minTarget, gap: destructiveGap },
  );
}
