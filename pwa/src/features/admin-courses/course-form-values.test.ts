import { describe, expect, it } from 'vitest';
import { messages } from '@institute/shared-schema';
import { blankCourse, courseFieldOf, courseFormErrors } from './course-form-values';

describe('courseFormErrors', () => {
  it('keys every problem of an empty form by its field, with the shared messages', () => {
    const errors = courseFormErrors(blankCourse);
    expect(errors).toMatchObject({
      title: messages.validation.titleRequired,
      description: messages.validation.descriptionRequired,
      level: messages.validation.levelRequired,
      duration: messages.validation.durationRequired,
      instructor: messages.validation.instructorRequired,
      price: messages.validation.priceRequired,
      originalPrice: messages.validation.originalPriceRequired,
    });
  });

  it('has none for a complete course', () => {
    expect(
      courseFormErrors({
        ...blankCourse,
        title: 'C',
        description: 'Pointers',
        level: 'Beginner',
        duration: '8 weeks',
        instructor: 'Ravi',
        price: 4999,
        originalPrice: 6999,
      }),
    ).toEqual({});
  });

  it('maps schema paths to the form’s fields', () => {
    expect(courseFieldOf(['syllabus', 2, 'subTopics', 0])).toBe('topics.2.subTopics');
    expect(courseFieldOf(['syllabus', 1, 'mainTopic'])).toBe('topics.1.mainTopic');
    expect(courseFieldOf(['skills', 3])).toBe('skills');
    expect(courseFieldOf(['title'])).toBe('title');
  });
});
