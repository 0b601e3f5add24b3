import { zodResolver } from '@hookform/resolvers/zod';
import { enAdmin, enErrors, ADMIN_STATUSES, formatRupees, type AdminCoupon } from '@krishi/contract';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Dialog } from '../../../components/dialog';
import { usePageTitle } from '../../../lib/page-title';
import { useStrings } from '../../../lib/strings';
import { useAdminCoupons, useSaveCoupon } from '../api/coupons';
import { couponForm, couponValues, type CouponFormOutput, type CouponFormValues } from '../lib/coupon-form';
import { saveFeedback } from '../lib/error-text';
import { adminLanguage, inLanguage } from '../lib/localized';
import { statusKey } from '../lib/status';
import { optionalTypedNumber, typedNumber } from '../lib/typed-number';
import { Field } from './field';
import { ListState } from './list-state';
import { LocalizedPair } from './localized-pair';

/** Coupons, newest first, with how often each was used; created, edited or switched off in a dialog. */
export function CouponsScreen() {
  const t = useStrings(enAdmin, enErrors);
  usePageTitle(t('admin.nav.coupons'));
  const coupons = useAdminCoupons();
  const [editing, setEditing] = useState<AdminCoupon | 'new' | null>(null);
  const rows = coupons.data ?? [];
  return (
    <section aria-labelledby="admin-heading">
      <div className="admin-head">
        <h1 id="admin-heading">{t('admin.nav.coupons')}</h1>
        <button type="button" className="button" onClick={() => setEditing('new')}>
          {t('admin.coupons.new')}
        </button>
      </div>
      <ListState isPending={coupons.isPending} isError={coupons.isError} isEmpty={rows.length === 0} />
      {rows.length > 0 && (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t('admin.coupons.code')}</th>
              <th scope="col">{t('admin.coupons.discount')}</th>
              <th scope="col">{t('admin.coupons.minOrder')}</th>
              <th scope="col">{t('admin.coupons.expiry')}</th>
              <th scope="col">{t('admin.coupons.used')}</th>
              <th scope="col">{t('admin.products.status')}</th>
              <th scope="col">{t('admin.variants.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((coupon) => {
              const description = inLanguage(coupon.description, adminLanguage());
              return (
                <tr key={coupon.id}>
                  <td data-label={t('admin.coupons.code')}>
                    <strong>{coupon.couponCode}</strong>
                    <br />
                    <span lang={description.lang}>{description.text}</span>
                  </td>
                  <td data-label={t('admin.coupons.discount')}>
                    {coupon.percentage ? `${coupon.discountValue}%` : formatRupees(coupon.discountValue)}
                  </td>
                  <td data-label={t('admin.coupons.minOrder')}>{formatRupees(coupon.minOrderValue)}</td>
                  <td data-label={t('admin.coupons.expiry')}>{coupon.expiryDate}</td>
                  <td data-label={t('admin.coupons.used')}>{coupon.redemptions}</td>
                  <td data-label={t('admin.products.status')}>{t(`admin.status.${statusKey(coupon.status)}`)}</td>
                  <td data-label={t('admin.variants.actions')}>
                    <button
                      type="button"
                      className="button button--small button--outline"
                      onClick={() => setEditing(coupon)}
                      aria-label={t('admin.editNamed', { name: coupon.couponCode })}
                    >
                      {t('admin.edit')}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {editing && <CouponDialog coupon={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </section>
  );
}

function CouponDialog({ coupon, onClose }: { coupon: AdminCoupon | null; onClose: () => void }) {
  const t = useStrings(enAdmin, enErrors);
  const save = useSaveCoupon();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<CouponFormValues, unknown, CouponFormOutput>({
    resolver: zodResolver(couponForm),
    defaultValues: couponValues(coupon),
  });
  const percentage = useWatch({ control, name: 'percentage' });
  const submit = handleSubmit((values) =>
    save.mutate({ id: coupon?.id ?? null, body: values }, saveFeedback(t, onClose)),
  );
  return (
    <Dialog
      title={t(coupon ? 'admin.coupons.edit' : 'admin.coupons.new')}
      closeLabel={t('admin.close')}
      onClose={onClose}
      variant="drawer"
    >
      <form className="admin-form" onSubmit={submit} noValidate>
        <Field label={t('admin.coupons.code')} error={errors.couponCode?.message}>
          {(control) => (
            <input className="field__input" autoCapitalize="characters" {...control} {...register('couponCode')} />
          )}
        </Field>
        <label className="admin-check">
          <input type="checkbox" {...register('percentage')} />
          {t('admin.coupons.isPercentage')}
        </label>
        <Field
          label={t(percentage ? 'admin.coupons.percent' : 'admin.coupons.flat')}
          error={errors.discountValue?.message}
        >
          {(control) => (
            <input
              className="field__input"
              type="number"
              min={0}
              step="0.01"
              {...control}
              {...register('discountValue', typedNumber)}
            />
          )}
        </Field>
        <Field label={t('admin.coupons.minOrderRupees')} error={errors.minOrderValue?.message}>
          {(control) => (
            <input
              className="field__input"
              type="number"
              min={0}
              step="0.01"
              {...control}
              {...register('minOrderValue', typedNumber)}
            />
          )}
        </Field>
        <Field label={t('admin.coupons.expiry')} error={errors.expiryDate?.message}>
          {(control) => <input className="field__input" type="date" {...control} {...register('expiryDate')} />}
        </Field>
        <LocalizedPair
          label={t('admin.coupons.description')}
          en={register('description.en')}
          kn={register('description.kn')}
          enError={errors.description?.en?.message}
          knError={errors.description?.kn?.message}
        />
        <Field label={t('admin.coupons.perUser')} error={errors.perUserLimit?.message}>
          {(control) => (
            <input
              className="field__input"
              type="number"
              min={1}
              step={1}
              {...control}
              {...register('perUserLimit', optionalTypedNumber)}
            />
          )}
        </Field>
        <Field label={t('admin.products.status')} error={errors.status?.message}>
          {(control) => (
            <select className="field__input" {...control} {...register('status')}>
              {ADMIN_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`admin.status.${s}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="button-row">
          <button type="submit" className="button" disabled={save.isPending}>
            {t('admin.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
