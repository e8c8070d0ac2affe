import { OTP_LENGTH } from '@attar/contracts';

/** How long a person waits before asking for another code. */
export const RESEND_AFTER_SECONDS = 30;

/** "Resend OTP in 0:27" while the wait lasts, then the plain label. */
export function resendLabel(label: string, secondsLeft: number): string {
  if (secondsLeft <= 0) return label;
  return `${label} in 0:${String(secondsLeft).padStart(2, '0')}`;
}

/** What a sent code's hint says, with its lifetime from the server's answer. */
export function sentCodeNote(expiresInSeconds: number): string {
  const minutes = Math.max(1, Math.round(expiresInSeconds / 60));
  return `Enter the ${OTP_LENGTH}-digit code. It expires in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
