import { describe, expect, it } from 'vitest';
import { categoriesOf, filterCourses, noFilter } from './filter-courses';

const courses = [
  { title: 'Python Programming', description: 'From basics to data', category: 'Programming', level: 'Beginner' as const },
  { title: 'MERN Stack', description: 'MongoDB, Express, React, Node', category: 'Web', level: 'Advanced' as const },
  { title: 'C Programming', description: 'Pointers and memory', category: 'Programming', level: 'Beginner' as const },
];

describe('course filters', () => {
  it('keeps everything with no filter', () => expect(filterCourses(courses, noFilter)).toHaveLength(3));
  it('matches text in title or description, case-insensitive', () => {
    expect(filterCourses(courses, { ...noFilter, text: 'REACT' }).map((c) => c.title)).toEqual(['MERN Stack']);
    expect(filterCourses(courses, { ...noFilter, text: ' programming ' })).toHaveLength(2);
  });
  it('combines category, level and text', () => {
    expect(filterCourses(courses, { text: 'pointers', category: 'Programming', level: 'Beginner' }).map((c) => c.title)).toEqual([
      'C Programming',
    ]);
    expect(filterCourses(courses, { text: '', category: 'Web', level: 'Beginner' })).toEqual([]);
  });
  it('lists categories once, sorted', () => expect(categoriesOf(courses)).toEqual(['Programming', 'Web']));
});
