// Written by scripts/i18n-shared-messages.ts (`pnpm --filter @institute/pwa i18n`): do not edit.
// The public pages’ descriptions (their heads, made on the server), for Lingui's extraction: the shared catalogue's texts are translated by their English.
import { msg } from '@lingui/core/macro';

export const sharedMessages = [
  msg({ id: "100+ students trained and a 95% placement rate: how the institute trains, from entry to placement.", message: "100+ students trained and a 95% placement rate: how the institute trains, from entry to placement." }),
  msg({ id: "A 16-week internship: Foundation 4 weeks, Specialization 8 weeks, Project 4 weeks, with mentors and real projects.", message: "A 16-week internship: Foundation 4 weeks, Specialization 8 weeks, Project 4 weeks, with mentors and real projects." }),
  msg({ id: "Every course the institute teaches, with its duration, level and fee in rupees. Enrol online and pay by UPI.", message: "Every course the institute teaches, with its duration, level and fee in rupees. Enrol online and pay by UPI." }),
  msg({ id: "Founded 10 September 2021, ISO 9001:2015 certified: 156 students in 2021 to over 2000 in 2025.", message: "Founded 10 September 2021, ISO 9001:2015 certified: 156 students in 2021 to over 2000 in 2025." }),
  msg({ id: "Internships and full-time jobs for the institute’s students: search by title, company or location.", message: "Internships and full-time jobs for the institute’s students: search by title, company or location." }),
  msg({ id: "Meet the trainers and mentors of EPL Institute of Programming.", message: "Meet the trainers and mentors of EPL Institute of Programming." }),
  msg({ id: "Our Placement Achievers: our stars and the 12 companies that recruit our students.", message: "Our Placement Achievers: our stars and the 12 companies that recruit our students." }),
  msg({ id: "Photos of our batches, the Nashik quiz where 6 of 10 students won second place, and mock interviews.", message: "Photos of our batches, the Nashik quiz where 6 of 10 students won second place, and mock interviews." }),
  msg({ id: "Practical, placement-focused programming courses in Nashik: Java, Python, C, C++, web development and data structures, with live sessions, quizzes and a code editor that work offline.", message: "Practical, placement-focused programming courses in Nashik: Java, Python, C, C++, web development and data structures, with live sessions, quizzes and a code editor that work offline." }),
  msg({ id: "Practise Java, Python, C, C++, JavaScript and C# with timed quizzes at three levels, online or offline.", message: "Practise Java, Python, C, C++, JavaScript and C# with timed quizzes at three levels, online or offline." }),
  msg({ id: "Sixteen resume templates for freshers and experienced developers, edited in place and downloaded as PDF.", message: "Sixteen resume templates for freshers and experienced developers, edited in place and downloaded as PDF." }),
  msg({ id: "The terms of using the institute’s website, app and courses.", message: "The terms of using the institute’s website, app and courses." }),
  msg({ id: "Visit, call or write to the institute in Nashik: address, phone, hours and a message form.", message: "Visit, call or write to the institute in Nashik: address, phone, hours and a message form." }),
  msg({ id: "What the institute collects, why, how long it is kept and the choices you have.", message: "What the institute collects, why, how long it is kept and the choices you have." }),
  msg({ id: "What the institute’s students say about their courses, mentors and placements.", message: "What the institute’s students say about their courses, mentors and placements." }),
  msg({ id: "Why the institute exists: practical programming for students of Nashik, taught by working engineers, leading to real jobs.", message: "Why the institute exists: practical programming for students of Nashik, taught by working engineers, leading to real jobs." }),
  msg({ id: "Write and run Java, Python, C, C++, JavaScript and C# in the browser.", message: "Write and run Java, Python, C, C++, JavaScript and C# in the browser." }),
];
