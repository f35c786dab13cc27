/**
 * The app's Modal and Drawer: Mantine's, with two changes. Import these, not Mantine's (an ESLint
 * rule says so).
 *
 * - The focus goes back to the control that opened them also when they mount already open (a
 *   dialog whose code loads on its first use, or one rendered only while it is shown). Mantine
 *   records the control to return to only when `opened` changes after mount, so such a dialog left
 *   a keyboard user's focus on the page's body (issue 21, WCAG 2.4.3).
 * - The page behind stops scrolling through an inline style on `<html>` instead of Mantine's
 *   (react-remove-scroll), which adds a `<style>` element to the document: a new stylesheet makes
 *   the browser restyle the whole page, and on the home page that cost a cheap phone some 120 ms
 *   twice as the welcome pop-up opened (issue 14, docs/PERFORMANCE.md).
 */
// eslint-disable-next-line no-restricted-imports -- the one place that wraps them
import { Drawer as MantineDrawer, Modal as MantineModal, type DrawerProps, type ModalProps } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

function returnFocusLater(to: HTMLElement, activeAtClose: Element | null) {
  // After the dialog's own focus handling: only a focus that is lost (on the body, or still on the
  // closing dialog's element) goes back; one another dialog took stays there.
  window.setTimeout(() => {
    const active = document.activeElement;
    const lost = active === null || active === document.body || active === activeAtClose || !active.isConnected;
    if (lost && to.isConnected) to.focus({ preventScroll: true });
  }, 10);
}

function useFocusReturnWhenMountedOpen(opened: boolean) {
  // The element that had the focus as the dialog mounted open: the control that opened it.
  const [opener] = useState(() => (opened && typeof document !== 'undefined' ? (document.activeElement as HTMLElement | null) : null));
  const pending = useRef(opener !== null);
  useEffect(() => {
    if (opened || !opener || !pending.current) return;
    pending.current = false; // later openings are Mantine's to handle
    returnFocusLater(opener, document.activeElement);
  }, [opened, opener]);
  // Unmounted while open (a dialog rendered only while shown).
  useEffect(
    () => () => {
      if (opener && pending.current) returnFocusLater(opener, document.activeElement);
    },
    [opener],
  );
}

/** How many open dialogs hold the page still; the page scrolls again when the last one closes. */
let locks = 0;

function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    if (locks++ === 0) {
      // The scroll bar's width goes to padding, so the page does not shift sideways as it hides.
      const bar = window.innerWidth - root.clientWidth;
      root.style.overflow = 'hidden';
      if (bar > 0) root.style.paddingInlineEnd = `${bar}px`;
    }
    return () => {
      if (--locks > 0) return;
      root.style.removeProperty('overflow');
      root.style.removeProperty('padding-inline-end');
    };
  }, [active]);
}

export function Modal({ lockScroll = true, ...props }: ModalProps) {
  useFocusReturnWhenMountedOpen(props.opened);
  useScrollLock(props.opened && lockScroll);
  return <MantineModal {...props} lockScroll={false} />;
}

export function Drawer({ lockScroll = true, ...props }: DrawerProps) {
  useFocusReturnWhenMountedOpen(props.opened);
  useScrollLock(props.opened && lockScroll);
  return <MantineDrawer {...props} lockScroll={false} />;
}
