import { cartResponse, couponsResponse, type Cart, type Coupon } from '@krishi/contract';

/** The cart answers checked against the contract; loaded with the first answer (see cart-api). */
export const parseCart = (body: unknown): Cart => cartResponse.parse(body).data;
export const parseCoupons = (body: unknown): Coupon[] => couponsResponse.parse(body).data;
