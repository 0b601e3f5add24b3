/** Login by phone and one-time code, and the session (spec sections 2, 4, 5 and 8). */
export const auth = {
  'auth.title': 'Login',
  'auth.signUpIntro':
    'New here? Signing up starts with your mobile number: we text you a code, then you fill in your name and address.',
  'auth.intro': 'Log in with your mobile number. We will send you a 6-digit code by SMS.',
  'auth.phoneLabel': 'Mobile number',
  'auth.sendOtp': 'Send OTP',
  'auth.sending': 'Sending...',
  'auth.otpSent': 'OTP Sent!',
  'auth.sendError': 'Error sending OTP. Please try again.',
  'auth.loginFailed': 'Login failed, please try again.',
  'auth.otpHeading': 'Enter OTP',
  'auth.otpSentTo': 'Enter the 6-digit code sent to {{phone}}.',
  'auth.changeNumber': 'Change number',
  'auth.digit': 'Digit {{index}} of {{count}}',
  'auth.verifying': 'Verifying...',
  'auth.resend': 'Resend OTP',
  'auth.resendIn': 'Resend OTP in {{time}}',
  'auth.verified': 'Verification successful!',
  'auth.verifyFailed': 'Verification failed. Please try again.',
  'auth.verifyError': 'Error during OTP verification. Please try again.',
  'auth.noToken': 'OTP verification failed',
} as const;
