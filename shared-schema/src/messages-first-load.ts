/**
 * The catalogue's groups that the app's first load shows (the layout's sign-in and permission
 * messages, Page Not Found), in a module of their own: the first load takes these, and the rest of
 * the catalogue (messages.ts, which includes them) comes with the screens that use it.
 */
/** `messages.auth`. */
export const authMessages = {
  loginFailed: 'Login failed',
  loginError: 'An error occurred during login',
  emailTaken: 'This email is already registered',
  registrationFailed: 'Registration failed',
  invalidResponse: 'Invalid response from server',
  sendOtpFailed: 'Failed to send OTP. Please try again.',
  resetSendOtpFailed: 'Failed to send OTP',
  resetInvalidOtp: 'Invalid OTP',
  resetFailed: 'Failed to reset password',
  resetFailedShort: 'Reset failed',
  // Server answers the spec leaves unnamed (one-time codes are checked on the server here).
  invalidCredentials: 'Invalid email or password',
  otpSent: 'OTP sent successfully',
  otpVerified: 'OTP verified successfully',
  otpExpired: 'This OTP has expired. Please request a new one.',
  otpTooManyAttempts: 'Too many wrong attempts. Please request a new OTP.',
  otpWait: (seconds: number) => `Please wait ${seconds} seconds before requesting another OTP.`,
  otpHourlyLimit: 'Too many OTP requests for this number. Please try again in an hour.',
  mobileTaken: 'This mobile number is already registered',
  mobileUnknown: 'No account is registered with this mobile number',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  /** What the owner of a number hears when someone asks for a registration code for it (no code is sent). */
  registerAttemptSms: (site: string) =>
    `Someone tried to register a new ${site} account with this mobile number. If it was you, sign in or reset your password. No code was sent.`,
  /** What the old number hears after the account's phone changed. */
  phoneChangedSms: (site: string, last4: string) =>
    `The mobile number of your ${site} account was changed to one ending in ${last4}. If this was not you, contact the institute at once.`,
  phoneRemovedSms: (site: string) =>
    `The mobile number of your ${site} account was removed. If this was not you, contact the institute at once.`,
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordWrong: 'Your current password is not correct',
  contactChangeOnline: 'Changing your email or mobile number needs your current password. Please do it online from your profile.',
  phoneCodeRequired: 'Please verify the new mobile number with the OTP sent to it',
  samePassword: 'Your new password must be different from the current one',
  mustChangePassword: 'Please change your password before continuing.',
  passwordChanged: 'Your password has been changed.',
  adminSecretRequired: 'A valid secret code is required to create an administrator',
};

/** `messages.access`. */
export const accessMessages = {
  noUser: 'No user data found. Please login.',
  sessionExpired: 'Session expired. Please login again.',
  adminOnly: 'Unauthorized access. Admin privileges required.',
  forbidden: 'You do not have permission to access this resource.',
};

/** `messages.public`. */
export const publicMessages = {
  coursesFailed: 'Failed to fetch courses. Please try again later.',
  testimonialsFailed: 'Failed to load testimonials. Please try again later.',
  testimonialSubmitFailed: 'Failed to submit testimonial. Please try again.',
  verifyPaymentFailed: 'Failed to verify payment. Please try again.',
  paymentVerificationFailed: 'Payment verification failed. Please check your details and try again.',
  proceedFailed: 'Failed to proceed to payment. Please try again.',
  paymentFailed: 'Payment failed. Please try again.',
  jobsFailed: 'Failed to fetch jobs',
  noJobs: 'No jobs found matching your criteria.',
  notSpecified: 'Not specified',
  invalidDate: 'Invalid date',
  notFoundTitle: 'Page Not Found',
  notFoundText: 'The page you are looking for does not exist or has been moved.',
  goHome: 'Go to Home',
  pageFailedTitle: 'This page could not be opened',
  pageFailedText: 'Something went wrong while opening it. Try again; what you saved is kept.',
  pageOfflineText: 'You are offline and this page is not on this device yet. It opens when you are back online.',
  tryAgain: 'Try again',
  closeDialog: 'Close dialog',
  /** The header's theme switch: a toggle button, pressed in the dark theme. */
  darkTheme: 'Dark theme',
};
