import { referralPath, type PointsEntry, type ReferralResponse } from '@krishi/contract';
import type { Db } from '../../db/client.js';
import { Refusal } from '../../lib/refusal.js';
import type { ReferralsRepository, Tx } from './repository.js';

export interface ReferralsDeps {
  db: Db;
  repository: ReferralsRepository;
  /** REFERRAL_MAX_PER_DAY: rewards one referrer may earn per day in India. */
  maxPerDay: number;
}

/** An operator's adjustment of a user's points. */
export interface PointsAdjustment {
  userId: number;
  points: number;
  reason: string;
  actorId: number;
}

/**
 * Referral points: codes and links, earning when a referred phone registers, spending and giving
 * back inside the order's transactions, and the back office's adjustments.
 */
export function referralsService({ db, repository, maxPerDay }: ReferralsDeps) {
  async function ledger(userId: number): Promise<{ balance: number; history: PointsEntry[] }> {
    const [balance, history] = await Promise.all([repository.balance(userId), repository.history(userId)]);
    return { balance, history };
  }

  return {
    /** `GET /api/referral`: `base` is the storefront's public origin. */
    async overview(userId: number, base: string): Promise<ReferralResponse> {
      const code = await repository.codeOf(userId);
      return { code, link: `${base}${referralPath(code)}`, ...(await ledger(userId)) };
    },

    /**
     * A phone logged in for the first time with a referral code: its owner is remembered as the
     * referrer. An unknown code or the user's own is ignored, never a failed login.
     */
    async enrolNew(userId: number, code: string, now: Date): Promise<void> {
      const referrerId = await repository.ownerOf(code);
      if (referrerId !== null) await repository.enrol(userId, referrerId, now);
    },

    /** The user saved the registration form for the first time: their referrer may earn. */
    registered(userId: number, now: Date): Promise<boolean> {
      return repository.reward(userId, maxPerDay, now);
    },

    balance: (userId: number, tx?: Db) => repository.balance(userId, tx),
    spend: repository.spend,
    giveBack: repository.giveBack,

    ledger,

    /**
     * The operator's adjustment; `record` writes the audit entry in the same transaction, so the
     * line and its entry commit together.
     */
    async adjust(
      adjustment: PointsAdjustment,
      record: (tx: Tx, change: { before: number; after: number; entry: PointsEntry }) => Promise<void>,
    ): Promise<{ balance: number; history: PointsEntry[] }> {
      await db.transaction(async (tx) => {
        const made = await repository.adjust(tx, adjustment);
        if (made === null) throw new Refusal(404, 'userNotFound');
        if (made === 'negative') throw new Refusal(400, 'pointsBalanceNegative');
        await record(tx, made);
      });
      return ledger(adjustment.userId);
    },
  };
}

export type ReferralsService = ReturnType<typeof referralsService>;
