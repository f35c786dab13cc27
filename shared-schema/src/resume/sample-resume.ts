/**
 * The sample content a template shows before the student edits it, and what Start over returns to.
 * Fresher templates start from a student's resume, experienced ones from a professional's.
 */
import { resumeSchema, type Resume } from './resume.schema.js';

export const sampleFresherResume: Resume = resumeSchema.parse({
  basics: {
    name: 'Priya Sharma',
    label: 'Computer Science Student',
    email: 'priya.sharma@example.com',
    phone: '+91 98765 43210',
    summary:
      'Final-year B.Sc. Computer Science student who enjoys building web applications. Comfortable with Java, Python and JavaScript, and looking for a first role as a junior developer.',
    location: { city: 'Pune', region: 'Maharashtra', countryCode: 'IN' },
    profiles: [
      { network: 'LinkedIn', username: 'priya-sharma', url: 'https://www.linkedin.com/in/priya-sharma' },
      { network: 'GitHub', username: 'priyasharma', url: 'https://github.com/priyasharma' },
    ],
  },
  work: [
    {
      name: 'Webnest Solutions',
      position: 'Web Development Intern',
      startDate: 'Jun 2025',
      endDate: 'Aug 2025',
      summary: 'Built pages of a booking site in React and wrote their tests.',
      highlights: ['Cut the page load time of the search page by a third', 'Fixed 25 reported bugs'],
    },
  ],
  education: [
    {
      institution: 'Fergusson College, Pune',
      area: 'Computer Science',
      studyType: 'B.Sc.',
      startDate: '2023',
      endDate: '2026',
      score: '8.4 CGPA',
    },
    { institution: 'Modern Junior College', area: 'Science', studyType: 'HSC', startDate: '2021', endDate: '2023', score: '86%' },
  ],
  projects: [
    { name: 'Library Manager', description: 'A Java and MySQL desktop application to issue and return books.' },
    { name: 'Weather Now', description: 'A small web app showing the forecast from a public API.' },
  ],
  skills: [
    { name: 'Languages', keywords: ['Java', 'Python', 'JavaScript', 'SQL'] },
    { name: 'Web', keywords: ['HTML', 'CSS', 'React'] },
    { name: 'Tools', keywords: ['Git', 'VS Code', 'Linux'] },
  ],
  certificates: [{ name: 'Java Programming', issuer: 'EPL Institute', date: '2025' }],
  languages: [
    { language: 'English', fluency: 'Fluent' },
    { language: 'Marathi', fluency: 'Native' },
  ],
});

export const sampleExperiencedResume: Resume = resumeSchema.parse({
  basics: {
    name: 'Rahul Deshmukh',
    label: 'Senior Software Engineer',
    email: 'rahul.deshmukh@example.com',
    phone: '+91 91234 56789',
    summary:
      'Software engineer with eight years of experience building payment and logistics systems. Leads small teams, designs services that stay up, and mentors juniors.',
    location: { city: 'Mumbai', region: 'Maharashtra', countryCode: 'IN' },
    profiles: [
      { network: 'LinkedIn', username: 'rahul-deshmukh', url: 'https://www.linkedin.com/in/rahul-deshmukh' },
      { network: 'GitHub', username: 'rdeshmukh', url: 'https://github.com/rdeshmukh' },
    ],
  },
  work: [
    {
      name: 'PayFast India',
      position: 'Senior Software Engineer',
      startDate: '2021',
      endDate: 'Present',
      summary: 'Leads the team behind the UPI collections service.',
      highlights: ['Moved settlement to an event queue: 40 crore rupees a day, no payment lost', 'Mentored six engineers'],
    },
    {
      name: 'ShipRight Logistics',
      position: 'Software Engineer',
      startDate: '2017',
      endDate: '2021',
      summary: 'Built the route planner used by 300 delivery vans.',
      highlights: ['Reduced fuel costs by 12%', 'Introduced code review and CI'],
    },
  ],
  education: [
    {
      institution: 'College of Engineering, Pune',
      area: 'Computer Engineering',
      studyType: 'B.E.',
      startDate: '2013',
      endDate: '2017',
      score: '',
    },
  ],
  projects: [{ name: 'Open-source UPI QR library', description: 'A small library used by 40 projects to draw UPI payment codes.' }],
  skills: [
    { name: 'Backend', keywords: ['Java', 'Spring', 'Node.js', 'PostgreSQL'] },
    { name: 'Practices', keywords: ['System design', 'Code review', 'Mentoring'] },
  ],
  certificates: [{ name: 'AWS Certified Developer', issuer: 'Amazon Web Services', date: '2022' }],
  languages: [
    { language: 'English', fluency: 'Fluent' },
    { language: 'Hindi', fluency: 'Fluent' },
  ],
});

/** The sample a template starts from. */
export const sampleResumeFor = (template: string): Resume =>
  structuredClone(template.startsWith('exp-') ? sampleExperiencedResume : sampleFresherResume);
