import { useDebouncedValue, useWindowScroll } from '@mantine/hooks';

/** True once the page has scrolled past the threshold, settled for `debounceMs` (spec: 10 px, 50 ms). */
export function useScrolled(threshold = 10, debounceMs = 50) {
  const [scroll] = useWindowScroll();
  const [scrolled] = useDebouncedValue(scroll.y > threshold, debounceMs);
  return scrolled;
}
