/**
 * The words of the about pages (site spec section 2, "Other public pages"; issue 15), kept as the
 * institute's data beside `defaultSiteConfig`: another institute changes this, not the screens.
 * Shown in the reader's language (`site-words.ts`: the PWA's catalogues translate each word by its
 * English). What changes often (gallery, team, timeline, stars, partners, facts) is in the database
 * instead (`site-content.schema.ts`). Free of zod, so public pages can import it cheaply.
 */

export const missionContent = {
  title: 'Our Mission',
  lead: 'To make every student job-ready: strong programming foundations, real projects and the confidence to clear interviews.',
  points: [
    { title: 'Practical learning', text: 'Every concept is coded in class, then used in a project, so students learn by building.' },
    { title: 'Career first', text: 'Mock interviews, career guidance and placement support from the first week to the first job.' },
    { title: 'Support that stays', text: 'Online and offline batches, extra-time support and batch repeat until the student is ready.' },
  ],
  vision: 'Our vision: a trained, confident programmer in every home of our town and beyond.',
} as const;

export const journeyContent = {
  title: 'Our Journey',
  lead: 'From two teachers and an online class in 2021 to over 2000 students trained.',
  highlights: [
    { title: 'Founded', factKey: 'founded-on', text: 'The institute opened its first online batch.' },
    { title: 'ISO 9001:2015', factKey: 'iso-on', text: 'Licensed on 1 January 2023, ISO 9001:2015 certified on 15 March 2023.' },
    { title: 'Students trained', factKey: 'students-trained', text: 'Online, offline, extra-time support and batch repeat.' },
  ],
} as const;

export const teamContent = {
  title: 'Our Team',
  lead: 'The trainers and mentors who teach, guide and place our students.',
} as const;

export const institutesContent = {
  title: 'Our Institutes',
  overview:
    'EPL Institute of Programming trains students in Java, Python, C, data structures and full stack web development, in classrooms and online, with mock interviews, live projects and internships.',
  achievements: [
    { factKey: 'institutes-trained', fallback: '100+', label: 'Students trained' },
    { factKey: 'institutes-placement', fallback: '95%', label: 'Placement rate' },
    { factKey: 'iso-standard', fallback: 'ISO 9001:2015', label: 'Certified quality' },
  ],
  story: [
    { title: 'Entry', text: 'A counselling session finds the right course for the student.' },
    { title: 'Foundation', text: 'Programming basics with daily practice.' },
    { title: 'Trained', text: 'Core courses with assignments and quizzes.' },
    { title: 'Projects', text: 'Live projects in small teams.' },
    { title: 'Mock Interview', text: 'Technical and HR rounds with feedback.' },
    { title: 'Internship', text: 'Real work with mentors.' },
    { title: 'Placement', text: 'Interviews with our recruiting partners.' },
  ],
  partnersTitle: 'Our Partners',
} as const;

export const internshipContent = {
  title: 'Internship Program',
  lead: 'Sixteen weeks of real work with mentors: learn, specialise and ship a project you can show at interviews.',
  stats: [
    { value: '16', label: 'Weeks' },
    { value: '3', label: 'Phases' },
    { value: '8', label: 'Benefits' },
    { value: '100%', label: 'Project based' },
  ],
  benefits: [
    { title: 'Real projects', text: 'Work on applications used by real users.' },
    { title: 'Mentorship', text: 'A mentor reviews your code every week.' },
    { title: 'Certificate', text: 'An internship certificate on completion.' },
    { title: 'Flexible hours', text: 'Online and offline, with remote work available.' },
    { title: 'Interview practice', text: 'Mock interviews before the placement drive.' },
    { title: 'Portfolio', text: 'A project and a resume that show your work.' },
    { title: 'Team work', text: 'Git, code reviews and stand-ups like a product team.' },
    { title: 'Placement support', text: 'Referrals to our recruiting partners.' },
  ],
  phases: [
    { name: 'Foundation', weeks: 4, text: 'Programming, Git and the basics of the web.' },
    { name: 'Specialization', weeks: 8, text: 'Your track in depth: Java, Python or the MERN stack.' },
    { name: 'Project', weeks: 4, text: 'A complete project, deployed and presented.' },
  ],
  technologies: [
    { track: 'Frontend', items: ['HTML', 'CSS', 'JavaScript', 'React'] },
    { track: 'Backend', items: ['Java', 'Spring Boot', 'Node.js', 'Python'] },
    { track: 'Data and tools', items: ['SQL', 'MongoDB', 'Git', 'Linux'] },
  ],
  alumni: [
    {
      quote: 'The project phase taught me more than any book: I explained my own code in the interview and got the offer.',
      name: 'Aarti Jadhav',
      role: 'Software Engineer, Infosys',
    },
    {
      quote: 'Weekly code reviews with my mentor made me confident with real codebases before my first job.',
      name: 'Rohit Shinde',
      role: 'Developer, TCS',
    },
  ],
  applyLabel: 'Apply Now',
  contactLabel: 'Contact Us',
  startCodingLabel: 'Start Coding',
} as const;

export const galleryContent = {
  title: 'Gallery',
  lead: 'Classes, batches, quiz events and mock interviews at the institute.',
  quizTitle: 'Nashik Quiz Competition',
  quizEvent: 'Quiz event: 6 of 10 students won, second place.',
  videosTitle: 'Quiz videos',
} as const;

export const placementsContent = {
  title: 'Our Placement Achievers',
  lead: 'Our students work at companies across India.',
  partnersTitle: 'Our Recruiting Partners',
  starsTitle: 'Our Stars',
  banner: 'Congratulations!',
} as const;
