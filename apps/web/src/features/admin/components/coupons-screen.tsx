import { enAdmin, enErrors, formatRupees, type AdminCoupon } from '@krishi/contract';
import { useWatch } from 'react-hook-form';
import { useAdminCoupons, useSaveCoupon } from '../api/coupons';
import { couponForm, couponValues } from '../lib/coupon-form';
import { adminLanguage, inLanguage } from '../lib/localized';
import { statusKey } from '../lib/status';
import { optionalTypedNumber, typedNumber } from '../lib/typed-number';
import { EditDialog, useEditForm } from './edit-form';
import { CheckField, InputField, NumberField, StatusField } from './field';
import { ListAndEdit, type RowDialogProps } from './list-and-edit';
import { LocalizedPair } from './localized-pair';
import { EditButton } from './row-button';
import { useStrings } from '../../../lib/strings';

/** Coupons, newest first, with how often each was used; created, edited or switched off in a dialog. */
export function CouponsScreen() {
  const t = useStrings(enAdmin, enErrors);
  const coupons = useAdminCoupons();
  return (
    <ListAndEdit
      title={t('admin.nav.coupons')}
      newLabel={t('admin.coupons.new')}
      rows={coupons}
      columns={(edit) => [
        { header: t('admin.coupons.code'), cell: (coupon) => <CouponName coupon={coupon} /> },
        {
          header: t('admin.coupons.discount'),
          cell: (coupon) => (coupon.percentage ? `${coupon.discountValue}%` : formatRupees(coupon.discountValue)),
        },
        { header: t('admin.coupons.minOrder'), cell: (coupon) => formatRupees(coupon.minOrderValue) },
        { header: t('admin.coupons.expiry'), cell: (coupon) => coupon.expiryDate },
        { header: t('admin.coupons.used'), cell: (coupon) => coupon.redemptions },
        { header: t('admin.products.status'), cell: (coupon) => t(`admin.status.${statusKey(coupon.status)}`) },
        {
          header: t('admin.variants.actions'),
          cell: (coupon) => (
            <EditButton name={t('admin.editNamed', { name: coupon.couponCode })} onClick={() => edit(coupon)} />
          ),
        },
      ]}
      dialog={(props) => <CouponDialog {...props} />}
    />
  );
}

function CouponName({ coupon }: { coupon: AdminCoupon }) {
  const description = inLanguage(coupon.description, adminLanguage());
  return (
    <>
      <strong>{coupon.couponCode}</strong>
      <br />
      <span lang={description.lang}>{description.text}</span>
    </>
  );
}

function CouponDialog({ row: coupon, onClose }: RowDialogProps<AdminCoupon>) {
  const t = useStrings(enAdmin, enErrors);
  const { form, bind, formProps } = useEditForm({
    schema: couponForm,
    defaultValues: couponValues(coupon),
    save: useSaveCoupon(),
    variables: (body) => ({ id: coupon?.id ?? null, body }),
    onSaved: onClose,
  });
  const percentage = useWatch({ control: form.control, name: 'percentage' });
  return (
    <EditDialog title={t(coupon ? 'admin.coupons.edit' : 'admin.coupons.new')} onClose={onClose} {...formProps}>
      <InputField label={t('admin.coupons.code')} autoCapitalize="characters" {...bind('couponCode')} />
      <CheckField label={t('admin.coupons.isPercentage')} {...bind('percentage')} />
      <NumberField
        label={t(percentage ? 'admin.coupons.percent' : 'admin.coupons.flat')}
        step="0.01"
        {...bind('discountValue', typedNumber)}
      />
      <NumberField label={t('admin.coupons.minOrderRupees')} step="0.01" {...bind('minOrderValue', typedNumber)} />
      <InputField label={t('admin.coupons.expiry')} type="date" {...bind('expiryDate')} />
      <LocalizedPair label={t('admin.coupons.description')} en={bind('description.en')} kn={bind('description.kn')} />
      <NumberField label={t('admin.coupons.perUser')} min={1} step={1} {...bind('perUserLimit', optionalTypedNumber)} />
      <StatusField {...bind('status')} />
    </EditDialog>
  );
}
