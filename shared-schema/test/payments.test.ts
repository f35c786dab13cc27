/** The enrolment QR's UPI link and the proof input the server and the sync mutation accept. */
import { describe, expect, it } from 'vitest';
import { messages, paymentProofInputSchema, upiNote, upiPaymentLink } from '../src/index.js';

describe('UPI payment link', () => {
  it('carries payee, name, amount with two decimals, INR and an encoded note', () => {
    const link = upiPaymentLink({
      payeeAddress: 'epl.institute@upi',
      payeeName: 'EPL Institute',
      amount: 34999,
      note: upiNote('Java Full Stack & Spring', 'Asha Patil'),
    });
    expect(link).toBe(
      'upi://pay?pa=epl.institute@upi&pn=EPL%20Institute&am=34999.00&cu=INR&tn=Java%20Full%20Stack%20%26%20Spring%20-%20Asha%20Patil',
    );
  });
  it('keeps the note within 80 characters', () => {
    const tn = new URL(upiPaymentLink({ payeeAddress: 'a@b', payeeName: 'A', amount: 1, note: 'x'.repeat(200) })).searchParams.get('tn');
    expect(tn).toHaveLength(80);
  });
});

describe('payment proof input', () => {
  const ok = { transactionId: ' UPI123 ', courseId: 'c1', screenshot: '7f1b3c1e-2d4a-4c7b-9a51-2f5e6d7c8b90' };
  it('trims and accepts a proof without mobile or amount', () => {
    const parsed = paymentProofInputSchema.parse(ok);
    expect(parsed.transactionId).toBe('UPI123');
    expect(parsed.mobileNumber ?? null).toBeNull();
    expect(parsed.amount ?? null).toBeNull();
  });
  it('refuses a missing transaction id with the spec message', () => {
    const r = paymentProofInputSchema.safeParse({ ...ok, transactionId: '' });
    expect(r.error?.issues[0]?.message).toBe(messages.validation.transactionIdRequired);
  });
  it('refuses a missing screenshot with the spec message', () => {
    const r = paymentProofInputSchema.safeParse({ ...ok, screenshot: undefined });
    expect(r.error?.issues[0]?.message).toBe(messages.validation.screenshotRequired);
  });
  it('refuses a malformed mobile number', () => {
    const r = paymentProofInputSchema.safeParse({ ...ok, mobileNumber: '12ab' });
    expect(r.error?.issues[0]?.message).toBe(messages.validation.mobileInvalid);
  });
});
