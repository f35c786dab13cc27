/**
 * Each public page's description (its meta description and Open Graph description), by address:
 * read by the server and the prerender, apart from `publicPages` so the app's first load, which
 * only needs the titles, does not carry them.
 */
export const publicPageDescriptions: Record<string, string> = {
  '/': 'Practical, placement-focused programming courses in Nashik: Java, Python, C, C++, web development and data structures, with live sessions, quizzes and a code editor that work offline.',
  '/courses': 'Every course the institute teaches, with its duration, level and fee in rupees. Enrol online and pay by UPI.',
  '/services/quiz': 'Practise Java, Python, C, C++, JavaScript and C# with timed quizzes at three levels, online or offline.',
  '/services/job-portal': 'Internships and full-time jobs for the institute’s students: search by title, company or location.',
  '/services/resume-builder': 'Sixteen resume templates for freshers and experienced developers, edited in place and downloaded as PDF.',
  '/services/editor': 'Write and run Java, Python, C, C++, JavaScript and C# in the browser.',
  '/about/testimonials': 'What the institute’s students say about their courses, mentors and placements.',
  '/contact': 'Visit, call or write to the institute in Nashik: address, phone, hours and a message form.',
  '/about/mission':
    'Why the institute exists: practical programming for students of Nashik, taught by working engineers, leading to real jobs.',
  '/about/journey': 'Founded 10 September 2021, ISO 9001:2015 certified: 156 students in 2021 to over 2000 in 2025.',
  '/about/team': 'Meet the trainers and mentors of EPL Institute of Programming.',
  '/about/institutes': '100+ students trained and a 95% placement rate: how the institute trains, from entry to placement.',
  '/about/internship': 'A 16-week internship: Foundation 4 weeks, Specialization 8 weeks, Project 4 weeks, with mentors and real projects.',
  '/gallery': 'Photos of our batches, the Nashik quiz where 6 of 10 students won second place, and mock interviews.',
  '/placements': 'Our Placement Achievers: our stars and the 12 companies that recruit our students.',
  '/privacy-policy': 'What the institute collects, why, how long it is kept and the choices you have.',
  '/terms': 'The terms of using the institute’s website, app and courses.',
};
