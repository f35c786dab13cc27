import { useEffect } from 'react';
import { sitePages } from '@institute/shared-schema';

function setMeta(selector: string, make: () => HTMLElement, attribute: string, value: string) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = make();
    document.head.append(element);
  }
  element.setAttribute(attribute, value);
}

const meta = (key: 'name' | 'property', name: string) => () => {
  const m = document.createElement('meta');
  m.setAttribute(key, name);
  return m;
};

/**
 * A public page's head on the device (its prerendered HTML carries the same, `scripts/prerender.mjs`):
 * title, description, canonical link and Open Graph tags, set when the page is reached by a link.
 */
export function usePageMeta(path: keyof typeof sitePages) {
  useEffect(() => {
    const page = sitePages[path];
    if (!page) return;
    const existing = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    const origin = existing ? new URL(existing.href).origin : window.location.origin;
    const url = `${origin}${path}`;
    document.title = page.title;
    setMeta('meta[name="description"]', meta('name', 'description'), 'content', page.description);
    setMeta('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' }), 'href', url);
    setMeta('meta[property="og:title"]', meta('property', 'og:title'), 'content', page.title);
    setMeta('meta[property="og:description"]', meta('property', 'og:description'), 'content', page.description);
    setMeta('meta[property="og:url"]', meta('property', 'og:url'), 'content', url);
    setMeta('meta[property="og:type"]', meta('property', 'og:type'), 'content', 'website');
  }, [path]);
}
