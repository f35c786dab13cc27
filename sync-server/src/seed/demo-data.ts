/**
 * Demo content that makes every page worth looking at on a first start. It is institute data, not
 * code: another institute replaces it (or starts with SEED_DEMO_DATA=false). Demo courses start
 * with no students and there are no demo payments: a course's students grow with each approved
 * payment, so the dashboard's revenue (approved payments) and its estimate (price × students) both
 * start at ₹0 and never claim money nobody paid.
 */
export interface DemoCourse {
  title: string;
  description: string;
  category: string;
  level: 'Beginner' | 'Intermediate' | 'Advanced';
  duration: string;
  instructor: string;
  price: number;
  originalPrice: number | null;
  skills: string[];
  learningOutcomes: string[];
  projects: string[];
  syllabus: { mainTopic: string; subTopics: string[] }[];
  icon: string;
}

export const demoCourses: DemoCourse[] = [
  {
    title: 'Java Full Stack Development',
    description: 'Core Java to Spring Boot and React: build and deploy complete web applications the way product companies do.',
    category: 'Full Stack',
    level: 'Intermediate',
    duration: '24 weeks',
    instructor: 'Prakash Deshmukh',
    price: 34999,
    originalPrice: 45000,
    skills: ['Java', 'Spring Boot', 'SQL', 'React', 'Git'],
    learningOutcomes: [
      'Write clean object-oriented Java 17',
      'Design REST APIs with Spring Boot',
      'Model data in PostgreSQL with JPA',
      'Build React front ends that talk to your API',
      'Deploy a full application with CI',
      'Crack Java technical interviews',
    ],
    projects: ['Library management system', 'E-commerce store with payments', 'Placement portal'],
    syllabus: [
      { mainTopic: 'Core Java', subTopics: ['Syntax and types', 'OOP', 'Collections', 'Exceptions', 'Streams'] },
      { mainTopic: 'Databases', subTopics: ['SQL basics', 'Joins', 'JDBC', 'JPA and Hibernate'] },
      { mainTopic: 'Spring Boot', subTopics: ['Dependency injection', 'REST controllers', 'Security', 'Testing'] },
      { mainTopic: 'Front end', subTopics: ['HTML and CSS', 'JavaScript', 'React', 'Calling APIs'] },
    ],
    icon: 'coffee',
  },
  {
    title: 'Python Programming',
    description: 'From your first program to automation and data handling, with plenty of practice problems.',
    category: 'Programming',
    level: 'Beginner',
    duration: '10 weeks',
    instructor: 'Sneha Kulkarni',
    price: 9999,
    originalPrice: 14999,
    skills: ['Python', 'Problem Solving', 'Files', 'OOP'],
    learningOutcomes: [
      'Write Python programs confidently',
      'Use lists, dicts and sets well',
      'Read and write files',
      'Automate everyday tasks',
      'Use classes and modules',
    ],
    projects: ['Expense tracker', 'Quiz game', 'File organiser script'],
    syllabus: [
      { mainTopic: 'Basics', subTopics: ['Variables and types', 'Input and output', 'Conditions', 'Loops'] },
      { mainTopic: 'Data structures', subTopics: ['Lists', 'Tuples', 'Dictionaries', 'Sets'] },
      { mainTopic: 'Functions and modules', subTopics: ['Functions', 'Scope', 'Modules', 'Exceptions'] },
      { mainTopic: 'Object-oriented Python', subTopics: ['Classes', 'Inheritance', 'Dunder methods'] },
    ],
    icon: 'brand-python',
  },
  {
    title: 'C Programming',
    description: 'The foundation every engineer needs: memory, pointers and problem solving in C.',
    category: 'Programming',
    level: 'Beginner',
    duration: '8 weeks',
    instructor: 'Prakash Deshmukh',
    price: 5999,
    originalPrice: 7999,
    skills: ['C', 'Pointers', 'Memory', 'Problem Solving'],
    learningOutcomes: [
      'Understand how programs use memory',
      'Use pointers and arrays safely',
      'Structure programs with functions',
      'Work with structs and files',
    ],
    projects: ['Student record system', 'Bank account simulator'],
    syllabus: [
      { mainTopic: 'Fundamentals', subTopics: ['Data types', 'Operators', 'Control flow'] },
      { mainTopic: 'Functions and arrays', subTopics: ['Functions', 'Recursion', 'Arrays', 'Strings'] },
      { mainTopic: 'Pointers and memory', subTopics: ['Pointers', 'Dynamic memory', 'Structs', 'File I/O'] },
    ],
    icon: 'letter-c',
  },
  {
    title: 'MERN Stack Development',
    description: 'MongoDB, Express, React and Node: build modern single-page apps end to end.',
    category: 'Full Stack',
    level: 'Intermediate',
    duration: '20 weeks',
    instructor: 'Rahul Patil',
    price: 29999,
    originalPrice: 39999,
    skills: ['JavaScript', 'React', 'Node.js', 'Express', 'MongoDB'],
    learningOutcomes: [
      'Master modern JavaScript',
      'Build React apps with hooks',
      'Write REST APIs in Express',
      'Store data in MongoDB',
      'Authenticate users securely',
    ],
    projects: ['Social media clone', 'Job board', 'Real-time chat'],
    syllabus: [
      { mainTopic: 'JavaScript', subTopics: ['ES2022 syntax', 'Closures', 'Promises and async/await'] },
      { mainTopic: 'React', subTopics: ['Components', 'Hooks', 'Routing', 'State management'] },
      { mainTopic: 'Back end', subTopics: ['Node.js', 'Express', 'MongoDB', 'Authentication'] },
    ],
    icon: 'brand-react',
  },
  {
    title: 'Data Structures Using C',
    description: 'Arrays to graphs, implemented by hand in C, with the interview problems that use them.',
    category: 'Computer Science',
    level: 'Advanced',
    duration: '12 weeks',
    instructor: 'Sneha Kulkarni',
    price: 11999,
    originalPrice: null,
    skills: ['C', 'Data Structures', 'Algorithms', 'Complexity'],
    learningOutcomes: [
      'Analyse time and space complexity',
      'Implement linked lists, stacks and queues',
      'Build trees and heaps',
      'Solve graph problems',
    ],
    projects: ['Text editor buffer', 'Route finder'],
    syllabus: [
      { mainTopic: 'Linear structures', subTopics: ['Arrays', 'Linked lists', 'Stacks', 'Queues'] },
      { mainTopic: 'Trees', subTopics: ['Binary trees', 'BST', 'Heaps'] },
      { mainTopic: 'Graphs and algorithms', subTopics: ['BFS and DFS', 'Shortest paths', 'Sorting', 'Hashing'] },
    ],
    icon: 'binary-tree',
  },
  {
    title: 'Web Design with HTML and CSS',
    description: 'Semantic, accessible, responsive pages from scratch: the first step to front-end work.',
    category: 'Web',
    level: 'Beginner',
    duration: '6 weeks',
    instructor: 'Rahul Patil',
    price: 4999,
    originalPrice: 6999,
    skills: ['HTML5', 'CSS3', 'Flexbox', 'Grid', 'Accessibility'],
    learningOutcomes: ['Write semantic HTML', 'Lay out pages with Flexbox and Grid', 'Make sites responsive', 'Meet accessibility basics'],
    projects: ['Personal portfolio', 'Restaurant landing page'],
    syllabus: [
      { mainTopic: 'HTML', subTopics: ['Document structure', 'Forms', 'Tables', 'Media'] },
      { mainTopic: 'CSS', subTopics: ['Selectors', 'Box model', 'Flexbox', 'Grid', 'Media queries'] },
    ],
    icon: 'brand-html5',
  },
];

export const demoJobs = [
  {
    title: 'Java Developer',
    company: 'Infosys',
    role: 'Full Time',
    location: 'Pune',
    skills: ['Java', 'Spring Boot', 'SQL'],
    experience: '0-2 years',
    salary: '₹4.5 LPA',
    batchEligibility: '2024-2025 Batch',
    description: 'Build and maintain enterprise services in Java for banking clients.',
    daysAgo: 2,
    daysLeft: 20,
  },
  {
    title: 'Python Intern',
    company: 'TechnoSpark Solutions',
    role: 'Internship',
    location: 'Nashik (Hybrid)',
    skills: ['Python', 'Django'],
    experience: 'Freshers',
    salary: '₹12,000 per month',
    batchEligibility: '2025 Batch',
    description: 'Help the data team automate reports and build small Django tools.',
    daysAgo: 5,
    daysLeft: 10,
  },
  {
    title: 'Front-end Developer',
    company: 'Persistent Systems',
    role: 'Full Time',
    location: 'Nagpur',
    skills: ['JavaScript', 'React', 'CSS'],
    experience: '1-3 years',
    salary: '',
    batchEligibility: null,
    description: 'Build accessible React interfaces for healthcare products.',
    daysAgo: 1,
    daysLeft: 30,
  },
  {
    title: 'QA Automation Intern',
    company: 'Cognizant',
    role: 'Internship',
    location: 'Mumbai',
    skills: ['Java', 'Selenium', 'Testing'],
    experience: 'Freshers',
    salary: '₹15,000 per month',
    batchEligibility: '2024-2025 Batch',
    description: 'Write automated tests for web applications with Selenium and TestNG.',
    daysAgo: 8,
    daysLeft: 6,
  },
  {
    title: 'MERN Stack Developer',
    company: 'Webfolks Digital',
    role: 'Full Time',
    location: 'Remote',
    skills: ['MongoDB', 'Express', 'React', 'Node.js'],
    experience: '0-1 years',
    salary: '₹3.6 LPA',
    batchEligibility: '2025 Batch',
    description: 'Ship features for client web apps across the MERN stack.',
    daysAgo: 3,
    daysLeft: 25,
  },
] as const;

export const demoTestimonials = [
  {
    text: 'The Java course took me from zero to my first job offer. The mock interviews made all the difference.',
    author: 'Aarti Jadhav',
    course: 'Java',
    faculty: 'Prakash Deshmukh',
    rating: 5,
  },
  {
    text: "Sneha ma'am explains Python so clearly that even recursion felt easy. The practice problems are excellent.",
    author: 'Vikram Shinde',
    course: 'Python',
    faculty: 'Sneha Kulkarni',
    rating: 5,
  },
  {
    text: 'Pointers finally make sense. The doubt-clearing sessions in the evening were really helpful.',
    author: 'Pooja Wagh',
    course: 'C Programming',
    faculty: 'Prakash Deshmukh',
    rating: 4,
  },
  {
    text: 'Building three full projects in the MERN course gave me a strong portfolio for interviews.',
    author: 'Sagar Pawar',
    course: 'MERN Stack',
    faculty: 'Rahul Patil',
    rating: 5,
  },
  {
    text: 'Data structures taught with real interview questions. I cleared two technical rounds because of it.',
    author: 'Neha Bhosale',
    course: 'Data Structure Using C',
    faculty: 'Sneha Kulkarni',
    rating: 5,
  },
  {
    text: 'Batch repeat option helped me a lot when I missed classes during exams.',
    author: 'Rohit More',
    course: 'Java',
    faculty: 'Prakash Deshmukh',
    rating: 4,
  },
  {
    text: 'Friendly teachers and a practical approach. The lab is open late, which suits working students.',
    author: 'Kavita Gaikwad',
    course: 'Python',
    faculty: 'Sneha Kulkarni',
    rating: 5,
  },
  {
    text: 'I joined with no coding background and now I build React apps on my own.',
    author: 'Amit Chavan',
    course: 'MERN Stack',
    faculty: 'Rahul Patil',
    rating: 5,
  },
] as const;

/** Sessions per course, relative to today: negative days are past sessions. */
export const demoSessionOffsets = [
  { days: -14, title: 'Orientation and setup', status: 'completed' },
  { days: -7, title: 'Doubt-clearing session', status: 'completed' },
  { days: 3, title: 'Live coding: weekly problem set', status: 'scheduled' },
  { days: 10, title: 'Mock interview practice', status: 'scheduled' },
] as const;
