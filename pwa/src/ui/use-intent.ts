import { useState, type FocusEvent, type PointerEvent } from 'react';

/**
 * How a deferred widget was first wanted: a pointer over it, focus on it, or a click (or Enter).
 * The header's menus and the phone drawer are drawn as plain buttons by the first load and bring
 * their code (Mantine's Menu, Drawer, floating-ui) only then, so a visitor who never opens them
 * never downloads them.
 */
export type Intent = 'hover' | 'focus' | 'open';

export function useIntent() {
  const [intent, setIntent] = useState<Intent | null>(null);
  const handlers = {
    onPointerEnter: (e: PointerEvent) => {
      if (e.pointerType === 'mouse') setIntent((i) => i ?? 'hover');
    },
    onFocus: (_e: FocusEvent) => setIntent((i) => i ?? 'focus'),
    onClick: () => setIntent('open'),
  };
  return { intent, handlers };
}
