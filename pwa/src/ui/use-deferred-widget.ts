import { useRef, useState, type ComponentType, type PointerEvent } from 'react';

/**
 * A widget drawn as a plain button by the first load, its code (Mantine's Menu, floating-ui)
 * fetched on the first sign that it is wanted: a pointer over it, focus on it, a click or Enter.
 * Until the code has arrived the plain button stays; a click meanwhile is remembered as
 * `opened`, so the widget opens as soon as it can. Focus and hover carry over to the real widget.
 * The header's menus use it, so a visitor who never opens them never downloads them.
 */
export function useDeferredWidget<P>(load: () => Promise<{ default: ComponentType<P> }>, { openOnHover = false } = {}) {
  const [Widget, setWidget] = useState<ComponentType<P> | null>(null);
  const [opened, setOpened] = useState(false);
  const focused = useRef(false);
  const hovered = useRef(false);
  const loading = useRef(false);
  const want = () => {
    if (loading.current) return;
    loading.current = true;
    void load().then(
      (m) => {
        if (openOnHover && hovered.current) setOpened(true);
        setWidget(() => m.default);
      },
      () => (loading.current = false),
    );
  };
  const triggerProps = {
    onPointerEnter: (e: PointerEvent) => {
      if (e.pointerType !== 'mouse') return;
      hovered.current = true;
      want();
    },
    onPointerLeave: () => (hovered.current = false),
    onFocus: () => {
      focused.current = true;
      want();
    },
    onBlur: () => (focused.current = false),
    onClick: () => {
      setOpened(true);
      want();
    },
  };
  return { Widget, opened, setOpened, triggerProps, focusOnMount: focused };
}
