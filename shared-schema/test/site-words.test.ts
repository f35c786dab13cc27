import { describe, expect, it } from 'vitest';
import { homeContent, internshipContent, mapSiteWords, siteWordsOf } from '../src/index.js';

describe('the site’s words kept as data', () => {
  it('are its texts; keys, figures, technologies and the alumni’s own words stay as written', () => {
    const words = siteWordsOf(internshipContent);
    expect(words).toEqual(expect.arrayContaining(['Internship Program', 'Weeks', 'Foundation', 'Frontend', 'Apply Now']));
    for (const kept of ['16', '100%', 'React', 'Spring Boot', 'Aarti Jadhav', internshipContent.alumni[0].quote])
      expect(words).not.toContain(kept);
    expect(siteWordsOf(homeContent)).toEqual(expect.arrayContaining(['Students trained', 'Mock Interview', homeContent.bannerLines[0]]));
    expect(siteWordsOf(homeContent)).not.toContain('+');
  });

  it('are drawn through the reader’s language, the shape and the rest unchanged', () => {
    const shown = mapSiteWords(internshipContent, (text) => `<${text}>`);
    expect(shown.title).toBe('<Internship Program>');
    expect(shown.phases[1]).toEqual({ name: '<Specialization>', weeks: 8, text: `<${internshipContent.phases[1].text}>` });
    expect(shown.technologies[0]).toEqual({ track: '<Frontend>', items: ['HTML', 'CSS', 'JavaScript', 'React'] });
    expect(shown.alumni).toBe(internshipContent.alumni);
    expect(mapSiteWords(homeContent, (text) => text.toUpperCase()).stats[0]).toEqual({
      value: 2000,
      suffix: '+',
      label: 'STUDENTS TRAINED',
    });
  });
});
