import {
  galleryContent,
  institutesContent,
  internshipContent,
  journeyContent,
  missionContent,
  placementsContent,
  teamContent,
} from './about-content.js';
import { homeContent } from './home-content.js';
import { defaultSiteConfig } from './site-config.js';

/**
 * The site's words by the PWA feature whose catalogue carries them (the catalogue script writes
 * each group into that feature; the tests read them all). A module of its own: the PWA's pages
 * import `mapSiteWords` and the one content object they draw, never all of them.
 */
export const siteWordGroups = {
  home: { homeContent },
  'site-content': { missionContent, journeyContent, teamContent, institutesContent, internshipContent, galleryContent, placementsContent },
  layout: { tagline: defaultSiteConfig.tagline, supportHours: defaultSiteConfig.supportHours },
} as const;
