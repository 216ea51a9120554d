/** Member, session and wallet shapes (spec section 3). */
export type LoginRequest = {
  username: string;
  password: string;
  captcha?: string;
  type: 'username' | 'sms';
};

export type LoginResponse = {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  userName: string;
};

export type ClubLabel = { labelName: string; color: string; color2: string; rankLevel: number };

export type MemberInfo = {
  id: number;
  account: string;
  nickname: string | null;
  type: 'agent' | 'member';
  isAgent: number;
  toUpline: boolean;
  clubLabel: ClubLabel | null;
  memberLabel: { labelName: string }[];
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

export type SmsRequest = { mobileNum: string; countryDialingCode: string };
export type SmsResponse = { expiredMinutes: number };
