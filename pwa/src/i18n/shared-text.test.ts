/**
 * A server's answer in the reader's language (issue 21): found by its code's pattern, rebuilt from
 * the English and the values the server sent, with each value translated where the catalogues know
 * it; an answer without a code is translated by its English alone.
 */
import { i18n } from '@lingui/core';
import { messages } from '@institute/shared-schema';
import { afterEach, describe, expect, it } from 'vitest';
import { answerText } from './shared-text';

afterEach(() => i18n.activate('en'));

describe('answerText', () => {
  it('shows a coded answer in the reader’s language, its values in place, a known value translated too', () => {
    i18n.load('mr', {
      'Please wait {0} seconds before requesting another OTP.': 'दुसरा OTP मागण्यापूर्वी कृपया {0} सेकंद थांबा.',
      '{0} is required': '{0} आवश्यक आहे',
      Caption: 'मथळा',
    });
    i18n.activate('mr');
    expect(answerText({ message: messages.auth.otpWait(42), code: 'auth.otpWait', values: ['42'] })).toBe(
      'दुसरा OTP मागण्यापूर्वी कृपया 42 सेकंद थांबा.',
    );
    expect(answerText({ message: 'Caption is required', code: 'x.detailRequired', values: ['Caption'] })).toBe('मथळा आवश्यक आहे');
    // A value that is also in the message's own words ("a" in "Please wait"): the pattern is still found.
    expect(answerText({ message: 'Please wait a seconds before requesting another OTP.', code: 'auth.otpWait', values: ['a'] })).toBe(
      'दुसरा OTP मागण्यापूर्वी कृपया a सेकंद थांबा.',
    );
    // Words no catalogue has stay as the server sent them.
    expect(answerText({ message: 'Disk full on node 3', code: 'ops.diskFull', values: ['3'] })).toBe('Disk full on node 3');
  });

  it('leaves English as it is', () => {
    i18n.activate('en');
    expect(answerText({ message: messages.auth.otpWait(42), code: 'auth.otpWait', values: ['42'] })).toBe(messages.auth.otpWait(42));
  });
});
