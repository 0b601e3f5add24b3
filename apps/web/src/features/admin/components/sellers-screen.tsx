import { zodResolver } from '@hookform/resolvers/zod';
import { enAdmin, enErrors, ADMIN_STATUSES, sellerInput, type AdminSeller, type SellerInput } from '@krishi/contract';
import { useState } from 'react';
import type { z } from 'zod';
import { useForm } from 'react-hook-form';
import { Dialog } from '../../../components/dialog';
import { usePageTitle } from '../../../lib/page-title';
import { useStrings } from '../../../lib/strings';
import { useAdminSellers, useSaveSeller, useStates } from '../api/taxonomy';
import { saveFeedback } from '../lib/error-text';
import { formErrorKey } from '../lib/form-errors';
import { adminLanguage, inLanguage } from '../lib/localized';
import { statusKey } from '../lib/status';
import { Field } from './field';
import { ListState } from './list-state';
import { LocalizedPair } from './localized-pair';

/** Brands and sellers with the states they deliver to. */
export function SellersScreen() {
  const t = useStrings(enAdmin, enErrors);
  usePageTitle(t('admin.nav.sellers'));
  const sellers = useAdminSellers();
  const [editing, setEditing] = useState<AdminSeller | 'new' | null>(null);
  const rows = sellers.data ?? [];
  return (
    <section aria-labelledby="admin-heading">
      <div className="admin-head">
        <h1 id="admin-heading">{t('admin.nav.sellers')}</h1>
        <button type="button" className="button" onClick={() => setEditing('new')}>
          {t('admin.sellers.new')}
        </button>
      </div>
      <ListState isPending={sellers.isPending} isError={sellers.isError} isEmpty={rows.length === 0} />
      <ul className="admin-cards">
        {rows.map((seller) => {
          const name = inLanguage(seller.name, adminLanguage());
          return (
            <li key={seller.id} className="admin-card">
              <h2 className="admin-card__title" lang={name.lang}>
                {name.text}
              </h2>
              <p className="admin-card__meta">
                {seller.businessName} · {seller.pincode} · {seller.state} ·{' '}
                {t(`admin.status.${statusKey(seller.status)}`)}
              </p>
              <p className="admin-card__meta">
                {t('admin.sellers.serves', { states: seller.servedStates.join(', ') })}
              </p>
              <button
                type="button"
                className="button button--small button--outline"
                onClick={() => setEditing(seller)}
                aria-label={t('admin.editNamed', { name: name.text })}
              >
                {t('admin.edit')}
              </button>
            </li>
          );
        })}
      </ul>
      {editing && <SellerDialog seller={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </section>
  );
}

function SellerDialog({ seller, onClose }: { seller: AdminSeller | null; onClose: () => void }) {
  const t = useStrings(enAdmin, enErrors);
  const states = useStates();
  const save = useSaveSeller();
  const [picture, setPicture] = useState<File | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SellerInput, unknown, z.output<typeof sellerInput>>({
    resolver: zodResolver(sellerInput),
    defaultValues: {
      name: { en: seller?.name.en ?? '', kn: seller?.name.kn ?? '' },
      businessName: seller?.businessName ?? '',
      customerCareNumber: seller?.customerCareNumber ?? '',
      pincode: seller?.pincode ?? '',
      servedStates: seller?.servedStates ?? [],
      status: statusKey(seller?.status ?? 'ACTIVE'),
    },
  });
  const submit = handleSubmit((values) =>
    save.mutate({ id: seller?.id ?? null, body: values, picture }, saveFeedback(t, onClose)),
  );
  const statesError = formErrorKey(errors.servedStates?.message);
  return (
    <Dialog
      title={t(seller ? 'admin.sellers.edit' : 'admin.sellers.new')}
      closeLabel={t('admin.close')}
      onClose={onClose}
      variant="drawer"
    >
      <form className="admin-form" onSubmit={submit} noValidate>
        <LocalizedPair
          label={t('admin.sellers.name')}
          en={register('name.en')}
          kn={register('name.kn')}
          enError={errors.name?.en?.message}
          knError={errors.name?.kn?.message}
        />
        <Field label={t('admin.sellers.businessName')} error={errors.businessName?.message}>
          {(control) => <input className="field__input" {...control} {...register('businessName')} />}
        </Field>
        <Field label={t('admin.sellers.customerCare')} error={errors.customerCareNumber?.message}>
          {(control) => (
            <input className="field__input" inputMode="tel" {...control} {...register('customerCareNumber')} />
          )}
        </Field>
        <Field label={t('admin.sellers.pincode')} error={errors.pincode?.message}>
          {(control) => <input className="field__input" inputMode="numeric" {...control} {...register('pincode')} />}
        </Field>
        <fieldset className="admin-fieldset" aria-describedby={statesError ? 'served-states-error' : undefined}>
          <legend>{t('admin.sellers.servedStates')}</legend>
          {states.isPending && <p role="status">{t('admin.loading')}</p>}
          <div className="admin-checks">
            {(states.data ?? []).map((state) => (
              <label key={state} className="admin-check">
                <input type="checkbox" value={state} {...register('servedStates')} />
                {state}
              </label>
            ))}
          </div>
          {statesError && (
            <p id="served-states-error" className="field__error">
              {t(statesError)}
            </p>
          )}
        </fieldset>
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
        <label className="field">
          <span className="field__label">{t('admin.images.choose')}</span>
          <input
            className="field__input"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(e) => setPicture(e.target.files?.[0] ?? null)}
          />
        </label>
        <div className="button-row">
          <button type="submit" className="button" disabled={save.isPending}>
            {t('admin.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
