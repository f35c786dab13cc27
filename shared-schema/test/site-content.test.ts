/** Site content's pure rules (issue 15): the admin form by kind, the gallery's filter, srcset and facts. */
import { describe, expect, it } from 'vitest';
import { factOf, galleryFilterOf, messages, siteItemFormSchema, srcSetOf, type SiteItem } from '../src/index.js';

const imageId = '00000000-0000-4000-8000-000000000001';
const issues = (value: unknown) => {
  const r = siteItemFormSchema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('the site content form', () => {
  it('asks a gallery photo for a caption, a category and an image', () => {
    expect(issues({ kind: 'gallery', caption: ' ' })).toEqual(
      expect.arrayContaining([
        ['caption', messages.siteContent.detailRequired('Caption')],
        ['category', messages.siteContent.categoryRequired],
        ['imageId', messages.siteContent.imageRequired],
      ]),
    );
    expect(issues({ kind: 'gallery', caption: 'Lab', category: 'epl', imageId })).toEqual([]);
    expect(issues({ kind: 'gallery', caption: 'Lab', category: 'fourth', imageId })).toEqual([
      ['category', messages.siteContent.categoryRequired],
    ]);
  });

  it('keeps categories to gallery photos and asks each kind for its own details', () => {
    expect(issues({ kind: 'star', caption: 'A', category: 'epl' })).toEqual(
      expect.arrayContaining([['category', messages.siteContent.categoryNotAllowed]]),
    );
    expect(issues({ kind: 'star', caption: 'A' })).toEqual([['details.company', messages.siteContent.detailRequired('Company')]]);
    expect(issues({ kind: 'team', caption: 'A', imageId })).toEqual([['details.role', messages.siteContent.detailRequired('Role')]]);
    expect(issues({ kind: 'timeline', caption: 'A', details: { year: '2021' } })).toEqual([
      ['details.content', messages.siteContent.detailRequired('Content')],
    ]);
    expect(issues({ kind: 'fact', caption: 'Founded', details: { key: 'founded-on', value: '10 September 2021' } })).toEqual([]);
  });

  it('asks a promo slide for its text, a button for both its words and a link, and a known colour', () => {
    expect(issues({ kind: 'promo-slide', caption: 'Java' })).toEqual([['details.content', messages.siteContent.detailRequired('Content')]]);
    expect(issues({ kind: 'promo-slide', caption: 'Java', details: { content: 'Learn', linkLabel: 'Go', linkTo: '/courses' } })).toEqual(
      [],
    );
    expect(issues({ kind: 'promo-slide', caption: 'Java', details: { content: 'Learn', linkLabel: 'Go' } })).toEqual([
      ['details.linkTo', messages.siteContent.detailRequired('Button link')],
    ]);
    for (const linkTo of ['//evil.example', 'javascript:alert(1)', 'http://x.org', '/with space'])
      expect(issues({ kind: 'promo-slide', caption: 'J', details: { content: 'L', linkLabel: 'Go', linkTo } })).toEqual([
        ['details.linkTo', messages.siteContent.linkInvalid],
      ]);
    expect(issues({ kind: 'promo-slide', caption: 'J', details: { content: 'L', color: 'rainbow' } })).toEqual([
      ['details.color', messages.siteContent.colorInvalid],
    ]);
    // The pop-up's video may be a file of this site; a quiz video is an https address only.
    expect(issues({ kind: 'popup-video', caption: 'Welcome', details: { url: '/media/welcome.webm' } })).toEqual([]);
    expect(issues({ kind: 'popup-video', caption: 'Welcome', details: { url: '//evil.example/v.webm' } })).toEqual([
      ['details.url', messages.siteContent.linkInvalid],
    ]);
    expect(issues({ kind: 'quiz-video', caption: 'Round', details: { url: '/media/welcome.webm' } })).toEqual([
      ['details.url', messages.siteContent.urlInvalid],
    ]);
  });

  it('takes only https links, and bounds every field', () => {
    for (const url of ['http://example.com/v', 'javascript:alert(1)', 'https://', 'ftp://x'])
      expect(issues({ kind: 'quiz-video', caption: 'Round 1', details: { url } })).toEqual([
        ['details.url', messages.siteContent.urlInvalid],
      ]);
    expect(issues({ kind: 'quiz-video', caption: 'Round 1', details: { url: 'https://www.youtube-nocookie.com/embed/x' } })).toEqual([]);
    expect(issues({ kind: 'fact', caption: 'x'.repeat(201), details: { key: 'k', value: 'v' } }).map(([f]) => f)).toEqual(['caption']);
    expect(issues({ kind: 'timeline', caption: 'A', details: { year: '2021', content: 'c', stats: Array(101).fill('s') } })[0]?.[0]).toBe(
      'details.stats',
    );
    expect(issues({ kind: 'fact', caption: 'a\u0000b', details: { key: 'k', value: 'v' } }).map(([f]) => f)).toEqual(['caption']);
  });
});

describe('the gallery and pages', () => {
  it('reads the filter from a link, anything unknown being all', () => {
    expect(galleryFilterOf('nashik-quiz')).toBe('nashik-quiz');
    expect(galleryFilterOf('epl')).toBe('epl');
    for (const v of ['', 'EPL', 'all', 42, undefined, ['epl']]) expect(galleryFilterOf(v)).toBe('all');
  });

  it('builds a srcset of every width and finds facts by key', () => {
    const image = {
      id: 'i',
      width: 960,
      height: 640,
      placeholder: '',
      sources: [320, 640, 960].map((w) => ({ width: w, url: `/api/site-images/${w}` })),
    };
    expect(srcSetOf(image)).toBe('/api/site-images/320 320w, /api/site-images/640 640w, /api/site-images/960 960w');
    const fact = {
      id: 'f',
      kind: 'fact',
      category: null,
      position: 0,
      caption: 'Founded',
      alt: '',
      image: null,
      details: { key: 'founded-on', value: '10 September 2021' },
    } satisfies SiteItem;
    expect(factOf([fact], 'founded-on', 'x')).toBe('10 September 2021');
    expect(factOf([fact], 'iso-on', '15 March 2023')).toBe('15 March 2023');
    expect(factOf(undefined, 'founded-on', 'fallback')).toBe('fallback');
  });
});
