/** Seconds the send-code button waits: 60 for each minute the code lives (spec sections 4, 9). */
export const SECONDS_PER_EXPIRED_MINUTE = 60;
/** Firebase SMS: one minute whatever the code's life. */
export const FIREBASE_SMS_SECONDS = 60;

export function smsWaitSeconds(expiredMinutes: number): number {
  const minutes = Number.isFinite(expiredMinutes) && expiredMinutes > 0 ? expiredMinutes : 1;
  return Math.round(minutes * SECONDS_PER_EXPIRED_MINUTE);
}

/** Whole seconds left until `endsAt` (epoch ms), never below zero. */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}
