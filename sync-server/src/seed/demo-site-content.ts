/**
 * Demo site content (issue 15): the gallery's about 200 photos, the quiz slides and videos, the
 * team, the timeline, placement stars, recruiting partners, promo slides, the pop-up video and the
 * institute's facts. Institute data, not code: administrators replace it at /admin/site-content.
 *
 * Its pictures are drawn here as small SVGs (no stock photo is reachable, and the repository stays
 * light) and go through the same conversion as an administrator's upload; about 200 gallery
 * entries share 18 pictures.
 */
import type { GalleryCategory, SiteItemDetails, SiteItemKind } from '@institute/shared-schema';

const palette = ['#1c7ed6', '#d6336c', '#0ca678', '#f08c00', '#7048e8', '#1098ad', '#e8590c', '#37b24d', '#ae3ec9'];

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A scene for a gallery picture: a gradient room, a board with a caption, rows of people as circles. */
export function sceneSvg(seed: number, title: string, subtitle: string): string {
  const a = palette[seed % palette.length]!;
  const b = palette[(seed * 5 + 3) % palette.length]!;
  const people = Array.from({ length: 9 }, (_, i) => {
    const x = 90 + i * 95 + ((seed * 17 + i * 13) % 30);
    const y = 520 + ((i + seed) % 3) * 22;
    const c = palette[(seed + i * 2) % palette.length]!;
    return `<circle cx="${x}" cy="${y - 70}" r="28" fill="#f1d3b3"/><rect x="${x - 38}" y="${y - 38}" width="76" height="110" rx="30" fill="${c}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640" viewBox="0 0 960 640">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="960" height="640" fill="url(#g)"/>
<rect x="150" y="60" width="660" height="250" rx="12" fill="#ffffff" opacity="0.92"/>
<text x="480" y="170" font-family="DejaVu Sans, sans-serif" font-size="52" font-weight="bold" text-anchor="middle" fill="${a}">${escapeXml(title)}</text>
<text x="480" y="240" font-family="DejaVu Sans, sans-serif" font-size="32" text-anchor="middle" fill="#343a40">${escapeXml(subtitle)}</text>
${people}
<rect y="600" width="960" height="40" fill="#000" opacity="0.25"/>
</svg>`;
}

/** A portrait placeholder: initials on a coloured disc. */
export function avatarSvg(seed: number, initials: string): string {
  const a = palette[seed % palette.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<rect width="400" height="400" fill="#e9ecef"/>
<circle cx="200" cy="160" r="90" fill="${a}"/>
<rect x="80" y="270" width="240" height="160" rx="80" fill="${a}" opacity="0.85"/>
<text x="200" y="188" font-family="DejaVu Sans, sans-serif" font-size="72" font-weight="bold" text-anchor="middle" fill="#fff">${escapeXml(initials)}</text>
</svg>`;
}

/** A company's word mark. */
export function logoSvg(seed: number, name: string): string {
  const a = palette[seed % palette.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="160" viewBox="0 0 320 160">
<rect width="320" height="160" fill="#ffffff"/>
<rect x="24" y="50" width="60" height="60" rx="14" fill="${a}"/>
<text x="54" y="92" font-family="DejaVu Sans, sans-serif" font-size="34" font-weight="bold" text-anchor="middle" fill="#fff">${escapeXml(name[0] ?? '?')}</text>
<text x="98" y="92" font-family="DejaVu Sans, sans-serif" font-size="${name.length > 10 ? 22 : 28}" font-weight="bold" fill="#212529">${escapeXml(name)}</text>
</svg>`;
}

/** The ISO certificate shown on the journey page. */
export function certificateSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="640" viewBox="0 0 900 640">
<rect width="900" height="640" fill="#fffaf0"/>
<rect x="24" y="24" width="852" height="592" fill="none" stroke="#1c7ed6" stroke-width="10"/>
<rect x="44" y="44" width="812" height="552" fill="none" stroke="#d6336c" stroke-width="3"/>
<text x="450" y="150" font-family="DejaVu Serif, serif" font-size="48" font-weight="bold" text-anchor="middle" fill="#1c7ed6">Certificate of Registration</text>
<text x="450" y="230" font-family="DejaVu Sans, sans-serif" font-size="28" text-anchor="middle" fill="#343a40">EPL Institute of Programming</text>
<text x="450" y="300" font-family="DejaVu Sans, sans-serif" font-size="26" text-anchor="middle" fill="#343a40">Quality Management System</text>
<text x="450" y="370" font-family="DejaVu Sans, sans-serif" font-size="44" font-weight="bold" text-anchor="middle" fill="#d6336c">ISO 9001:2015</text>
<text x="450" y="450" font-family="DejaVu Sans, sans-serif" font-size="22" text-anchor="middle" fill="#495057">Certified 15 March 2023</text>
<circle cx="740" cy="520" r="56" fill="#f59f00"/><text x="740" y="530" font-family="DejaVu Sans, sans-serif" font-size="24" font-weight="bold" text-anchor="middle" fill="#fff">ISO</text>
</svg>`;
}

/** A picture the seed draws, named so entries can share it. */
export interface DemoPicture {
  key: string;
  svg: string;
}

export interface DemoItem {
  kind: SiteItemKind;
  category?: GalleryCategory;
  position: number;
  caption: string;
  alt?: string;
  picture?: string;
  details?: SiteItemDetails;
}

const galleryPlan: { category: GalleryCategory; title: string; scenes: [string, string][]; count: number }[] = [
  {
    category: 'epl',
    title: 'EPL',
    scenes: [
      ['EPL Classroom', 'Java batch, morning session'],
      ['EPL Lab', 'Hands-on coding practice'],
      ['EPL Seminar', 'Career guidance talk'],
    ],
    count: 40,
  },
  {
    category: 'first',
    title: 'First batch',
    scenes: [
      ['First Batch', 'Orientation day'],
      ['First Batch', 'Python project demo'],
      ['First Batch', 'Certificate ceremony'],
    ],
    count: 35,
  },
  {
    category: 'second',
    title: 'Second batch',
    scenes: [
      ['Second Batch', 'Web development sprint'],
      ['Second Batch', 'Team presentation'],
      ['Second Batch', 'Graduation day'],
    ],
    count: 35,
  },
  {
    category: 'third',
    title: 'Third batch',
    scenes: [
      ['Third Batch', 'Data structures workshop'],
      ['Third Batch', 'Hackathon night'],
      ['Third Batch', 'Industry visit'],
    ],
    count: 30,
  },
  {
    category: 'nashik-quiz',
    title: 'Nashik quiz',
    scenes: [
      ['Nashik Quiz', 'Our team on stage'],
      ['Nashik Quiz', 'Second place trophy'],
      ['Nashik Quiz', '6 of 10 students won'],
    ],
    count: 25,
  },
  {
    category: 'mock-interview',
    title: 'Mock interview',
    scenes: [
      ['Mock Interview', 'Technical round'],
      ['Mock Interview', 'HR round practice'],
      ['Mock Interview', 'Feedback session'],
    ],
    count: 35,
  },
];

const team = [
  {
    name: 'Prakash Deshmukh',
    initials: 'PD',
    role: 'Founder & Lead Trainer',
    experience: '12+ years',
    education: 'M.E. Computer Engineering',
    company: 'EPL Institute of Programming',
    email: 'prakash@epl.institute',
  },
  {
    name: 'Sneha Kulkarni',
    initials: 'SK',
    role: 'Full Stack Trainer',
    experience: '8 years',
    education: 'M.Sc. Computer Science',
    company: 'EPL Institute of Programming',
    email: 'sneha@epl.institute',
  },
  {
    name: 'Rahul Patil',
    initials: 'RP',
    role: 'Placement Coordinator',
    experience: '6 years',
    education: 'MBA, B.E. Information Technology',
    company: 'EPL Institute of Programming',
    email: 'rahul@epl.institute',
  },
];

const partners = [
  'Infosys',
  'TCS',
  'Wipro',
  'Accenture',
  'Capgemini',
  'Cognizant',
  'HCLTech',
  'Tech Mahindra',
  'Persistent',
  'LTIMindtree',
  'Zensar',
  'KPIT',
];

const starNames = [
  'Aarti Jadhav',
  'Rohit Shinde',
  'Pooja Gaikwad',
  'Aniket More',
  'Sakshi Pawar',
  'Vaibhav Sonawane',
  'Neha Bhosale',
  'Omkar Wagh',
  'Shruti Deshpande',
  'Akash Thorat',
  'Komal Ahire',
  'Tushar Nikam',
  'Priya Chavan',
  'Sagar Kale',
  'Rutuja Patil',
  'Mayur Bagul',
  'Snehal Jagtap',
  'Kunal Salunkhe',
  'Ashwini Kadam',
  'Nikhil Borse',
  'Gauri Mali',
  'Swapnil Pingale',
  'Pranali Hire',
  'Yash Deore',
  'Tejal Khairnar',
  'Harshal Suryawanshi',
  'Bhakti Gavit',
  'Sandeep Jadhav',
  'Vishakha Nerkar',
  'Amol Dhage',
];

const timeline = [
  {
    year: '2021',
    title: 'The beginning',
    content: 'Founded on 10 September 2021 with 2 teachers and online classes.',
    stats: ['156 students', '2 teachers'],
    features: ['Online classes'],
  },
  {
    year: '2022',
    title: 'Classrooms open',
    content: 'Offline batches joined the online ones, with extra-time support for every student.',
    stats: ['489 students', '2 teachers'],
    features: ['Online', 'Offline', 'Extra-time support'],
  },
  {
    year: '2023',
    title: 'ISO 9001:2015 certified',
    content: 'Licensed on 1 January 2023 and ISO 9001:2015 certified on 15 March 2023.',
    stats: ['944 students', '3 teachers'],
    features: ['Batch repeat'],
  },
  {
    year: '2024',
    title: 'Placements grow',
    content: 'Mock interviews, live projects and internships became part of every course.',
    stats: ['1300 students', '3 teachers'],
    features: ['Mock interviews', 'Live projects'],
  },
  {
    year: '2025',
    title: 'Over 2000 students',
    content: 'Over 2000 students trained, with online, offline, extra-time support and batch repeat.',
    stats: ['2000+ students', '3 teachers'],
    features: ['Online', 'Offline', 'Extra-time support', 'Batch repeat'],
  },
];

/** The home page's 8 promo slides: title, text, button and colour (no picture: the home page's first paint stays light). */
const promoSlides: { title: string; text: string; linkLabel: string; linkTo: string; color: string }[] = [
  {
    title: '20% off on upcoming batches',
    text: 'Join a new batch of Java, Python, C or the MERN stack and save 20% on the course fee.',
    linkLabel: 'See the courses',
    linkTo: '/courses',
    color: 'pink',
  },
  {
    title: 'Java Full Stack',
    text: 'Core Java to Spring Boot and SQL, with a live project you can show an employer.',
    linkLabel: 'Java courses',
    linkTo: '/courses',
    color: 'blue',
  },
  {
    title: 'Python for everyone',
    text: 'From your first program to data handling and automation, at your own pace.',
    linkLabel: 'Python courses',
    linkTo: '/courses',
    color: 'indigo',
  },
  {
    title: 'MERN Stack web development',
    text: 'MongoDB, Express, React and Node: build and deploy a complete web application.',
    linkLabel: 'Web courses',
    linkTo: '/courses',
    color: 'teal',
  },
  {
    title: 'Quiz Challenge',
    text: 'Seven languages, three tiers: practise every day and earn certificates.',
    linkLabel: 'Take a quiz',
    linkTo: '/services/quiz',
    color: 'grape',
  },
  {
    title: 'Code in your browser',
    text: 'Write and run Java, Python, C, C++, C# and JavaScript online, even from your phone.',
    linkLabel: 'Open the editor',
    linkTo: '/services/editor',
    color: 'cyan',
  },
  {
    title: 'A resume that gets read',
    text: 'Pick a template, fill it in, download a PDF: it works offline too.',
    linkLabel: 'Build your resume',
    linkTo: '/services/resume-builder',
    color: 'violet',
  },
  {
    title: 'Jobs and internships',
    text: 'Openings for freshers and our own internship, with mock interviews to prepare.',
    linkLabel: 'Find a job',
    linkTo: '/services/job-portal',
    color: 'green',
  },
];

/**
 * The welcome pop-up's video: a small generated demo served by the PWA (`pwa/scripts/make-welcome-video.mjs`);
 * an administrator points it at the institute's own file or player address.
 */
const welcomeVideo = {
  title: 'Welcome to EPL',
  url: '/media/welcome.webm',
  text: 'Live batches, mock interviews, projects and an internship: see how our learners get from their first line of code to their first job.',
};

const facts: [string, string, string][] = [
  ['founded-on', 'Founded', '10 September 2021'],
  ['licence-on', 'Licence', '1 January 2023'],
  ['iso-on', 'ISO certified', '15 March 2023'],
  ['iso-standard', 'Certificate', 'ISO 9001:2015'],
  ['students-trained', 'Students trained', '2000+'],
  ['career-guidances', 'Career guidances', '5000+'],
  ['placement-rate', 'Job placement', '92%'],
  ['institutes-trained', 'Trained on the institute pages', '100+'],
  ['institutes-placement', 'Placement on the institute pages', '95%'],
  ['quiz-result', 'Quiz event', '6 of 10 students won, second place'],
  ['certificate', 'ISO 9001:2015 certificate', 'ISO 9001:2015'],
];

const videoUrl = (n: number) => `https://www.youtube-nocookie.com/embed/videoseries?list=EPL-demo-${n}`;

/** Every picture and entry of the demo content. */
export function demoSiteContent(): { pictures: DemoPicture[]; items: DemoItem[] } {
  const pictures: DemoPicture[] = [];
  const items: DemoItem[] = [];
  galleryPlan.forEach((plan, p) => {
    plan.scenes.forEach(([title, subtitle], s) =>
      pictures.push({ key: `${plan.category}-${s}`, svg: sceneSvg(p * 3 + s, title, subtitle) }),
    );
    for (let i = 0; i < plan.count; i++) {
      const [, subtitle] = plan.scenes[i % plan.scenes.length]!;
      items.push({
        kind: 'gallery',
        category: plan.category,
        position: i,
        caption: `${plan.title}: ${subtitle} (${i + 1})`,
        alt: `${plan.title} photo ${i + 1}: ${subtitle}`,
        picture: `${plan.category}-${i % plan.scenes.length}`,
      });
    }
  });
  const slides = ['nashik-quiz-0', 'nashik-quiz-1', 'nashik-quiz-2', 'epl-1', 'mock-interview-0'];
  const slideCaptions = [
    'Our team at the Nashik quiz',
    'Second place',
    '6 of 10 students won',
    'Preparing in the lab',
    'Ready for the next round',
  ];
  slides.forEach((picture, i) =>
    items.push({ kind: 'quiz-slide', position: i, caption: slideCaptions[i]!, alt: slideCaptions[i]!, picture }),
  );
  ['Quiz round 1', 'Quiz round 2', 'Final round', 'Prize distribution'].forEach((caption, i) =>
    items.push({ kind: 'quiz-video', position: i, caption, details: { url: videoUrl(i + 1) } }),
  );
  team.forEach((m, i) => {
    pictures.push({ key: `team-${i}`, svg: avatarSvg(i, m.initials) });
    items.push({
      kind: 'team',
      position: i,
      caption: m.name,
      alt: `Photo of ${m.name}`,
      picture: `team-${i}`,
      details: {
        role: m.role,
        experience: m.experience,
        education: m.education,
        company: m.company,
        email: m.email,
        linkedin: 'https://www.linkedin.com/',
        facebook: 'https://www.facebook.com/',
        instagram: 'https://www.instagram.com/',
      },
    });
  });
  timeline.forEach((t, i) =>
    items.push({
      kind: 'timeline',
      position: i,
      caption: t.title,
      details: { year: t.year, content: t.content, stats: t.stats, features: t.features },
    }),
  );
  for (let i = 0; i < 8; i++) {
    const initials = starNames[i]!.split(' ')
      .map((w) => w[0])
      .join('');
    pictures.push({ key: `star-${i}`, svg: avatarSvg(i + 3, initials) });
  }
  starNames.forEach((name, i) =>
    items.push({
      kind: 'star',
      position: i,
      caption: name,
      alt: `Photo of ${name}`,
      // Every fifth card has no photo: the page shows Image not available.
      picture: i % 5 === 4 ? undefined : `star-${i % 8}`,
      details: { company: partners[i % partners.length]! },
    }),
  );
  partners.forEach((name, i) => {
    pictures.push({ key: `partner-${i}`, svg: logoSvg(i, name) });
    items.push({ kind: 'partner', position: i, caption: name, alt: `${name} logo`, picture: `partner-${i}` });
  });
  promoSlides.forEach((slide, i) =>
    items.push({
      kind: 'promo-slide',
      position: i,
      caption: slide.title,
      details: { content: slide.text, linkLabel: slide.linkLabel, linkTo: slide.linkTo, color: slide.color },
    }),
  );
  items.push({
    kind: 'popup-video',
    position: 0,
    caption: welcomeVideo.title,
    details: { url: welcomeVideo.url, content: welcomeVideo.text },
  });
  pictures.push({ key: 'certificate', svg: certificateSvg() });
  facts.forEach(([key, caption, value], i) =>
    items.push({
      kind: 'fact',
      position: i,
      caption,
      alt: key === 'certificate' ? 'ISO 9001:2015 certificate of EPL Institute of Programming' : '',
      picture: key === 'certificate' ? 'certificate' : undefined,
      details: { key, value },
    }),
  );
  return { pictures, items };
}
