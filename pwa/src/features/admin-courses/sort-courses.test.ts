import { describe, expect, it } from 'vitest';
import { arrangeCourses } from './sort-courses';

const c = (title: string, createdAt: string, price: number, students: number, isActive = true) => ({
  title,
  createdAt,
  price,
  students,
  isActive,
});
const list = [c('B', '2026-01-02', 500, 10), c('A', '2026-01-01', 900, 3, false), c('C', '2026-01-03', 100, 30)];
const titles = (l: { title: string }[]) => l.map((x) => x.title);

describe('admin course list', () => {
  it('sorts five ways', () => {
    expect(titles(arrangeCourses(list, 'all', 'newest'))).toEqual(['C', 'B', 'A']);
    expect(titles(arrangeCourses(list, 'all', 'oldest'))).toEqual(['A', 'B', 'C']);
    expect(titles(arrangeCourses(list, 'all', 'price-high'))).toEqual(['A', 'B', 'C']);
    expect(titles(arrangeCourses(list, 'all', 'price-low'))).toEqual(['C', 'B', 'A']);
    expect(titles(arrangeCourses(list, 'all', 'students'))).toEqual(['C', 'B', 'A']);
  });
  it('filters by active status', () => {
    expect(titles(arrangeCourses(list, 'active', 'oldest'))).toEqual(['B', 'C']);
    expect(titles(arrangeCourses(list, 'inactive', 'oldest'))).toEqual(['A']);
  });
});
