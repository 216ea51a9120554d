/** Wallet shapes (spec sections 3 and 7): wallets, payees, withdrawals, account records. */
export type WalletSummary = {
  /** Merchant wallet setting: true, one wallet; false, a main wallet plus one per vendor. */
  single: boolean;
  currency: string;
  /** Minor units: every wallet together. */
  sumBalance: number;
  wallets: { code: string; balance: number }[];
};

export type PayeeAccount = {
  id: number;
  payeeName: string;
  bankName: string;
  /** Masked: the last four digits only. */
  accountNumber: string;
};

export type WithdrawalStatus = 'pending' | 'rejected' | 'paid' | 'received' | 'not_received';

export type Withdrawal = {
  id: number;
  amount: number;
  status: WithdrawalStatus;
  payee: PayeeAccount;
  createdAt: string;
  decidedAt: string | null;
  /** When a paid withdrawal counts as received without an answer. */
  confirmBy: string | null;
  /** An operator's settlement of a not-received withdrawal: refunded, or upheld as received. */
  resolution: 'refunded' | 'upheld' | null;
};

export type LedgerRecord = {
  id: number;
  time: string;
  kind: string;
  wallet: string;
  /** Signed minor units: money in is positive. */
  amount: number;
  balanceAfter: number;
  reference: string | null;
};

export type RecordPage<T> = { list: T[]; totalPages: number; pageNo: number };

export type DepositMethod = {
  id: number;
  type: 'bank' | 'online';
  name: string;
  minAmount: number;
  maxAmount: number;
  /** Fee in basis points of the amount, paid by the member on top. */
  feeBps: number;
  /** Where to send a bank transfer (bank methods only). */
  bank: { bankName: string; accountName: string; accountNumber: string } | null;
  /** Paid through the sandbox provider (no real money): the form labels it as a sandbox. */
  sandbox: boolean;
};

export type DepositStatus = 'pending' | 'confirmed' | 'rejected' | 'expired';

export type DepositOrder = {
  id: number;
  methodId: number;
  type: 'bank' | 'online';
  amount: number;
  fee: number;
  status: DepositStatus;
  /** Online methods: the provider's hosted payment page (same origin: /sandbox-pay/...). */
  paymentUrl: string | null;
  /** Bank methods: whether the member has uploaded a receipt yet. */
  hasReceipt: boolean;
  createdAt: string;
};

export type MemberMessage = {
  id: number;
  title: string;
  content: string;
  createdAt: string;
  read: boolean;
};

/** Uploads (deposit receipts, withdrawal proofs): png or jpg by their bytes, 5 MB each, 3 at most. */
export const UPLOAD_LIMITS = { maxBytes: 5 * 1024 * 1024, maxFiles: 3, maxComment: 140 } as const;

/** Profit and loss over a period (minor units): what came in and went out, by kind. */
export type ProfitSummary = {
  from: string;
  to: string;
  deposits: number;
  withdrawals: number;
  bets: number;
  wins: number;
  bonuses: number;
  adjustments: number;
  /** Wins + bonuses - bets: the member's gaming result. */
  profit: number;
};

/** A bet's state: waiting for its result, settled with or without a win, or cancelled (refunded). */
export type BetStatus = 'pending' | 'won' | 'lost' | 'cancelled';

/** One bet of the betting record (personalHistoryCopy): amounts in minor units. */
export type BetRecord = {
  /** The vendor's transaction id of the bet. */
  betId: string;
  roundId: string;
  vendor: string;
  vendorName: string;
  gameCode: string | null;
  /** In the page language; the game code when the vendor named no game. */
  gameName: string | null;
  stake: number;
  /** What came back: the win, the refund of a cancelled bet, 0 for a loss or a pending bet. */
  win: number;
  status: BetStatus;
  betTime: string;
  settledTime: string | null;
};

/** Totals over every bet the filters match, not just the page. */
export type BetTotals = { count: number; stake: number; win: number; net: number };

export type BetRecordPage = RecordPage<BetRecord> & { totals: BetTotals };
