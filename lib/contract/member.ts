/** Member, session and wallet shapes (spec section 3). */
export type LoginRequest = {
  /** The username, or the mobile number for an SMS login. */
  username: string;
  /** The password, or the SMS code for an SMS login. */
  password: string;
  captcha?: string;
  type: 'username' | 'sms';
  countryDialingCode?: string;
  /** Keeps the session for REMEMBER_DAYS instead of one day (no password is ever stored). */
  remember?: boolean;
  /** The bot check's token (spec: bot-check fields), when the brand runs one. */
  botToken?: string;
  /** This browser's device token from an earlier login: a recognised browser skips 2-step. */
  deviceToken?: string;
};

/** The second step of a login from an unrecognised address: the code sent to the member. */
export type LoginVerifyRequest = {
  challenge: string;
  code: string;
  remember?: boolean;
  deviceToken?: string;
};

/**
 * `mustChangePassword`: the password is the operator's default or a one-time reset code (the
 * spec's default-password check), so the change-password dialog opens before anything else.
 */
export type LoginResponse = {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  mustChangePassword: boolean;
  userName: string;
  isAgent: number;
  /** Names this browser at the next login (kept by the browser; absent for trial accounts). */
  deviceToken?: string;
};

/** Agent type codes (spec section 6); 0 is a plain member, 4 a free-play trial account. */
export const TRIAL_ACCOUNT = 4;
export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const REMEMBER_DAYS = 30;

export type ClubLabel = { labelName: string; color: string; color2: string; rankLevel: number };
/** A member label an operator gave (spec: memberLabel), in its colours (text `color`, background `color2`). */
export type MemberTag = { labelName: string; color: string; color2: string };

export type MemberInfo = {
  id: number;
  account: string;
  nickname: string | null;
  type: 'agent' | 'member';
  isAgent: number;
  toUpline: boolean;
  clubLabel: ClubLabel | null;
  memberLabel: MemberTag[];
  language: string | null;
  /** Masked: the last four digits only. */
  mobileNum: string | null;
  /** Masked: the first letter and the domain. */
  email: string | null;
  lastLoginAt: string | null;
  /**
   * loginInfo and memberInfo only: the password change this session's login forced and the
   * platform still waits for ('one_time': no current password asked), else null.
   */
  passwordChange?: 'one_time' | 'current' | null;
};

export type Balance = {
  sumBalance: number;
  currency: string;
  unreadCount: number;
  promotions: Record<string, { enabled: boolean }>;
  promotionCount: number;
  maintenanceEndTime: string | null;
};

export type RegisterRequest = Record<string, string | boolean | undefined> & {
  username: string;
  password: string;
  registerMethod: 'WEB';
};

export type ChangePasswordRequest = {
  oldPassword?: string;
  newPassword: string;
  confirmNewPassword: string;
};

export type SmsRequest = { mobileNum: string; countryDialingCode: string; botToken?: string };
/** `expiredMinutes`: the code's life; the send button waits 60 s for each minute (spec section 4). */
export type SmsResponse = { expiredMinutes: number };
