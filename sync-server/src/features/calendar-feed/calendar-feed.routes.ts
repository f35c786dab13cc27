/**
 * A student's private calendar feed (issue 18): `GET /api/calendar-feed` gives the caller's feed
 * address (made on first ask), `DELETE /api/calendar-feed` ends it (the next ask makes a new token), and
 * `GET /api/calendar/{token}/sessions.ics` is the feed itself for calendar apps, which send no
 * bearer token: the token in the address is the secret (32 random bytes). An unknown or replaced
 * token, or an account no longer active, answers 404. The feed's own words (its name, where to
 * join) are in the language the account chose (issue 21), from the PWA's catalogues through its
 * server bundle; English when the account chose none or the PWA is not built.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import {
  calendarFeedApi,
  defaultLocale,
  defaultSiteConfig,
  localizePath,
  messages,
  sessionsIcs,
  type IcsJoinText,
  type Locale,
} from '@institute/shared-schema';
import { HttpError } from '../../http-error.js';
import { route } from '../../http/route.js';
import { deleteFeed, feedOwner, feedSessions, findFeedToken, putFeedToken } from './calendar-feed.repository.js';
import { pwaBundle } from '../public-pages/pwa-bundle.js';

/** Events in one feed: years of weekly sessions over several courses. */
const maxEvents = 1000;
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

const newToken = () => randomBytes(32).toString('base64url');
const feedPath = (token: string) => `/api/calendar/${token}/sessions.ics`;

type FeedWords = { name: string; joinText?: IcsJoinText };

/** The feed's words in a language: from the PWA's catalogues; English (the shared builder's) without them. */
async function feedWords(publicDir: string, locale: Locale): Promise<FeedWords> {
  const institute = defaultSiteConfig.shortName;
  const english = { name: `${institute} live sessions` };
  if (locale === 'en') return english;
  const bundle = await pwaBundle(publicDir).catch(() => null);
  return bundle ? bundle.calendarWords(locale, institute).catch(() => english) : english;
}

export const calendarFeedRoutes: FastifyPluginAsync<{ publicDir: string }> = async (app, { publicDir }) => {
  const db = app.database.db;
  /** The words per language, made once. */
  const words = new Map<Locale, Promise<FeedWords>>();

  route(app, calendarFeedApi.mine, async (request) => {
    const token = (await findFeedToken(db, request.user.sub)) ?? (await putFeedToken(db, request.user.sub, newToken()));
    return { path: feedPath(token) };
  });

  route(app, calendarFeedApi.reset, async (request) => {
    await deleteFeed(db, request.user.sub);
    return { message: messages.learningMore.calendarFeedReset };
  });

  route(
    app,
    calendarFeedApi.feed,
    async (request, reply) => {
      const { token } = request.params;
      const owner = tokenPattern.test(token) ? await feedOwner(db, token) : undefined;
      if (!owner || owner.status !== 'active') throw new HttpError(404, messages.learningMore.calendarFeedNotFound);
      const rows = await feedSessions(db, owner, maxEvents);
      const locale = owner.locale ?? defaultLocale;
      let said = words.get(locale);
      if (!said) words.set(locale, (said = feedWords(publicDir, locale)));
      const origin = `${request.protocol}://${request.host}`;
      const ics = sessionsIcs(
        rows.map((r) => ({
          session: r,
          courseTitle: r.course_title,
          pageUrl: `${origin}${localizePath(`/student/continue-learning/${r.course_id}`, locale)}`,
        })),
        { institute: defaultSiteConfig.shortName, timeZone: defaultSiteConfig.timeZone, ...(await said) },
      );
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .header('content-disposition', 'inline; filename="sessions.ics"')
        .send(ics);
    },
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
  );
};
