/**
 * The home page's promo slides and welcome video come from site content (issue 15): a slide is
 * now drawn from its caption (the title) and its details (text, button, colour), the pop-up's
 * video from its address. A database seeded before this has the first demo's slides (a caption
 * and a picture each) and a placeholder video address: those demo rows, if still untouched, get
 * the content the home page showed until now. Rows an administrator added or changed stay as they are.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run regardless of the typed schema */
import { sql, type Kysely } from 'kysely';

const slides: [string, { title: string; content: string; linkLabel: string; linkTo: string; color: string }][] = [
  [
    'Flat 20% off on every course this month',
    {
      title: '20% off on upcoming batches',
      content: 'Join a new batch of Java, Python, C or the MERN stack and save 20% on the course fee.',
      linkLabel: 'See the courses',
      linkTo: '/courses',
      color: 'pink',
    },
  ],
  [
    'New Java Full Stack batch starting soon',
    {
      title: 'Java Full Stack',
      content: 'Core Java to Spring Boot and SQL, with a live project you can show an employer.',
      linkLabel: 'Java courses',
      linkTo: '/courses',
      color: 'blue',
    },
  ],
  [
    'Python for beginners: weekend batch',
    {
      title: 'Python for everyone',
      content: 'From your first program to data handling and automation, at your own pace.',
      linkLabel: 'Python courses',
      linkTo: '/courses',
      color: 'indigo',
    },
  ],
  [
    'Free career guidance session every Saturday',
    {
      title: 'MERN Stack web development',
      content: 'MongoDB, Express, React and Node: build and deploy a complete web application.',
      linkLabel: 'Web courses',
      linkTo: '/courses',
      color: 'teal',
    },
  ],
  [
    'Mock interviews with industry experts',
    {
      title: 'Quiz Challenge',
      content: 'Seven languages, three tiers: practise every day and earn certificates.',
      linkLabel: 'Take a quiz',
      linkTo: '/services/quiz',
      color: 'grape',
    },
  ],
  [
    'Live projects and internships for every student',
    {
      title: 'Code in your browser',
      content: 'Write and run Java, Python, C, C++, C# and JavaScript online, even from your phone.',
      linkLabel: 'Open the editor',
      linkTo: '/services/editor',
      color: 'cyan',
    },
  ],
  [
    'ISO 9001:2015 certified institute',
    {
      title: 'A resume that gets read',
      content: 'Pick a template, fill it in, download a PDF: it works offline too.',
      linkLabel: 'Build your resume',
      linkTo: '/services/resume-builder',
      color: 'violet',
    },
  ],
  [
    '2000+ students trained, 92% placement',
    {
      title: 'Jobs and internships',
      content: 'Openings for freshers and our own internship, with mock interviews to prepare.',
      linkLabel: 'Find a job',
      linkTo: '/services/job-portal',
      color: 'green',
    },
  ],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [old, { title, ...details }] of slides)
    await sql`update site_items set caption = ${title}, alt = '', details = ${JSON.stringify(details)}::jsonb
      where kind = 'promo-slide' and caption = ${old} and details = '{}'::jsonb`.execute(db);
  await sql`update site_items set caption = 'Welcome to EPL', details = ${JSON.stringify({
    url: '/media/welcome.webm',
    content:
      'Live batches, mock interviews, projects and an internship: see how our learners get from their first line of code to their first job.',
  })}::jsonb
    where kind = 'popup-video' and details = '{"url": "https://www.youtube-nocookie.com/embed/videoseries?list=EPL-demo-0"}'::jsonb`.execute(
    db,
  );
}

export async function down(): Promise<void> {
  // The demo rows keep their new content: the code before this reads neither field.
}
