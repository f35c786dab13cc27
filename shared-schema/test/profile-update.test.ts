/** The profile-update rule the device's optimistic write and the server share. */
import { describe, expect, it } from 'vitest';
import { profileChanges, profileUpdateSchema } from '../src/index.js';

const base = { firstName: 'Asha', lastName: 'Patil', email: 'asha@example.com' };

describe('profileChanges', () => {
  it('always sets the names and the email', () => {
    expect(profileChanges(base)).toEqual(base);
  });

  it('sets phone, address, education and bio only when the update carries them', () => {
    expect(profileChanges({ ...base, phone: '9876543210', address: 'Nashik', education: 'BSc', bio: '' })).toEqual({
      ...base,
      phoneNumber: '9876543210',
      address: 'Nashik',
      education: 'BSc',
      bio: '',
    });
    expect(Object.keys(profileChanges({ ...base, bio: 'Hello' }))).toEqual(['firstName', 'lastName', 'email', 'bio']);
  });

  it('clears the phone number when the update sends an empty phone', () => {
    expect(profileChanges({ ...base, phone: '' })).toEqual({ ...base, phoneNumber: null });
  });

  it('takes what the schema parsed: trimmed and with a lower-case email', () => {
    const parsed = profileUpdateSchema.parse({ firstName: ' Asha ', lastName: 'Patil', email: 'Asha@Example.com', address: ' Pune ' });
    expect(profileChanges(parsed)).toEqual({ ...base, address: 'Pune' });
  });
});
