/** Shapes of the system calls (spec section 3): status, whitelabel, register rules, resources. */
export type LanguageCode = 'CN' | 'EN' | 'ID' | 'MY' | 'PT-BR' | 'TH' | 'VI';

export type WhitelabelNode = {
  modId: string;
  /** '1' is on; anything else is off (spec section 3). */
  enabled: string;
  childrenNodes: WhitelabelNode[];
};

export type RegisterField =
  | 'username'
  | 'password'
  | 'confirmPassword'
  | 'payeeName'
  | 'email'
  | 'qqNum'
  | 'mobileNum'
  | 'recommenderId'
  | 'captcha'
  | 'verificationCode'
  | 'affiliateCode'
  | 'paymentPassword'
  | 'line'
  | 'whatsapp'
  | 'zalo'
  | 'facebook'
  | 'wechat'
  | 'idNumber'
  | 'referralCode'
  | 'domain';

export type RegisterRule = {
  field: RegisterField;
  enabled: boolean;
  required: boolean;
  /** A regular expression source, or '*' for any characters. */
  acceptedPattern: string;
  patternId: number;
  minLength: number;
  maxLength: number;
};

export type ResourceType =
  | 'AFFILIATELINK'
  | 'Android'
  | 'MOBILECONFIG'
  | 'IOS'
  | 'TELEGRAM'
  | 'LINE'
  | 'FACEBOOK'
  | 'TWITTER'
  | 'INSTAGRAM'
  | 'SpeedTest'
  | 'USDJUMP';

export type Resource = {
  resourceType: ResourceType;
  url: string;
  qrCodeUrl: string | null;
  labelNameEn: string;
};

export type CustomerServiceEntry = {
  csPosition: string;
  csType: string;
  title: string;
  path: string;
};

export type Location = { ip: string; country: string | null };

export type SystemStatusCode = 0 | 1 | 2;

export type SystemStatus = {
  /** 0 normal, 1 maintenance, 2 region restricted; maintenance wins. */
  status: SystemStatusCode;
  maintenance: { enabled: boolean; endTime: string | null };
  regionRestriction: boolean;
  info: {
    brand: BrandConfig;
    whitelabel: WhitelabelNode[];
    registerRules: RegisterRule[];
    resources: Resource[];
    customerService: CustomerServiceEntry[];
    analytics: { gtagId: string | null };
    imageCDNs: string[];
    launchGameCDNs: string[];
    location: Location;
  };
};

export type BrandConfig = {
  name: string;
  merchantCode: string;
  platform: string;
  lotteryType: string;
  device: string;
  chatHeaderColor: string;
  languages: LanguageCode[];
  defaultLanguage: LanguageCode;
  prizeModes: string[];
  currency: string;
  esportsVassalages: string[];
};

export type DomainRoute = { url: string; speed: number };

export type HelpArticle = {
  tag: string;
  category: string;
  title: string;
  content: string;
  sort: number;
};

export type Banner = {
  bannerId: number;
  url: string;
  groupName: string;
  linkageType: string;
  link: string | null;
  title: string;
};

/** AG: notices for agents, shown in the agent centre only. */
export type AnnouncementType = 'B' | 'PL' | 'PU' | 'PR' | 'H' | 'AG';

export type Announcement = {
  id: number;
  type: AnnouncementType;
  title: string;
  content: string;
  timestamp: string;
};

export type PublicKey = { kid: string; alg: 'RSA-OAEP-256'; enc: 'A256GCM'; jwk: JsonWebKeyShape };

export type JsonWebKeyShape = { kty: string; n: string; e: string; kid?: string };

export type Country = { countryCode: string; countryDialingCode: string };

export type FeedbackRequest = { content: string; contact?: string; category?: string };
