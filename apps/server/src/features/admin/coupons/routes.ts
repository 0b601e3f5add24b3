import { count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCouponChangedResponse,
  adminCouponsResponse,
  couponInput,
  errorBody,
  idParams,
  messages,
  type AdminCoupon,
} from '@krishi/contract';
import type { z } from 'zod';
import { couponRedemptions, coupons } from '../../../db/schema.js';
import { recordAudit } from '../audit/log.js';
import { storedText } from '../catalogue/products.js';
import { Refusal } from '../../../lib/refusal.js';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
type CouponRow = typeof coupons.$inferSelect;

const couponView = (row: CouponRow, redemptions: number): AdminCoupon => ({
  id: row.id,
  couponCode: row.code,
  percentage: row.percentage,
  discountValue: Number(row.discountValue),
  minOrderValue: row.minOrderValue,
  expiryDate: row.expiryDate,
  description: row.description,
  perUserLimit: row.perUserLimit,
  status: row.status,
  redemptions,
});

/** Postgres' unique_violation: another coupon already has the code. */
function isDuplicate(error: unknown): boolean {
  const failure = error as { code?: string; cause?: { code?: string } };
  return failure.code === '23505' || failure.cause?.code === '23505';
}

/** Coupons: list, create, edit; disabling is an edit to INACTIVE (the storefront offers ACTIVE ones only). */
const adminCouponsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  async function redemptionsOf(couponId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, couponId));
    return row?.n ?? 0;
  }

  app.get(
    '/coupons',
    {
      schema: {
        tags,
        summary: 'Every coupon, newest first, with how many orders used it',
        security,
        response: { 200: adminCouponsResponse, 401: errorBody, 403: errorBody },
      },
    },
    async () => {
      const rows = await db
        .select({ coupon: coupons, used: count(couponRedemptions.id) })
        .from(coupons)
        .leftJoin(couponRedemptions, eq(couponRedemptions.couponId, coupons.id))
        .groupBy(coupons.id)
        .orderBy(desc(coupons.id));
      return { data: rows.map(({ coupon, used }) => couponView(coupon, used)) };
    },
  );

  async function save(actorId: number, id: number | null, input: z.output<typeof couponInput>) {
    const columns = {
      code: input.couponCode,
      percentage: input.percentage,
      discountValue: input.discountValue,
      minOrderValue: input.minOrderValue,
      expiryDate: input.expiryDate,
      description: storedText(input.description),
      perUserLimit: input.perUserLimit,
      status: input.status,
    };
    try {
      return await db.transaction(async (tx) => {
        const [before] = id === null ? [] : await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
        if (id !== null && !before) return null;
        const [row] = before
          ? await tx.update(coupons).set(columns).where(eq(coupons.id, before.id)).returning()
          : await tx.insert(coupons).values(columns).returning();
        await recordAudit(tx, {
          actorId,
          action: before ? 'coupon.update' : 'coupon.create',
          entity: 'coupon',
          entityId: row!.id,
          before: before ? couponView(before, 0) : null,
          after: couponView(row!, 0),
        });
        return row!;
      });
    } catch (error) {
      if (isDuplicate(error)) return 'duplicate' as const;
      throw error;
    }
  }

  app.post(
    '/coupons',
    {
      schema: {
        tags,
        summary: 'Creates a coupon (code A-Z 0-9 _ -, percentage 0-100 or flat paise > 0, minimum >= 0, last day)',
        security,
        body: couponInput,
        response: { 200: adminCouponChangedResponse, 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      const saved = await save(request.user.id, null, request.body);
      if (saved === 'duplicate') return reply.code(409).send({ message: messages.adminCouponCodeTaken });
      return { message: messages.adminCreated, data: couponView(saved!, 0) };
    },
  );

  app.put(
    '/coupons/:id',
    {
      schema: {
        tags,
        summary: 'Edits a coupon; status INACTIVE disables it',
        security,
        params: idParams,
        body: couponInput,
        response: {
          200: adminCouponChangedResponse,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request, reply) => {
      const saved = await save(request.user.id, request.params.id, request.body);
      if (saved === 'duplicate') return reply.code(409).send({ message: messages.adminCouponCodeTaken });
      if (!saved) throw new Refusal(404, 'couponNotFound');
      return { message: messages.adminSaved, data: couponView(saved, await redemptionsOf(saved.id)) };
    },
  );
};

export default adminCouponsRoutes;
